export * from './starred-page';
export * from './list-starred';
export * from './add-starred';
export * from './remove-starred';
export * from './reorder-starred';
import { listStarredCall } from './list-starred';
import { addStarredCall } from './add-starred';
import { removeStarredCall } from './remove-starred';
import { reorderStarredCall } from './reorder-starred';

export const STARRED_CALLS = [listStarredCall, addStarredCall, removeStarredCall, reorderStarredCall] as const;
