import { useId, useState } from 'react';
import styled from 'styled-components';
import { uploadWith } from 'shared/client';
import type { TDocumentInput, TPeopleDocument, TUploadResult } from 'shared/contract';
import { useApi, useToast } from 'shared/session';
import { errorMessage, FileDropZone, FormField, StyledFormGrid, StyledSelect, type UploadProgress } from 'shared/ui';
import type { DocumentGroupDef } from './DocumentList';

const StyledUploader = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

export interface DocumentUploaderProps {
  /** The registry's slots, grouped: the document type to file the upload under. */
  groups: readonly DocumentGroupDef[];
  /** Attaches the uploaded files (e.g. /company/documents-save); answers the record's documents. */
  attach: (documents: TDocumentInput[]) => Promise<{ documents: TPeopleDocument[] }>;
  /** What the files are for, e.g. 'Northwind Analytics'. */
  owner: string;
}

/**
 * Upload documents by type: choose the type, drop or pick files; each file goes to /s3/upload
 * (multipart, with its own progress bar) and the uploaded files are attached in one call.
 */
export function DocumentUploader({ groups, attach, owner }: DocumentUploaderProps) {
  const api = useApi();
  const toast = useToast();
  const selectId = useId();
  const [docType, setDocType] = useState('');
  const [typeError, setTypeError] = useState<string | undefined>();
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const [busy, setBusy] = useState(false);
  const slotLabel = groups.flatMap((g) => g.slots).find((s) => s.key === docType)?.label;

  const setProgress = (id: string, patch: Partial<UploadProgress>) =>
    setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...patch } : u)));

  const onFiles = async (files: File[]) => {
    if (!docType) {
      setTypeError('Please fill Document type .');
      return;
    }
    setBusy(true);
    const batch = files.map((f, i) => ({ id: `${Date.now()}-${i}-${f.name}`, name: f.name, size: f.size, progress: 0 }));
    setUploads((all) => [...all, ...batch]);
    const done: TDocumentInput[] = [];
    for (const [i, file] of files.entries()) {
      const id = batch[i]!.id;
      const fd = new FormData();
      fd.append('file', file, file.name);
      try {
        const result = await uploadWith<TUploadResult>(api, '/s3/upload', fd, {
          onProgress: (e) => setProgress(id, { progress: e.percent }),
        });
        const stored = result.data[0];
        if (!stored) throw new Error('The server stored no file.');
        setProgress(id, { progress: 100 });
        done.push({ docType, key: stored.path, name: stored.name, mimetype: stored.mimetype, size: stored.size });
      } catch (e) {
        setProgress(id, { error: errorMessage(e) });
      }
    }
    if (done.length > 0) {
      try {
        await attach(done);
        toast.success(`${done.length === 1 ? done[0]!.name : `${done.length} files`} added to ${owner} as ${slotLabel ?? docType}.`);
      } catch (e) {
        toast.error(errorMessage(e));
      }
    }
    setBusy(false);
  };

  return (
    <StyledUploader>
      <StyledFormGrid>
        <FormField label="Document type" required span={3} error={typeError}>
          <StyledSelect
            id={selectId}
            value={docType}
            onChange={(e) => {
              setDocType(e.target.value);
              setTypeError(undefined);
            }}
          >
            <option value="">Choose a type…</option>
            {groups.map((g) => (
              <optgroup key={g.id} label={g.title}>
                {g.slots.map((s) => (
                  <option key={s.key} value={s.key}>
                    {s.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </StyledSelect>
        </FormField>
      </StyledFormGrid>
      <FileDropZone
        label={slotLabel ? `Upload ${slotLabel}` : 'Upload documents'}
        onFiles={(files) => void onFiles(files)}
        uploads={uploads}
        disabled={busy}
      />
    </StyledUploader>
  );
}
