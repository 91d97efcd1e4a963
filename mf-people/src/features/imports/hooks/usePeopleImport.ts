import { useMutation } from '@tanstack/react-query';
import { commitPeopleImportCall, previewPeopleImportCall, type TPeopleImportKind } from 'shared/contract';
import { useApi } from 'shared/session';

/** The two steps of a CSV import: check every row (nothing written), then import all or nothing. */
export function usePeopleImport(kind: TPeopleImportKind) {
  const api = useApi();
  const preview = useMutation({ mutationFn: (csv: string) => api.call(previewPeopleImportCall, { kind, csv }) });
  const commit = useMutation({ mutationFn: (csv: string) => api.call(commitPeopleImportCall, { kind, csv }) });
  return { preview, commit };
}
