import { useState } from 'react';
import styled from 'styled-components';
import type { TTicketAttachment, TUploadResult } from 'shared/contract';
import { uploadWith } from 'shared/client';
import { formatBytes } from 'shared/domain';
import { useApi } from 'shared/session';
import { errorMessage, FileDropZone, StyledButton, type UploadProgress } from 'shared/ui';

interface Staged {
  id: string;
  key: string;
  name: string;
}

/**
 * Files for a new ticket or comment: each is uploaded to /s3/upload as it is dropped; the keys go
 * with the ticket or comment, which holds them from then on (the server checks type and owner).
 */
export function useTicketUploads() {
  const api = useApi();
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const [staged, setStaged] = useState<Staged[]>([]);
  const [busy, setBusy] = useState(false);
  const patch = (id: string, p: Partial<UploadProgress>) => setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...p } : u)));
  const onFiles = async (files: File[]) => {
    setBusy(true);
    const batch = files.map((f, i) => ({ id: `${Date.now()}-${i}-${f.name}`, name: f.name, size: f.size, progress: 0 }));
    setUploads((all) => [...all, ...batch]);
    for (const [i, file] of files.entries()) {
      const id = batch[i]!.id;
      const fd = new FormData();
      fd.append('file', file, file.name);
      try {
        const res = await uploadWith<TUploadResult>(api, '/s3/upload', fd, { onProgress: (e) => patch(id, { progress: e.percent }) });
        const stored = res.data[0];
        if (!stored) throw new Error('The server stored no file.');
        patch(id, { progress: 100 });
        setStaged((all) => [...all, { id, key: stored.path, name: stored.name }]);
      } catch (e) {
        patch(id, { error: errorMessage(e) });
      }
    }
    setBusy(false);
  };
  const remove = (id: string) => {
    setStaged((all) => all.filter((s) => s.id !== id));
    setUploads((all) => all.filter((u) => u.id !== id));
  };
  const reset = () => {
    setStaged([]);
    setUploads([]);
  };
  return { uploads, staged, keys: staged.map((s) => s.key), busy, onFiles, remove, reset };
}

export type TicketUploads = ReturnType<typeof useTicketUploads>;

const StyledStaged = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const StyledFiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  small {
    color: ${({ theme }) => theme.color.textMuted};
    margin-left: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * The one attachment block of the ticket pages: the files a ticket or comment holds (download links
 * the server signed for this viewer) and/or, with `upload`, the drop zone and the files ready to go
 * (each removable before sending). Used by the ticket card, each comment, the comment form and the
 * New ticket dialog.
 */
export function TicketFiles({ files = [], label, upload }: { files?: readonly TTicketAttachment[]; label: string; upload?: TicketUploads }) {
  if (!files.length && !upload) return null;
  return (
    <>
      {files.length ? (
        <StyledFiles aria-label={label}>
          {files.map((f) => (
            <li key={f.id}>
              {f.url ? (
                <a href={f.url} target="_blank" rel="noreferrer" download={f.name}>
                  {f.name}
                </a>
              ) : (
                <span>{f.name}</span>
              )}
              <small>{formatBytes(f.size)}</small>
            </li>
          ))}
        </StyledFiles>
      ) : null}
      {upload ? (
        <div>
          <FileDropZone
            label={label}
            onFiles={(f) => void upload.onFiles(f)}
            uploads={upload.uploads.filter((x) => x.error || !upload.staged.some((s) => s.id === x.id))}
            disabled={upload.busy}
          />
          {upload.staged.length ? (
            <StyledStaged aria-label="Files to attach">
              {upload.staged.map((s) => (
                <li key={s.id}>
                  <span>{s.name}</span>
                  <StyledButton type="button" onClick={() => upload.remove(s.id)} aria-label={`Remove ${s.name}`}>
                    Remove
                  </StyledButton>
                </li>
              ))}
            </StyledStaged>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
