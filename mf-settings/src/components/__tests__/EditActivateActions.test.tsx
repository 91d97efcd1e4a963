import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from 'shared/testing';
import { EditActivateActions } from '../EditActivateActions';

jest.setTimeout(30_000);

/** A row that opens on click (as the lists' rows do), holding the actions. */
function Row({
  initial,
  onOpenRow,
  onEdit,
  save,
}: {
  initial: boolean;
  onOpenRow: () => void;
  onEdit: () => void;
  save: (active: boolean) => Promise<void>;
}) {
  const [active, setActive] = useState(initial);
  const [busy, setBusy] = useState(false);
  return (
    <div role="row" onClick={onOpenRow}>
      <EditActivateActions
        name="Courier X"
        active={active}
        editLabel="Edit"
        onEdit={onEdit}
        message={active ? 'Courier X stops being offered.' : 'Courier X is offered again.'}
        busy={busy}
        onSetActive={(next, done) => {
          setBusy(true);
          void save(next)
            .then(() => setActive(next))
            .catch(() => undefined)
            .finally(() => {
              setBusy(false);
              done();
            });
        }}
      />
    </div>
  );
}

/** Clicks that reached the row from inside the confirmation (the lists' action bars stop the buttons' own). */
const fromDialog = (onOpenRow: jest.Mock) =>
  onOpenRow.mock.calls.filter(([e]) => (e as { target: HTMLElement }).target.closest('[role="alertdialog"]')).length;

describe('EditActivateActions', () => {
  it('edits; deactivation asks first (danger), saves the opposite flag, waits while busy, then closes', async () => {
    const user = userEvent.setup();
    const onOpenRow = jest.fn();
    const onEdit = jest.fn();
    let finish: () => void = () => undefined;
    const save = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithServices(<Row initial onOpenRow={onOpenRow} onEdit={onEdit} save={save} />);

    await user.click(screen.getByRole('button', { name: 'Edit Courier X' }));
    expect(onEdit).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Deactivate Courier X' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate Courier X?' });
    expect(within(dialog).getByText('Courier X stops being offered.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(save).toHaveBeenCalledWith(false);
    // While saving: the question stays as asked, its buttons wait.
    expect(within(dialog).getByRole('button', { name: 'Working…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Activate Courier X' })).toBeInTheDocument();
    // Clicks in the dialog never reached the row.
    expect(onOpenRow).toHaveBeenCalled();
    expect(fromDialog(onOpenRow)).toBe(0);
  });

  it('from the keyboard: Cancel has the focus, Enter cancels, Escape cancels, focus returns to the button', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => Promise.resolve());
    const onOpenRow = jest.fn();
    renderWithServices(<Row initial={false} onOpenRow={onOpenRow} onEdit={jest.fn()} save={save} />);
    const activate = screen.getByRole('button', { name: 'Activate Courier X' });
    activate.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Activate Courier X?' });
    expect(within(dialog).getByText('Courier X is offered again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(activate).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog', { name: 'Activate Courier X?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(save).not.toHaveBeenCalled();

    // Tab to the confirm button and press it: activates.
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Activate' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(save).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Deactivate Courier X' })).toBeInTheDocument();
    expect(fromDialog(onOpenRow)).toBe(0);
  });

  it('a failed save closes the confirmation and leaves the row as it was', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => Promise.reject(new Error('nope')));
    renderWithServices(<Row initial onOpenRow={jest.fn()} onEdit={jest.fn()} save={save} />);
    await user.click(screen.getByRole('button', { name: 'Deactivate Courier X' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Deactivate Courier X' })).toBeInTheDocument();
  });
});
