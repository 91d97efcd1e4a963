import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { fakeApi, makeStore, makeUser, renderPage } from '../../../session/testing/shellTestKit';
import { DeleteMyProfileSection } from '../DeleteMyProfileSection';

jest.setTimeout(20_000);

const NONE = { state: 'none', requestedAt: null, effectiveAt: null, graceDays: 14 };
const PENDING = { state: 'pending', requestedAt: '2026-03-01T10:00:00Z', effectiveAt: '2026-03-15T10:00:00Z', graceDays: 14 };

function setup(opts: { refuse?: boolean } = {}) {
  let state: Record<string, unknown> = NONE;
  const api = fakeApi({
    '/delete-my-profile/status': () => state,
    '/delete-my-profile/request': () => {
      if (opts.refuse) throw new ApiError('CONFLICT', 'You are the firm’s only admin. Make another user an admin before deleting your profile.', 409);
      state = PENDING;
      return state;
    },
    '/delete-my-profile/revert': () => {
      state = { ...NONE, state: 'reverted', requestedAt: PENDING.requestedAt };
      return state;
    },
  });
  const store = makeStore({ user: makeUser() });
  renderPage(<DeleteMyProfileSection />, { path: '/profile', routePath: '/profile', store, api });
  return api;
}

it('explains what happens, asks for the typed confirmation, then shows the date and lets the user take it back', async () => {
  const user = userEvent.setup();
  const api = setup();
  expect(await screen.findByText(/take the request back for 14 days/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete my profile' }));
  const dialog = await screen.findByRole('alertdialog');
  const confirm = screen.getAllByRole('button', { name: 'Delete my profile' }).at(-1)!;
  expect(confirm).toBeDisabled();
  await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
  expect(confirm).toBeEnabled();
  await user.click(confirm);
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(api.callsTo('/delete-my-profile/request')).toEqual([expect.objectContaining({ confirm: 'DELETE' })]);
  expect(await screen.findByRole('status')).toHaveTextContent('Mar 15, 2026');
  await user.click(screen.getByRole('button', { name: 'Keep my profile' }));
  expect(await screen.findByRole('button', { name: 'Delete my profile' })).toBeInTheDocument();
  expect(api.callsTo('/delete-my-profile/revert')).toHaveLength(1);
});

it('cancel sends nothing, and a refusal shows its message in the dialog', async () => {
  const user = userEvent.setup();
  const api = setup({ refuse: true });
  await user.click(await screen.findByRole('button', { name: 'Delete my profile' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(api.callsTo('/delete-my-profile/request')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Delete my profile' }));
  await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
  await user.click(screen.getAllByRole('button', { name: 'Delete my profile' }).at(-1)!);
  expect(await screen.findByRole('alert')).toHaveTextContent('only admin');
});
