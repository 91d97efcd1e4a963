import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { uploadWith } from 'shared/client';
import { getSignedUrlCall, TENANT_IMAGE_MAX_BYTES, TENANT_IMAGE_MESSAGE, TENANT_IMAGE_TYPES, type TUploadResult } from 'shared/contract';
import { useCallQuery } from 'shared/query';
import { useApi } from 'shared/session';
import { StyledButton, errorMessage } from 'shared/ui';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;
const StyledPreview = styled.div<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  display: grid;
  place-items: center;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: 6px;
  overflow: hidden;
  font-size: 12px;
  color: ${({ theme }) => theme.color.textMuted};
  img {
    max-width: 100%;
    max-height: 100%;
  }
`;
const StyledHidden = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;
const StyledError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

/** Type and size check of a logo or favicon (issue 16.1). */
export const checkImage = (file: { type: string; size: number }): string | null =>
  TENANT_IMAGE_TYPES.includes(file.type) && file.size <= TENANT_IMAGE_MAX_BYTES ? null : TENANT_IMAGE_MESSAGE;

const isStoredKey = (value: string) => value !== '' && !/^(https?:|data:|blob:)/.test(value);

/** Logo or favicon: preview, upload (checked before it is sent), remove. The value is the storage key. */
export function ImageUploadField({
  label,
  value,
  onChange,
  size = 72,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (key: string) => void;
  size?: number;
  disabled?: boolean;
}) {
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const signed = useCallQuery(getSignedUrlCall, { keyName: value || 'none' }, { enabled: isStoredKey(value) && !localUrl });
  useEffect(() => () => {
    if (localUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(localUrl);
  }, [localUrl]);

  const src = localUrl ?? (isStoredKey(value) ? signed.data?.data : value || undefined);

  async function pick(file: File) {
    const problem = checkImage(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const uploaded = await uploadWith<TUploadResult>(api, '/s3/upload', form);
      const stored = uploaded.data[0];
      if (!stored) throw new Error('The upload answered no file.');
      if (typeof URL.createObjectURL === 'function') setLocalUrl(URL.createObjectURL(file));
      onChange(stored.path);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} style={{ margin: '0 0 4px', fontWeight: 500, fontSize: 13 }}>
        {label}
      </p>
      <StyledRow>
        <StyledPreview $size={size}>{src ? <img src={src} alt={`${label} preview`} /> : <span>None</span>}</StyledPreview>
        <StyledButton type="button" onClick={() => input.current?.click()} disabled={busy || disabled}>
          {busy ? 'Uploading…' : value ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </StyledButton>
        {value ? (
          <StyledButton
            type="button"
            disabled={busy || disabled}
            onClick={() => {
              setLocalUrl(null);
              onChange('');
            }}
          >
            Remove
          </StyledButton>
        ) : null}
        <StyledHidden
          ref={input}
          type="file"
          tabIndex={-1}
          aria-label={`${label} file`}
          accept={TENANT_IMAGE_TYPES.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void pick(file);
          }}
        />
        {error ? <StyledError role="alert">{error}</StyledError> : null}
      </StyledRow>
    </div>
  );
}
