import { useState } from 'react';
import { Dialog, StyledButton, StyledTextArea } from 'shared/ui';

/** Asks why a lead was lost (optional) before moving it. */
export function LostReasonDialog({
  name,
  busy,
  onCancel,
  onConfirm,
}: {
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | null) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      title={`Mark ${name} as lost?`}
      role="alertdialog"
      onClose={onCancel}
      locked={busy}
      width="480px"
      footer={
        <>
          <StyledButton type="button" onClick={onCancel} disabled={busy}>
            Cancel
          </StyledButton>
          <StyledButton
            type="button"
            $variant="danger"
            onClick={() => onConfirm(reason.trim() || null)}
            disabled={busy}
          >
            Mark as lost
          </StyledButton>
        </>
      }
    >
      <label htmlFor="lost-reason">Why was it lost? (optional)</label>
      <StyledTextArea
        id="lost-reason"
        data-autofocus
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <p>A lost lead can be reopened later.</p>
    </Dialog>
  );
}
