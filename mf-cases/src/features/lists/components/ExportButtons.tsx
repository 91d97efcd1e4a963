import { useMutation } from '@tanstack/react-query';
import type { TFileDownload } from 'shared/contract';
import { useToast } from 'shared/session';
import { StyledButton } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';
import { saveFileDownload } from '../api/listsQueries';

/** CSV and XLSX export of the filtered list (the server applies the same filter, search and sort). */
export function ExportButtons({ exportFile }: { exportFile: (format: 'csv' | 'xlsx') => Promise<TFileDownload> }) {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: exportFile,
    onSuccess: (file) => {
      saveFileDownload(file);
      toast.success(`Exported ${file.rowCount ?? 'the'} case(s) to ${file.fileName}`);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const busy = mutation.isPending;
  return (
    <>
      <StyledButton type="button" disabled={busy} onClick={() => mutation.mutate('csv')}>
        {busy && mutation.variables === 'csv' ? 'Exporting…' : 'Export CSV'}
      </StyledButton>
      <StyledButton type="button" disabled={busy} onClick={() => mutation.mutate('xlsx')}>
        {busy && mutation.variables === 'xlsx' ? 'Exporting…' : 'Export XLSX'}
      </StyledButton>
    </>
  );
}
