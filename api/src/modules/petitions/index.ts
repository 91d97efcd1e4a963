export { petitionRoutes } from './petitions.routes';
export { petitions, petitionActivity, petitionNotes, workflowConfigs, petitionViews, petitionBulkBatches } from './petitions.table';
export type { PetitionRow } from './petitions.table';
export { searchCases } from './petitions.search';
export type { CaseSearchHit } from './petitions.search';
export { caseFiles } from './petitions.file-owners';
