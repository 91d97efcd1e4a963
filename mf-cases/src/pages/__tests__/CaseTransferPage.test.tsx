import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { caseId, caseListItem, casePage } from '../../features/lists/testing/caseFixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser } from 'shared/testing';
import CaseTransferPage from '../CaseTransferPage';

// Dialog-heavy flows with many user events; the shared 2-core machine can be slow.
jest.setTimeout(30_000);

const props = { routeId: 'cases.caseTransfer', params: {}, query: new URLSearchParams(), linkToken: null };
const BRANCH = '30000000-0000-4000-8000-000000000002';

function setup(roleId = 3) {
  const api = createMockApi({
    '/petition/view-list': () => ({ data: [] }),
    '/branches/list': () => ({
      data: [{ _id: BRANCH, name: 'Austin', code: null, address: null, isDefault: false, active: true, userCount: 2 }],
      count: 1,
      page: 1,
      perpage: 100,
    }),
    '/petition/list': () => casePage([caseListItem(1), caseListItem(2)]),
    '/petition/get-preparer-list': () => ({
      data: [
        {
          id: '50000000-0000-4000-8000-000000000006',
          name: 'Ava Attorney',
          email: 'a@x',
          roleId: 6,
          roleName: 'Attorney',
        },
      ],
    }),
    '/petition/transfer': (p) => ({ transferred: (p.petitionIds as string[]).length, ids: p.petitionIds }),
  });
  return renderWithServices(<CaseTransferPage {...props} />, {
    api,
    url: '/case-transfer',
    user: makeSessionUser({ roleId }),
  });
}

test('transfer to a branch asks first, then sends the cases and the note', async () => {
  const { api } = setup();
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer 0 case(s)' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Select the cases to transfer in the list below.');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select H1B-2026-00002' }));
  await userEvent.click(screen.getByRole('button', { name: 'Transfer 1 case(s)' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose the branch.');
  await screen.findByRole('option', { name: 'Austin' });
  await userEvent.selectOptions(screen.getByLabelText(/Branch/), 'Austin');
  await userEvent.type(screen.getByLabelText('Note'), 'Moving to Texas');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer 1 case(s)' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Transfer these cases?' });
  expect(confirm).toHaveTextContent('1 case(s) will be transferred to Austin');
  expect(api.payloads('/petition/transfer')).toHaveLength(0);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Transfer' }));
  await waitFor(() =>
    expect(api.lastPayload('/petition/transfer')).toMatchObject({
      petitionIds: [caseId(2)],
      branchId: BRANCH,
      note: 'Moving to Texas',
    }),
  );
  await waitFor(() => expect(screen.getByText('No cases selected')).toBeInTheDocument());
});

test('transfer to an external firm sends the firm name', async () => {
  const { api } = setup();
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select H1B-2026-00001' }));
  await userEvent.click(screen.getByLabelText('An external firm'));
  await userEvent.type(screen.getByLabelText(/External firm/), 'Lee & Partners LLP');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer 1 case(s)' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Transfer' }));
  await waitFor(() =>
    expect(api.lastPayload('/petition/transfer')).toMatchObject({
      petitionIds: [caseId(1)],
      externalFirm: 'Lee & Partners LLP',
    }),
  );
  expect(api.lastPayload('/petition/transfer')).not.toHaveProperty('branchId');
});

test('other roles cannot transfer', () => {
  setup(8);
  expect(screen.getByText('Only administrators can transfer cases')).toBeInTheDocument();
});
