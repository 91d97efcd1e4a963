export { individualRoutes } from './individuals.routes';
export { individuals } from './individuals.table';
