/* Saved case-list views (issue 15.3): a user's named filters, sort and columns, out of modules/petitions. */
export { savedViewRoutes } from './saved-views.routes';
export { petitionViews } from './saved-views.table';
export type { PetitionViewRow } from './saved-views.table';
