import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButton } from 'shared/ui-core';
import { Dialog } from 'shared/ui/dialog';

const StyledFormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.dangerBg};
  color: ${({ theme }) => theme.color.danger};
`;

export const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface ActionDialogProps {
  title: string;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal (or a form-level message), shown above the fields. */
  error?: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  /** Hide the submit button (e.g. the action is not allowed; the body says why). */
  canSubmit?: boolean;
  width?: string;
}

/** A dialog around a form: Enter submits, Escape and Cancel close, errors are announced. */
export function ActionDialog({ title, submitLabel, busy, error, onSubmit, onClose, children, canSubmit = true, width }: ActionDialogProps) {
  const formId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && canSubmit) onSubmit();
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      locked={busy}
      width={width}
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={busy}>
            Cancel
          </StyledButton>
          {canSubmit ? (
            <StyledButton type="submit" form={formId} $variant="primary" disabled={busy}>
              {busy ? 'Saving…' : submitLabel}
            </StyledButton>
          ) : null}
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {error ? <StyledFormError role="alert">{error}</StyledFormError> : null}
        <StyledFields>{children}</StyledFields>
      </form>
    </Dialog>
  );
}
