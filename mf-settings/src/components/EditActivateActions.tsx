import { useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { ConfirmDialog, StyledButton } from 'shared/ui';

export interface EditActivateActionsProps {
  /** The row's name, as the buttons' accessible names and the confirmation say it. */
  name: string;
  active: boolean;
  /** The edit button's text ("Edit", "Rename"); its accessible name is "<editLabel> <name>". */
  editLabel: string;
  onEdit: () => void;
  /** The confirmation's message: what deactivating (`active` true) or activating means for this row. */
  message: string;
  /** A change of this row's active flag is being saved: the confirmation waits ("Working…"). */
  busy: boolean;
  /** Saves the new active flag; calls `done` once settled (success or failure), which closes the confirmation. */
  onSetActive: (active: boolean, done: () => void) => void;
}

const stop = (e: SyntheticEvent) => e.stopPropagation();

/**
 * The Edit (or Rename) and Deactivate / Activate buttons of a row in the settings lists (case
 * types, subtypes, master data), with the confirmation the (de)activation asks first: "Deactivate
 * <name>?" (a danger button) or "Activate <name>?", Cancel focused, Escape cancels.
 *
 * The confirmation is drawn over the page (a portal on the body), not inside the table cell: the
 * row's styles (busy fading, scrolling) do not reach it, and its clicks do not reach the row (which
 * opens on click; the rows' keyboard navigation only answers keys pressed on the row itself).
 */
export function EditActivateActions({
  name,
  active,
  editLabel,
  onEdit,
  message,
  busy,
  onSetActive,
}: EditActivateActionsProps) {
  // The row as it was when asked: a refetch while saving must not turn the question around.
  const [asked, setAsked] = useState<{ active: boolean; message: string } | null>(null);
  const verb = (on: boolean) => (on ? 'Deactivate' : 'Activate');
  return (
    <>
      <StyledButton type="button" onClick={onEdit} aria-label={`${editLabel} ${name}`}>
        {editLabel}
      </StyledButton>
      <StyledButton type="button" onClick={() => setAsked({ active, message })} aria-label={`${verb(active)} ${name}`}>
        {verb(active)}
      </StyledButton>
      {asked
        ? createPortal(
            <div onClick={stop} onMouseDown={stop}>
              <ConfirmDialog
                title={`${verb(asked.active)} ${name}?`}
                message={asked.message}
                confirmLabel={verb(asked.active)}
                danger={asked.active}
                busy={busy}
                onCancel={() => setAsked(null)}
                onConfirm={() => onSetActive(!asked.active, () => setAsked(null))}
              />
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
