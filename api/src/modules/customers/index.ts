import { defineModule } from '../../platform/modules';
import { customerRoutes } from './customers.routes';

export { customerRoutes } from './customers.routes';

/** The customers module: what it brings to the app (docs/modules.md). */
export const customersModule = defineModule(() => ({
  name: 'customers',
  calls: customerRoutes,
}));
