import { useState } from 'react';
import styled from 'styled-components';
import type { TSignaturePlacement, TSignRequest } from 'shared/contract';
import { ApiError } from 'shared/client';
import { StyledButton } from 'shared/ui-core';
import { Dialog } from 'shared/ui/dialog';
import { StyledCheckboxLabel, StyledFormActions } from 'shared/ui/form';
import { useAttorneySign, useOpenFile } from '../api/esignQueries';
import { ENGLISH_SIGNATURE_LABELS, SignatureInput, type SignatureValue } from './SignatureInput';
import { SignaturePlacementStep } from './SignaturePlacementStep';

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 12px;
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

export interface AttorneySignDialogProps {
  petitionId: string;
  request: TSignRequest;
  /** The signer's own name, pre-filled for a typed signature. */
  attorneyName: string;
  onClose: () => void;
}

/** The attorney adds his signature beside the petitioner's (a new signed PDF, certificate listing both). */
export function AttorneySignDialog({ petitionId, request, attorneyName, onClose }: AttorneySignDialogProps) {
  const [consent, setConsent] = useState(false);
  const [signature, setSignature] = useState<SignatureValue | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [placement, setPlacement] = useState<TSignaturePlacement | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placementError, setPlacementError] = useState<string | undefined>();
  const sign = useAttorneySign(petitionId);
  const open = useOpenFile(petitionId);
  const submit = () => {
    if (!consent) return setProblem('Tick “I agree to sign electronically” first.');
    if (!signature) return setProblem('Draw your signature or type your name.');
    setProblem(null);
    setPlacementError(undefined);
    sign.mutate(
      { requestId: request.id, consent: true, ...signature, ...(placement ? { placement } : {}) },
      {
        onSuccess: onClose,
        onError: (err) => {
          const issue = err instanceof ApiError ? err.issues.find((i) => i.path.startsWith('placement')) : undefined;
          if (!issue) return;
          setPlacementError(issue.message);
          setPlacing(true);
        },
      },
    );
  };
  return (
    <Dialog
      title="Add your signature"
      onClose={onClose}
      locked={sign.isPending}
      width="640px"
      footer={
        <StyledFormActions>
          <StyledButton type="button" onClick={onClose} disabled={sign.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="button" $variant="primary" onClick={submit} disabled={sign.isPending}>
            {sign.isPending ? 'Signing…' : 'Sign document'}
          </StyledButton>
        </StyledFormActions>
      }
    >
      <StyledBody>
        <p>
          {request.signerName} signed <strong>{request.document.name}</strong>. Your signature is stamped beside theirs
          and the certificate page lists you both.
        </p>
        {request.petitionerSignedFile ? (
          <p>
            <StyledButton type="button" onClick={() => open.mutate(request.petitionerSignedFile!)}>
              Open the signed PDF
            </StyledButton>
          </p>
        ) : null}
        <div>
          <p>
            Your signature goes{' '}
            {placement
              ? `in the box you placed on page ${placement.page}`
              : 'on its signature line (USCIS forms) or the certificate page'}
            .{' '}
            {placing ? null : (
              <StyledButton type="button" onClick={() => setPlacing(true)}>
                Place signature box
              </StyledButton>
            )}
          </p>
          <StyledMuted>USCIS forms you generated are signed on their signature line automatically.</StyledMuted>
        </div>
        {placing ? (
          <SignaturePlacementStep
            petitionId={petitionId}
            file={request.document}
            value={placement}
            onChange={setPlacement}
            onCertificatePage={() => {
              setPlacement(null);
              setPlacing(false);
            }}
            error={placementError}
          />
        ) : null}
        <StyledCheckboxLabel>
          <input
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            disabled={sign.isPending}
          />
          I agree to sign electronically
        </StyledCheckboxLabel>
        <SignatureInput
          labels={ENGLISH_SIGNATURE_LABELS}
          defaultName={attorneyName}
          onChange={setSignature}
          disabled={sign.isPending}
        />
        {problem ? <StyledError role="alert">{problem}</StyledError> : null}
      </StyledBody>
    </Dialog>
  );
}
