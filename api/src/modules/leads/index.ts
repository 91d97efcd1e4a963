export { leadRoutes } from './leads.routes';
export { leads } from './leads.table';
