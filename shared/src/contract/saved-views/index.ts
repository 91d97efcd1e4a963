export * from './petition-views-schemas';
export * from './list-petition-views';
export * from './save-petition-view';
export * from './delete-petition-view';
import { deletePetitionViewCall } from './delete-petition-view';
import { listPetitionViewsCall } from './list-petition-views';
import { savePetitionViewCall } from './save-petition-view';

/** The saved case-list views calls (api module `saved-views`); also listed in PETITION_CALLS. */
export const SAVED_VIEWS_CALLS = [listPetitionViewsCall, savePetitionViewCall, deletePetitionViewCall] as const;
