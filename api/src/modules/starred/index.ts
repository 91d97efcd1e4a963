import { defineModule } from '../../platform/modules';
import { starredRoutes } from './starred.routes';

export { starredRoutes } from './starred.routes';
export { starredPages } from './starred.table';

/** The starred module: what it brings to the app (docs/modules.md). */
export const starredModule = defineModule(() => ({
  name: 'starred',
  calls: starredRoutes,
}));
