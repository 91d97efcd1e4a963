import { useState } from 'react';
import styled from 'styled-components';
import { ERROR_MESSAGES } from 'shared/contract/errors';
import { deleteScannedCopyCall, uploadScannedCopyCall } from 'shared/contract/petition';
import type { TCaseDetails, TUploadResult } from 'shared/contract';
import { formatDateTime } from 'shared/domain/format';
import { useApi } from 'shared/session';
import { StyledButton, StyledCard } from 'shared/ui-core';
import { ConfirmDialog } from 'shared/ui/dialog';
import { errorMessage } from 'shared/ui/errors';
import { FileDropZone } from 'shared/ui/file-drop';
import { EmptyState, StyledSectionHeader } from 'shared/ui/widgets';
import type { UploadProgress } from 'shared/ui';
import { useCaseAction } from '../api/caseQueries';
import { ScannedCopyOpenButton } from '../../documents/components/ScannedCopyOpenButton';

interface ScannedCopy {
  key: string;
  name: string;
  at: string | null;
}

/** The scanned copies recorded on the case (data.scannedCopies), tolerant of missing fields. */
export function scannedCopiesOf(c: TCaseDetails): ScannedCopy[] {
  const raw = c.data.scannedCopies;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((x: unknown) => {
    const r = x as Record<string, unknown> | null;
    return r && typeof r.key === 'string'
      ? [{ key: r.key, name: typeof r.name === 'string' ? r.name : r.key, at: typeof r.at === 'string' ? r.at : null }]
      : [];
  });
}

const StyledList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `0 0 ${theme.space(4)}`};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  small {
    flex: 1;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Sends files to /api/s3/upload (multipart; the JSON client cannot) and answers the stored files. */
async function uploadFiles(files: File[], petitionId: string, token: string | null): Promise<TUploadResult> {
  const body = new FormData();
  body.append('petitionId', petitionId);
  for (const f of files) body.append('file', f, f.name);
  const res = await fetch('/api/s3/upload', { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const json = (await res.json().catch(() => null)) as { result?: TUploadResult & { error?: { message?: string } }; message?: string } | null;
  if (!res.ok || !json?.result?.data) throw new Error(json?.result?.error?.message ?? json?.message ?? ERROR_MESSAGES.GENERIC);
  return json.result;
}

/** Scanned copies of the filed packet: Submit to USCIS and courier tracking need at least one. */
export function ScannedCopies({ c, canUpload, token }: { c: TCaseDetails; canUpload: boolean; token: string | null }) {
  const api = useApi();
  const copies = scannedCopiesOf(c);
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const [removing, setRemoving] = useState<ScannedCopy | null>(null);
  const attach = useCaseAction(
    c.id,
    async (files: File[]) => {
      const stored = await uploadFiles(files, c.id, token);
      let last: TCaseDetails | null = null;
      for (const f of stored.data) last = await api.call(uploadScannedCopyCall, { petitionId: c.id, key: f.path, name: f.name });
      return last;
    },
    { success: 'Scanned copy attached.', pick: (r) => r },
  );
  const remove = useCaseAction(c.id, (key: string) => api.call(deleteScannedCopyCall, { petitionId: c.id, key }), {
    success: 'Scanned copy removed.',
    toastErrors: true,
  });
  const onFiles = (files: File[]) => {
    setUploads(files.map((f) => ({ id: f.name, name: f.name, size: f.size, progress: 0 })));
    attach.mutate(files, {
      onSuccess: () => setUploads([]),
      onError: (e) => setUploads((u) => u.map((x) => ({ ...x, progress: 0, error: errorMessage(e) }))),
    });
  };
  return (
    <StyledCard aria-labelledby="scanned-copies-title">
      <StyledSectionHeader>
        <h2 id="scanned-copies-title">Scanned copies of the filed packet</h2>
        <span>{c.scannedCopyCount}</span>
      </StyledSectionHeader>
      {copies.length === 0 ? (
        <EmptyState level={3} title="No scanned copy yet" description="Submit to USCIS and courier tracking need at least one scanned copy." />
      ) : (
        <StyledList>
          {copies.map((x) => (
            <li key={x.key}>
              <span>{x.name}</span>
              <small>{x.at ? formatDateTime(x.at) : ''}</small>
              <ScannedCopyOpenButton petitionId={c.id} copy={x} />
              {canUpload ? (
                <StyledButton type="button" onClick={() => setRemoving(x)} aria-label={`Remove ${x.name}`}>
                  Remove
                </StyledButton>
              ) : null}
            </li>
          ))}
        </StyledList>
      )}
      {canUpload ? <FileDropZone label="Upload scanned copies" onFiles={onFiles} uploads={uploads} disabled={attach.isPending} /> : null}
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          message={<p>The scanned copy is taken off case {c.caseNumber}. The history keeps a record.</p>}
          confirmLabel="Remove"
          busy={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => remove.mutate(removing.key, { onSettled: () => setRemoving(null) })}
        />
      ) : null}
    </StyledCard>
  );
}
