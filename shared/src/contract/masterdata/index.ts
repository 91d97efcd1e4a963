export * from './masterdata-item';
export * from './list-masterdata';
export * from './add-masterdata';
export * from './update-masterdata';
import { addMasterdataCall } from './add-masterdata';
import { listMasterdataCall } from './list-masterdata';
import { updateMasterdataCall } from './update-masterdata';

export const MASTERDATA_CALLS = [listMasterdataCall, addMasterdataCall, updateMasterdataCall] as const;
