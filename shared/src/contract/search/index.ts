export * from './global-search';
import { globalSearchCall } from './global-search';

export const SEARCH_CALLS = [globalSearchCall] as const;
