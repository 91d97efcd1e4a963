/* The Updates feed (issue 18.6, docs/support-tickets.md "Updates"): derived from the case activity log and the people tables. */
import { defineModule } from '../../platform/modules';
import { updatesWidget } from './walls.dashboard';
import { wallRoutes } from './walls.routes';

export { wallRoutes } from './walls.routes';
export { listWalls, wallPage } from './walls.service';

/** The walls module: what it brings to the app (docs/modules.md). */
export const wallsModule = defineModule(() => ({
  name: 'walls',
  calls: wallRoutes,
  dashboardWidgets: [updatesWidget],
}));
