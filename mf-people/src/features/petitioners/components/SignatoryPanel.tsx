import { useState } from 'react';
import styled from 'styled-components';
import { getSignedUrlCall, type TCompany } from 'shared/contract';
import { displayPhone, formatDateTime } from 'shared/domain';
import { useCallQuery } from 'shared/query';
import { ConfirmDialog, DetailGrid, EmptyState, StyledButton, StyledCard, StyledSectionHeader } from 'shared/ui';

const StyledSignature = styled.figure`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  img {
    max-width: 320px;
    max-height: 120px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
  }
  figcaption {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface SignatoryPanelProps {
  company: TCompany;
  onClearSignature?: () => Promise<unknown>;
}

/** The authorised signatory who signs petitions, with the stored signature image. */
export function SignatoryPanel({ company, onClearSignature }: SignatoryPanelProps) {
  const signer = company.authSigner;
  const key = signer?.signatureKey ?? null;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const image = useCallQuery(getSignedUrlCall, { keyName: key ?? '' }, { enabled: !!key, staleTime: 60_000 });
  if (!signer || (!signer.firstName && !signer.lastName)) {
    return (
      <StyledCard>
        <EmptyState
          level={3}
          title="No authorised signatory yet"
          description="Name the person who signs petitions for this company when you edit it."
        />
      </StyledCard>
    );
  }
  return (
    <StyledCard aria-label="Authorised signatory">
      <StyledSectionHeader>
        <h2>{signer.name}</h2>
        {key && onClearSignature ? (
          <StyledButton type="button" onClick={() => setConfirming(true)}>
            Remove signature
          </StyledButton>
        ) : null}
      </StyledSectionHeader>
      <DetailGrid
        items={[
          { label: 'Title', value: signer.title },
          { label: 'Email', value: signer.email },
          { label: 'Phone', value: displayPhone(signer.phone, signer.countryCallingCode) },
        ]}
      />
      {key ? (
        <StyledSignature>
          {image.data ? (
            <img src={image.data.data} alt={`Signature of ${signer.name}`} />
          ) : (
            <span>Loading signature…</span>
          )}
          {signer.signedAt ? <figcaption>Signed {formatDateTime(signer.signedAt)}</figcaption> : null}
        </StyledSignature>
      ) : (
        <p>No signature on file yet. The signatory adds it when signing the first petition.</p>
      )}
      {confirming && onClearSignature ? (
        <ConfirmDialog
          title="Remove the signature?"
          message={
            <p>The stored signature of {signer.name} will no longer be placed on petitions until a new one is added.</p>
          }
          confirmLabel="Remove signature"
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setBusy(true);
            void onClearSignature()
              .then(() => setConfirming(false))
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        />
      ) : null}
    </StyledCard>
  );
}
