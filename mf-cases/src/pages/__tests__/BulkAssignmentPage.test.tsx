import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TEntityBulkReplaceResult, TPreparer } from 'shared/contract';
import { caseId, caseListItem, casePage, listSideHandlers } from '../../features/lists/testing/caseFixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser } from 'shared/testing';
import BulkAssignmentPage from '../BulkAssignmentPage';

// Dialog-heavy flows with many user events; the shared 2-core machine can be slow.
jest.setTimeout(30_000);

const props = { routeId: 'cases.bulkAssignment', params: {}, query: new URLSearchParams(), linkToken: null };
const PARALEGAL = '50000000-0000-4000-8000-000000000008';
const staff: TPreparer[] = [
  { id: '50000000-0000-4000-8000-000000000006', name: 'Ava Attorney', email: 'a@x', roleId: 6, roleName: 'Attorney' },
  { id: PARALEGAL, name: 'Pat Paralegal', email: 'p@x', roleId: 8, roleName: 'Paralegal' },
];

const changesFor = (ids: string[]): TEntityBulkReplaceResult['changes'] =>
  ids.map((id, k) => ({
    petitionId: id,
    caseNumber: `H1B-2026-0000${k + 1}`,
    field: 'paralegal',
    before: null,
    after: { id: PARALEGAL, name: 'Pat Paralegal' },
  }));

function setup(roleId = 3, undoUntil = new Date(Date.now() + 30 * 60_000).toISOString()) {
  const api = createMockApi({
    ...listSideHandlers(),
    '/petition/list': () =>
      casePage([caseListItem(1), caseListItem(2), caseListItem(3)], { nextCursor: 'c2', count: 30 }),
    '/petition/get-preparer-list': () => ({ data: staff }),
    '/petition/entity-bulk-replace': (p) => ({
      mode: p.mode,
      changes: changesFor(p.petitionIds as string[]),
      unchanged: 0,
      batchId: p.mode === 'apply' ? '90000000-0000-4000-8000-000000000001' : null,
      undoUntil: p.mode === 'apply' ? undoUntil : null,
    }),
    '/petition/entity-bulk-undo': (p) => ({ batchId: p.batchId, restored: 2, skipped: 0 }),
  });
  return renderWithServices(<BulkAssignmentPage {...props} />, {
    api,
    url: '/bulkassignment',
    user: makeSessionUser({ roleId }),
  });
}

test('the bulk list shows who has a paralegal (optional on the other case lists)', async () => {
  setup();
  const table = await screen.findByRole('table', { name: 'Cases' });
  await within(table).findByText('H1B-2026-00001');
  expect(within(table).getByRole('columnheader', { name: /^Paralegal/ })).toBeInTheDocument();
});

test('select two cases, choose a paralegal, preview, apply and undo', async () => {
  const { api } = setup();
  await screen.findByText('H1B-2026-00001');
  expect(screen.getByRole('button', { name: 'Preview changes' })).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select H1B-2026-00001' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select H1B-2026-00002' }));
  expect(screen.getByText('2 case(s) selected')).toBeInTheDocument();
  await screen.findByRole('option', { name: 'Pat Paralegal' });
  await userEvent.selectOptions(screen.getByLabelText('Paralegal'), 'Pat Paralegal');
  // Only paralegals are offered for the paralegal slot.
  expect(
    within(screen.getByLabelText('Paralegal')).queryByRole('option', { name: 'Ava Attorney' }),
  ).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
  const preview = await screen.findByRole('table', { name: 'Changes to apply' });
  expect(within(preview).getAllByText('Pat Paralegal')).toHaveLength(2);
  expect(api.lastPayload('/petition/entity-bulk-replace')).toMatchObject({
    petitionIds: [caseId(1), caseId(2)],
    assignments: { paralegal: PARALEGAL },
    mode: 'preview',
  });
  expect(api.lastPayload('/petition/entity-bulk-replace')?.assignments).not.toHaveProperty('attorney');

  await userEvent.click(screen.getByRole('button', { name: 'Apply 2 change(s)' }));
  await waitFor(() => expect(api.lastPayload('/petition/entity-bulk-replace')).toMatchObject({ mode: 'apply' }));
  expect(await screen.findByText(/You can undo them until/)).toBeInTheDocument();
  expect(screen.getByText('No cases selected')).toBeInTheDocument();
  expect(api.payloads('/petition/list').length).toBeGreaterThanOrEqual(2);

  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  await waitFor(() =>
    expect(api.lastPayload('/petition/entity-bulk-undo')).toMatchObject({
      batchId: '90000000-0000-4000-8000-000000000001',
    }),
  );
  await waitFor(() => expect(screen.queryByText(/You can undo them until/)).not.toBeInTheDocument());
});

test('"Remove" clears a slot, and the selection survives paging', async () => {
  const { api } = setup();
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByLabelText('Select all on this page'));
  expect(screen.getByText('3 case(s) selected')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(api.lastPayload('/petition/list')).toMatchObject({ cursor: 'c2' }));
  expect(screen.getByText('3 case(s) selected')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Supervisor'), 'Remove the supervisor');
  await userEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
  await waitFor(() =>
    expect(api.lastPayload('/petition/entity-bulk-replace')).toMatchObject({
      assignments: { supervisor: null },
      mode: 'preview',
    }),
  );
});

test('no Undo once the window has passed', async () => {
  setup(3, new Date(Date.now() - 1000).toISOString());
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select H1B-2026-00001' }));
  await screen.findByRole('option', { name: 'Pat Paralegal' });
  await userEvent.selectOptions(screen.getByLabelText('Paralegal'), 'Pat Paralegal');
  await userEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Apply 1 change(s)' }));
  await screen.findByText('No cases selected');
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
});

test('a server refusal of the preview is shown', async () => {
  const { api } = setup();
  api.on('/petition/entity-bulk-replace', () => {
    throw new Error('Pat Paralegal cannot be the paralegal of H1B-2026-00001');
  });
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select H1B-2026-00001' }));
  await screen.findByRole('option', { name: 'Pat Paralegal' });
  await userEvent.selectOptions(screen.getByLabelText('Paralegal'), 'Pat Paralegal');
  await userEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Pat Paralegal cannot be the paralegal of H1B-2026-00001');
});

test('other roles are told only administrators assign in bulk', async () => {
  const { api } = setup(6);
  expect(screen.getByText('Only administrators can assign cases in bulk')).toBeInTheDocument();
  expect(api.payloads('/petition/list')).toHaveLength(0);
});
