export { customerRoutes } from './customers.routes';
