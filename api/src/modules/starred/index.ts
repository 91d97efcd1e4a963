export { starredRoutes } from './starred.routes';
export { starredPages } from './starred.table';
