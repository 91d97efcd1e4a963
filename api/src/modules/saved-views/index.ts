/* Saved case-list views (issue 15.3): a user's named filters, sort and columns, out of modules/petitions. */
import { defineModule } from '../../platform/modules';
import { savedViewRoutes } from './saved-views.routes';
import { SAVED_VIEWS_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { savedViewRoutes } from './saved-views.routes';
export { petitionViews } from './saved-views.table';
export type { PetitionViewRow } from './saved-views.table';

/** The saved-views module: what it brings to the app (docs/modules.md). */
export const savedViewsModule = defineModule(() => ({
  name: 'saved-views',
  calls: savedViewRoutes,
  isolationFixtures: SAVED_VIEWS_VICTIM_FIXTURES,
}));
