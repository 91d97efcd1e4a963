import { useId } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import styled from 'styled-components';
import { formatBytes } from 'shared/domain/format';
import { ACCEPTED_UPLOAD_TYPES, validateUpload } from 'shared/domain/validation';

const StyledZone = styled.div<{ $active: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.color.brand : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $active }) => ($active ? theme.color.surfaceAlt : theme.color.surface)};
  color: ${({ theme }) => theme.color.text};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 13px;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    align-items: center;
  }
  progress {
    grid-column: 1 / -1;
    width: 100%;
    height: 6px;
  }
`;

const StyledFileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 13px;
`;

/** One file's upload as the caller tracks it. */
export interface UploadProgress {
  /** Stable key (e.g. the file name plus its size, or a server id). */
  id: string;
  name: string;
  /** Bytes, shown as SPEC §9 byte sizes. */
  size?: number;
  /** 0–100. */
  progress: number;
  /** Why the upload failed, if it did. */
  error?: string;
}

export interface RejectedFile {
  file: File;
  message: string;
}

export interface FileDropZoneProps {
  /** Accessible name of the zone, e.g. 'Upload passport scans'. */
  label: string;
  /** Files that passed the check. */
  onFiles: (files: File[]) => void;
  /** Files that did not (each with its message); they are also listed under the zone. */
  onRejected?: (rejected: RejectedFile[]) => void;
  /** `<input accept>` of the file picker; SPEC §5 accepted types (images, PDF, Word) by default. */
  accept?: string;
  /** The check of one file: a message when refused. SPEC §5 `validateUpload` by default. */
  validate?: (file: { name: string; mimetype: string }) => string | null;
  /** Uploads in flight or done, with their progress (0–100). */
  uploads?: readonly UploadProgress[];
  multiple?: boolean;
  disabled?: boolean;
  /** A line under the prompt; defaults to the accepted types. */
  hint?: string;
}

const rejectionMessage = (r: FileRejection): string => r.errors[0]?.message ?? 'This file cannot be uploaded';

/**
 * A file drop zone: drop files, or focus it and press Enter/Space (or click) to pick them.
 * Files are checked against SPEC §5 "Accepted file types"; each upload shows its own progress bar.
 */
export function FileDropZone({
  label,
  onFiles,
  onRejected,
  accept = ACCEPTED_UPLOAD_TYPES,
  validate = validateUpload,
  uploads = [],
  multiple = true,
  disabled = false,
  hint = 'Images, PDF or Word documents',
}: FileDropZoneProps) {
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive, fileRejections } = useDropzone({
    multiple,
    disabled,
    validator: (file) => {
      const message = validate({ name: file.name, mimetype: file.type });
      return message ? { code: 'file-invalid-type', message } : null;
    },
    onDrop: (accepted, rejected) => {
      if (accepted.length > 0) onFiles(accepted);
      if (rejected.length > 0) onRejected?.(rejected.map((r) => ({ file: r.file, message: rejectionMessage(r) })));
    },
  });

  return (
    <div>
      <StyledZone
        {...getRootProps({
          role: 'button',
          'aria-label': label,
          'aria-describedby': hintId,
          'aria-disabled': disabled || undefined,
        })}
        $active={isDragActive}
        $disabled={disabled}
      >
        <strong>{isDragActive ? 'Drop the files here' : 'Drag files here, or press to choose'}</strong>
        <small id={hintId}>{hint}</small>
      </StyledZone>
      {/* Outside the role=button zone: a focusable control inside another one is nested-interactive (axe). */}
      <input {...getInputProps({ accept, 'aria-label': label })} data-testid="file-drop-input" />
      {fileRejections.length > 0 ? (
        <StyledError role="alert">
          {fileRejections.map((r) => `${r.file.name}: ${rejectionMessage(r)}`).join(' · ')}
        </StyledError>
      ) : null}
      {uploads.length > 0 ? (
        <StyledList aria-label="Uploads">
          {uploads.map((u) => {
            const pct = Math.max(0, Math.min(100, Math.round(u.progress)));
            return (
              <li key={u.id}>
                <StyledFileName title={u.name}>{u.name}</StyledFileName>
                <StyledMuted>
                  {u.error ? 'Failed' : pct >= 100 ? 'Done' : `${pct}%`}
                  {u.size !== undefined ? ` · ${formatBytes(u.size)}` : ''}
                </StyledMuted>
                <progress max={100} value={pct} aria-label={`Uploading ${u.name}`} />
                {u.error ? (
                  <StyledError role="alert" style={{ gridColumn: '1 / -1', margin: 0 }}>
                    {u.error}
                  </StyledError>
                ) : null}
              </li>
            );
          })}
        </StyledList>
      ) : null}
    </div>
  );
}
