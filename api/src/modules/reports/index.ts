/* Reports over cases (issue 15.3): preparer list, statistics by user, deadlines. No tables of its own. */
import { defineModule } from '../../platform/modules';
import { reportRoutes } from './reports.routes';

export { reportRoutes } from './reports.routes';

/** The reports module: what it brings to the app (docs/modules.md). */
export const reportsModule = defineModule(() => ({
  name: 'reports',
  calls: reportRoutes,
}));
