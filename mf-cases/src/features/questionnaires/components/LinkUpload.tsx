import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FILL_UPLOAD_MAX_BYTES } from 'shared/contract';
import { ACCEPTED_UPLOAD_TYPES, validateUpload, type TFileAnswer, type TQuestionnaireField } from 'shared/domain';
import { errorMessage, StyledButton } from 'shared/ui';
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
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const typeError = validateUpload({ name: file.name, mimetype: file.type });
    // The SPEC §5 file-type rule, in the page's language.
    if (typeError) return setError(t('upload.wrongType'));
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
    <div>
      <input
        type="file"
        accept={ACCEPTED_UPLOAD_TYPES}
        aria-label={t('upload.label', { field: field.label })}
        disabled={upload.isPending}
        onChange={(e) => void pick(e)}
      />
      {upload.isPending ? <span aria-live="polite"> {t('upload.uploading')}</span> : null}
      {files.map((f) => (
        <StyledButton
          key={f.key}
          type="button"
          aria-label={t('upload.remove', { name: f.name })}
          onClick={() => {
            onChange(files.filter((x) => x.key !== f.key));
            if (fresh.current.delete(f.key)) remove.mutate(f.key);
          }}
        >
          {t('upload.remove', { name: f.name })}
        </StyledButton>
      ))}
      {error ? <span role="alert">{error}</span> : null}
    </div>
  );
}
