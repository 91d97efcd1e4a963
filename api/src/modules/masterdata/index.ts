export { masterdataRoutes } from './masterdata.routes';
export { masterdata } from './masterdata.table';
export { seedMasterdata } from './masterdata.seed';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { globalMasterdataRows, seedDataDir } from './masterdata.seed';
export { nextTenantMasterdataId } from './masterdata.repository';
