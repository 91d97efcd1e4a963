export * from './import-schemas';
export * from './preview-import';
export * from './commit-import';
import { commitPeopleImportCall } from './commit-import';
import { previewPeopleImportCall } from './preview-import';

export const PEOPLE_IMPORT_CALLS = [previewPeopleImportCall, commitPeopleImportCall] as const;
