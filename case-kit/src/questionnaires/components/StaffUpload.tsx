import { useRef, useState, type ChangeEvent } from 'react';
import { uploadWith } from 'shared/client';
import { deleteFilesCall } from 'shared/contract/s3';
import type { TUploadResult } from 'shared/contract';
import { ACCEPTED_UPLOAD_TYPES, validateUpload } from 'shared/domain/validation';
import type { TFileAnswer, TQuestionnaireField } from 'shared/domain';
import { useApi } from 'shared/session';
import { StyledButton } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';

/** Upload control of a file question for staff: `/s3/upload` with the case id, so the answer may name it. */
export function StaffUpload({
  petitionId,
  field,
  files,
  onChange,
}: {
  petitionId: string;
  field: TQuestionnaireField;
  files: TFileAnswer[];
  onChange: (files: TFileAnswer[]) => void;
}) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  /** Files uploaded during this edit: removing one deletes it from storage (SPEC §7). */
  const fresh = useRef(new Set<string>());
  const [error, setError] = useState('');
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const typeError = validateUpload({ name: file.name, mimetype: file.type });
    if (typeError) return setError(typeError);
    setError('');
    setBusy(true);
    const fd = new FormData();
    fd.append('petitionId', petitionId);
    fd.append('file', file, file.name);
    try {
      const result = await uploadWith<TUploadResult>(api, '/s3/upload', fd);
      const stored = result.data[0];
      if (!stored) throw new Error('The server stored no file.');
      fresh.current.add(stored.path);
      onChange([...files, { key: stored.path, name: stored.name }]);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <input
        type="file"
        accept={ACCEPTED_UPLOAD_TYPES}
        aria-label={`Upload ${field.label}`}
        disabled={busy}
        onChange={(e) => void pick(e)}
      />
      {busy ? <span aria-live="polite"> Uploading…</span> : null}
      {files.map((f) => (
        <StyledButton
          key={f.key}
          type="button"
          aria-label={`Remove ${f.name}`}
          onClick={() => {
            onChange(files.filter((x) => x.key !== f.key));
            if (fresh.current.delete(f.key))
              api.call(deleteFilesCall, { keyName: [f.key] }).catch((err: unknown) => setError(errorMessage(err)));
          }}
        >
          Remove {f.name}
        </StyledButton>
      ))}
      {error ? <span role="alert">{error}</span> : null}
    </div>
  );
}
