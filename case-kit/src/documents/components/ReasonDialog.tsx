import { useState } from 'react';
import styled from 'styled-components';
import { VALIDATION_MESSAGES } from 'shared/domain/messages';
import { StyledButton } from 'shared/ui-core';
import { Dialog } from 'shared/ui/dialog';
import { FormField } from 'shared/ui/form';

const StyledTextarea = styled.textarea`
  width: 100%;
  min-height: 96px;
  font: inherit;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

export interface ReasonDialogProps {
  title: string;
  /** Who sees the reason, e.g. 'The client sees this reason.' */
  hint: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason of a refusal (a rejected document, a response sent back); the reason is required. */
export function ReasonDialog({ title, hint, confirmLabel, busyLabel, busy, onSubmit, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (!reason.trim()) {
      setError(VALIDATION_MESSAGES.required('Reason'));
      return;
    }
    onSubmit(reason.trim());
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      locked={busy}
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={busy}>
            Cancel
          </StyledButton>
          <StyledButton type="button" $variant="danger" onClick={submit} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </StyledButton>
        </>
      }
    >
      <FormField label="Reason" required error={error} hint={hint}>
        <StyledTextarea
          value={reason}
          maxLength={1000}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
    </Dialog>
  );
}
