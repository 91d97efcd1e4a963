import { useMutation } from '@tanstack/react-query';
import { useToast } from 'shared/session';
import { StyledButton } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';
import { downloadCsv } from './downloadCsv';
import type { ListQuery } from './listTypes';

export interface CsvFile {
  fileName: string;
  csv: string;
}

/** Exports what the list shows (same search, filters and sort; every page) as CSV. */
export function ExportCsvButton({
  query,
  exportCsv,
}: {
  query: ListQuery;
  exportCsv: (query: ListQuery) => Promise<CsvFile>;
}) {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: () => exportCsv(query),
    onSuccess: (file) => downloadCsv(file.fileName, file.csv),
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <StyledButton type="button" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
      {mutation.isPending ? 'Exporting…' : 'Export CSV'}
    </StyledButton>
  );
}
