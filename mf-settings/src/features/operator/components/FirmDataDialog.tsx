import { useState } from 'react';
import { FIRM_DELETION_GRACE_DAYS, type TFirmExport, type TTenantUsageRow } from 'shared/contract';
import { formatBytes, formatDateTime } from 'shared/domain';
import { ConfirmDialog, Dialog, errorMessage, ErrorPanel, Loading, StatusBadge, StyledActionBar, StyledButton, type BadgeTone } from 'shared/ui';
import { useCancelDeletion, useDeleteFirm, useDownloadExport, useFirmExports, useStartExport } from '../api/operatorQueries';

const EXPORT_LABEL: Record<TFirmExport['status'], string> = { queued: 'Queued', running: 'Building', done: 'Ready', failed: 'Failed' };
const EXPORT_TONE: Record<TFirmExport['status'], BadgeTone> = { queued: 'neutral', running: 'info', done: 'success', failed: 'danger' };

/**
 * A firm's data: export its records and files into a zip (progress shown while the job builds
 * it), download a finished archive, and delete the firm — asked first, refused by the server
 * until an export is done, carried out after the grace period unless cancelled.
 */
export function FirmDataDialog({ firm, onClose }: { firm: TTenantUsageRow; onClose: () => void }) {
  const query = useFirmExports(firm.id);
  const start = useStartExport();
  const download = useDownloadExport();
  const del = useDeleteFirm();
  const cancel = useCancelDeletion();
  const [confirming, setConfirming] = useState(false);
  const exports = query.data?.data ?? [];
  const deletion = query.data?.deletion ?? null;
  const scheduled = deletion?.status === 'scheduled' ? deletion : null;
  const hasExport = exports.some((e) => e.status === 'done');
  const building = exports.some((e) => e.status === 'queued' || e.status === 'running');

  const open = (id: string) =>
    download.mutate(
      { exportId: id },
      {
        onSuccess: (r) => {
          window.location.assign(r.url);
        },
      },
    );

  return (
    <Dialog title={`Data of ${firm.name}`} onClose={onClose} width="680px">
      {query.isLoading ? <Loading label="Loading the firm's exports…" /> : null}
      {query.isError ? <ErrorPanel title="Couldn't load the exports" message={errorMessage(query.error)} /> : null}
      {query.data ? (
        <>
          <h3>Exports</h3>
          {exports.length === 0 ? <p>No export yet. An export holds the firm's records (JSON and CSV) and its stored files.</p> : null}
          <ul aria-label="Exports">
            {exports.map((e) => (
              <li key={e.id}>
                <StatusBadge tone={EXPORT_TONE[e.status]}>{EXPORT_LABEL[e.status]}</StatusBadge> {formatDateTime(e.createdAt)}{' '}
                {e.status === 'queued' || e.status === 'running' ? (
                  <progress max={100} value={e.progress} aria-label={`Export progress ${e.progress}%`}>
                    {e.progress}%
                  </progress>
                ) : null}
                {e.status === 'done' ? (
                  <StyledButton type="button" onClick={() => open(e.id)} disabled={download.isPending} aria-label={`Download ${e.fileName ?? 'the archive'}`}>
                    Download {e.size !== null ? `(${formatBytes(e.size)})` : ''}
                  </StyledButton>
                ) : null}
                {e.status === 'failed' ? <span role="alert"> {e.error ?? 'The export failed.'}</span> : null}
              </li>
            ))}
          </ul>
          <StyledActionBar>
            <StyledButton type="button" $variant="primary" disabled={building || start.isPending} onClick={() => start.mutate({ tenantId: firm.id })}>
              {building ? 'Export in progress…' : 'Export data'}
            </StyledButton>
          </StyledActionBar>

          <h3>Deletion</h3>
          {scheduled ? (
            <>
              <p>
                {firm.name} will be deleted on {formatDateTime(scheduled.deleteAfter)}. Until then you can cancel.
              </p>
              <StyledButton type="button" disabled={cancel.isPending} onClick={() => cancel.mutate({ tenantId: firm.id })}>
                Cancel deletion
              </StyledButton>
            </>
          ) : (
            <>
              <p>
                {hasExport
                  ? `Deleting waits ${FIRM_DELETION_GRACE_DAYS} days, during which you can cancel; then the firm's address stops working.`
                  : 'Export the firm’s data first: deletion is possible once an export is ready.'}
              </p>
              <StyledButton type="button" $variant="danger" disabled={!hasExport} onClick={() => setConfirming(true)}>
                Delete firm…
              </StyledButton>
              {del.error ? <p role="alert">{errorMessage(del.error)}</p> : null}
            </>
          )}
        </>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={`Delete ${firm.name}?`}
          message={
            <p>
              The firm is deleted in {FIRM_DELETION_GRACE_DAYS} days: its address stops working and nobody can sign in. You can cancel until then.
            </p>
          }
          confirmLabel="Schedule deletion"
          busy={del.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => del.mutate({ tenantId: firm.id }, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </Dialog>
  );
}
