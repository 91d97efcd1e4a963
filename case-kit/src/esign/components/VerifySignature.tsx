import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { VERIFY_MAX_BYTES } from 'shared/contract/esign';
import type { TVerifySignatureResult } from 'shared/contract';
import { formatDateTime } from 'shared/domain/format';
import { useSession } from 'shared/session';
import { PageFrame, StyledButton, StyledCard } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';
import { useVerifySignature } from '../api/esignQueries';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 640px;
`;

const StyledResult = styled(StyledCard)<{ $ok: boolean }>`
  max-width: 640px;
  margin-top: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme, $ok }) => ($ok ? theme.color.success : theme.color.danger)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 17px;
  }
  p,
  ul {
    margin: 0;
  }
  code {
    word-break: break-all;
    font-size: 12px;
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

/** Reads a file as base64 (no data: prefix). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * Anyone uploads a PDF: is it one this firm's e-signature produced, unchanged? `remote`: the remote
 * whose page frame shows it (mf-cases unless another case remote hosts it).
 */
export function VerifySignature({ remote = 'mf-cases' }: { remote?: string } = {}) {
  const inputId = useId();
  const tenant = useSession((s) => s.tenant);
  const firm = tenant?.name ?? 'this firm';
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TVerifySignatureResult | null>(null);
  const verify = useVerifySignature();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    if (!file) return setProblem('Choose the signed PDF to check.');
    if (file.size > VERIFY_MAX_BYTES) return setProblem('The file is too large (at most 3.5 MB).');
    setProblem(null);
    try {
      const contentBase64 = await fileToBase64(file);
      setResult(await verify.mutateAsync({ fileName: file.name, contentBase64 }));
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  return (
    <PageFrame
      title="Verify a signed document"
      description={`Check that a PDF was signed electronically through ${firm} and has not been changed since.`}
      remote={remote}
    >
      <StyledForm onSubmit={(e) => void onSubmit(e)} noValidate>
        <p>
          The file is compared, byte for byte, with the signed documents {firm} produced (by its SHA-256 fingerprint).
          It is not stored.
        </p>
        <label htmlFor={inputId}>Signed PDF</label>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setResult(null);
          }}
        />
        {problem ? <StyledError role="alert">{problem}</StyledError> : null}
        <div>
          <StyledButton type="submit" $variant="primary" disabled={verify.isPending}>
            {verify.isPending ? 'Checking…' : 'Check signature'}
          </StyledButton>
        </div>
      </StyledForm>
      {result ? (
        <StyledResult $ok={result.match} role="status" aria-live="polite">
          {result.match && result.document ? (
            <>
              <h2>Verified: signed and unchanged</h2>
              <p>
                {result.document.name} is a document signed electronically through {firm}, unchanged since it was
                signed.
              </p>
              <ul>
                {result.document.signers.map((s) => (
                  <li key={`${s.role}-${s.signedAt}`}>
                    {s.role === 'attorney' ? 'Attorney' : 'Signer'}: {s.name}, {formatDateTime(s.signedAt)} (
                    {formatDateTime(s.signedAt, 'UTC')} UTC)
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <h2>Not verified</h2>
              <p>
                This PDF is not a document {firm} signed, or it was changed after signing (even re-saving it changes
                it). Ask the sender for the original signed file.
              </p>
            </>
          )}
          <p>
            SHA-256: <code>{result.sha256}</code>
          </p>
        </StyledResult>
      ) : null}
    </PageFrame>
  );
}
