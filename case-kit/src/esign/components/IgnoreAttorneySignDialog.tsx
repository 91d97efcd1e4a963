import { useState } from 'react';
import type { TSignRequest } from 'shared/contract';
import { StyledButton } from 'shared/ui-core';
import { Dialog } from 'shared/ui/dialog';
import { FormField, StyledFormActions, StyledTextArea } from 'shared/ui/form';
import { useIgnoreAttorneySign } from '../api/esignQueries';

/** The attorney records why his own signature is not needed on a signed document. */
export function IgnoreAttorneySignDialog({
  petitionId,
  request,
  onClose,
}: {
  petitionId: string;
  request: TSignRequest;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const skip = useIgnoreAttorneySign(petitionId);
  const submit = () => {
    if (reason.trim().length < 3) return setError('Give a reason.');
    setError(undefined);
    skip.mutate({ requestId: request.id, reason: reason.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog
      title="Skip attorney signature"
      onClose={onClose}
      locked={skip.isPending}
      footer={
        <StyledFormActions>
          <StyledButton type="button" onClick={onClose} disabled={skip.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="button" $variant="primary" onClick={submit} disabled={skip.isPending}>
            {skip.isPending ? 'Saving…' : 'Skip signature'}
          </StyledButton>
        </StyledFormActions>
      }
    >
      <p>
        {request.document.name} stays signed by {request.signerName} only. The reason is kept in the case log.
      </p>
      <FormField label="Reason" required error={error} span={6}>
        <StyledTextArea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </FormField>
    </Dialog>
  );
}
