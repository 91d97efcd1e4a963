import { useState } from 'react';
import styled from 'styled-components';
import type { TSignRequest } from 'shared/contract';
import { Dialog, StyledButton, StyledCheckboxLabel, StyledFormActions } from 'shared/ui';
import { useAttorneySign, useOpenFile } from '../api/esignQueries';
import { ENGLISH_SIGNATURE_LABELS, SignatureInput, type SignatureValue } from './SignatureInput';

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
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
  const sign = useAttorneySign(petitionId);
  const open = useOpenFile(petitionId);
  const submit = () => {
    if (!consent) return setProblem('Tick “I agree to sign electronically” first.');
    if (!signature) return setProblem('Draw your signature or type your name.');
    setProblem(null);
    sign.mutate({ requestId: request.id, consent: true, ...signature }, { onSuccess: onClose });
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
