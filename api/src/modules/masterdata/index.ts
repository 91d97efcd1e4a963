export { masterdataRoutes } from './masterdata.routes';
export { masterdata } from './masterdata.table';
export { seedMasterdata } from './masterdata.seed';
