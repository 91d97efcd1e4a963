import type { ReactNode } from 'react';
import { StyledButton } from 'shared/ui-core';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Destructive actions get the danger button. */
  danger?: boolean;
}

/** Asks before a destructive action (delete, merge). The safe choice has focus. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = true,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      role="alertdialog"
      onClose={onCancel}
      locked={busy}
      width="440px"
      footer={
        <>
          <StyledButton type="button" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </StyledButton>
          <StyledButton type="button" $variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
            {busy ? 'Working…' : confirmLabel}
          </StyledButton>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
