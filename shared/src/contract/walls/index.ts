export * from './walls-schemas';
export * from './list-walls';
import { listWallsCall } from './list-walls';

/** The Updates feed (api module `walls`, SPEC §7). */
export const WALLS_CALLS = [listWallsCall] as const;
