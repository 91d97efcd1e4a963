import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FILL_UPLOAD_MAX_BYTES } from 'shared/contract/questionnaire';
import { validateUpload } from 'shared/domain/validation';
import type { TFileAnswer, TQuestionnaireField } from 'shared/domain';
import { StyledButton } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';
import { FileDropZone } from 'shared/ui/file-drop';

const StyledUpload = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledFiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  button {
    min-height: 44px;
  }
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;
import { useFillDeleteUpload, useFillUpload } from '../api/questionnaireQueries';

/** The file's bytes as base64 (without the data: prefix). */
export const readBase64 = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/** Upload control of a file question on the fill page: images, PDF and Word, through the link. */
export function LinkUpload({
  token,
  field,
  files,
  onChange,
}: {
  token: string;
  field: TQuestionnaireField;
  files: TFileAnswer[];
  onChange: (files: TFileAnswer[]) => void;
}) {
  const upload = useFillUpload(token);
  const remove = useFillDeleteUpload(token);
  /** Files uploaded during this visit: removing one deletes it from storage (SPEC §7). */
  const fresh = useRef(new Set<string>());
  const { t } = useTranslation();
  const [error, setError] = useState('');
  const pick = async (file: File | undefined) => {
    if (!file) return;
    // The SPEC §5 file-type rule, in the page's language.
    if (validateUpload({ name: file.name, mimetype: file.type })) return setError(t('upload.wrongType'));
    if (file.size > FILL_UPLOAD_MAX_BYTES) return setError(t('upload.tooLarge'));
    setError('');
    try {
      const stored = await upload.mutateAsync({ fileName: file.name, contentBase64: await readBase64(file) });
      fresh.current.add(stored.key);
      onChange([...files, stored]);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <StyledUpload>
      {files.length ? (
        <StyledFiles aria-label={t('upload.files', { field: field.label })}>
          {files.map((f) => (
            <li key={f.key}>
              <span>{f.name}</span>
              <StyledButton
                type="button"
                aria-label={t('upload.remove', { name: f.name })}
                onClick={() => {
                  onChange(files.filter((x) => x.key !== f.key));
                  if (fresh.current.delete(f.key)) remove.mutate(f.key);
                }}
              >
                {t('upload.removeShort')}
              </StyledButton>
            </li>
          ))}
        </StyledFiles>
      ) : null}
      <FileDropZone
        label={t('upload.label', { field: field.label })}
        multiple={false}
        disabled={upload.isPending}
        hint={t('upload.hint')}
        // Checked in `pick`, so the message is one, in the page's language.
        validate={() => null}
        onFiles={(picked) => void pick(picked[0])}
      />
      {upload.isPending ? <span aria-live="polite">{t('upload.uploading')}</span> : null}
      {error ? <StyledError role="alert">{error}</StyledError> : null}
    </StyledUpload>
  );
}
