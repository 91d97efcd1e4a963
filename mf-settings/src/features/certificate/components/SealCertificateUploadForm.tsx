import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { TSealCertificate } from 'shared/contract';
import { formatBytes } from 'shared/domain';
import { useToast } from 'shared/session';
import {
  ConfirmDialog,
  errorMessage,
  fieldIssues,
  FileDropZone,
  FormField,
  Loading,
  StyledButton,
  StyledCard,
  StyledInput,
} from 'shared/ui';
import { useUploadSealCertificate } from '../api/certificateQueries';
import { checkSealFileSize, readFileAsBase64, SEAL_FILE_ACCEPT, validateSealFileName } from '../utils/sealFile';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
  h3 {
    margin: 0;
    font-size: 16px;
  }
  p {
    margin: 0;
  }
`;

const StyledChosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledFieldError = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 12px;
  color: ${({ theme }) => theme.color.danger};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.mobileMax}px) {
    & > button {
      flex: 1;
      justify-content: center;
    }
  }
`;

const StyledSuccess = styled.p`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.successBg};
  color: ${({ theme }) => theme.color.success};
`;

const StyledFormError = styled.p`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.dangerBg};
  color: ${({ theme }) => theme.color.danger};
`;

interface Errors {
  file?: string;
  password?: string;
  form?: string;
}

/** Upload of the firm's PKCS#12: file, password, a confirmation, then the server's verdict. */
export function SealCertificateUploadForm({ current }: { current: TSealCertificate }) {
  const upload = useUploadSealCertificate();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [reading, setReading] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const busy = reading || upload.isPending;

  const chooseFile = (files: File[]) => {
    const next = files[0];
    if (!next) return;
    setDone(null);
    const sizeError = checkSealFileSize(next);
    setFile(sizeError ? null : next);
    setErrors((e) => ({ ...e, file: sizeError ?? undefined, form: undefined }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    if (!file) {
      setErrors({ file: 'Choose a .p12 or .pfx file.' });
      return;
    }
    setErrors({});
    setConfirming(true);
  };

  const send = async () => {
    if (!file) return;
    setConfirming(false);
    setReading(true);
    let contentBase64: string;
    try {
      contentBase64 = await readFileAsBase64(file);
    } catch {
      setErrors({ file: 'This file could not be read. Choose it again.' });
      return;
    } finally {
      setReading(false);
    }
    upload.mutate(
      { fileName: file.name, contentBase64, password },
      {
        onSuccess: (certificate) => {
          const name = certificate.subject ?? certificate.organization ?? file.name;
          const message = `${name} now seals every document your firm signs.`;
          setDone(message);
          toast.success('Signing certificate replaced');
          setFile(null);
          setPassword('');
          setErrors({});
        },
        onError: (error) => {
          const issues = fieldIssues(error);
          const byPath = (path: string) => issues.find((i) => i.path === path)?.message;
          const next: Errors = { password: byPath('password'), file: byPath('contentBase64') ?? byPath('fileName') };
          if (!next.password && !next.file) next.form = errorMessage(error);
          setErrors(next);
        },
      },
    );
  };

  const replacing =
    current.source === 'uploaded'
      ? `Your firm’s current certificate${current.subject ? ` (${current.subject})` : ''} will no longer be used.`
      : 'The self-signed certificate will no longer be used for your firm.';

  return (
    <StyledCard aria-labelledby="seal-certificate-upload">
      <StyledForm onSubmit={onSubmit} noValidate aria-busy={busy}>
        <h3 id="seal-certificate-upload">
          {current.source === 'uploaded' ? 'Replace the certificate' : 'Upload your firm’s certificate'}
        </h3>
        <p>
          A PKCS#12 file (.p12 or .pfx, at most 64 KB) holding the certificate and its private key, as your certificate
          authority delivers it, and the password that protects it. The password is kept only to sign with and is never
          shown again.
        </p>
        <div>
          <FileDropZone
            label="Certificate file (.p12 or .pfx)"
            onFiles={chooseFile}
            accept={SEAL_FILE_ACCEPT}
            validate={validateSealFileName}
            multiple={false}
            disabled={busy}
            hint=".p12 or .pfx, at most 64 KB"
          />
          {file ? (
            <StyledChosen>
              <span>
                Chosen: <strong>{file.name}</strong> · {formatBytes(file.size)}
              </span>
              <StyledButton
                type="button"
                onClick={() => setFile(null)}
                disabled={busy}
                aria-label={`Remove ${file.name}`}
              >
                Remove
              </StyledButton>
            </StyledChosen>
          ) : null}
          {errors.file ? <StyledFieldError role="alert">{errors.file}</StyledFieldError> : null}
        </div>
        <FormField
          label="Certificate password"
          error={errors.password}
          hint="Leave empty only if the file has no password."
        >
          <StyledInput
            type="password"
            name="password"
            autoComplete="off"
            maxLength={500}
            value={password}
            disabled={busy}
            onChange={(e) => {
              setPassword(e.target.value);
              if (errors.password) setErrors((x) => ({ ...x, password: undefined }));
            }}
          />
        </FormField>
        {busy ? <Loading label="Checking and installing the certificate…" /> : null}
        {errors.form ? <StyledFormError role="alert">{errors.form}</StyledFormError> : null}
        {done ? <StyledSuccess role="status">{done}</StyledSuccess> : null}
        <StyledActions>
          <StyledButton type="submit" $variant="primary" disabled={busy}>
            {busy ? 'Uploading…' : 'Upload certificate'}
          </StyledButton>
        </StyledActions>
      </StyledForm>
      {confirming ? (
        <ConfirmDialog
          title="Replace the signing certificate?"
          message={
            <p>
              {replacing} Documents signed from now on are sealed with {file?.name ?? 'the new certificate'}; documents
              signed earlier keep their seal.
            </p>
          }
          confirmLabel="Replace certificate"
          danger={false}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void send()}
        />
      ) : null}
    </StyledCard>
  );
}
