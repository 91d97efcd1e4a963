import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TCaseListItem, TDeadlineListResult } from 'shared/contract';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser } from 'shared/testing';
import DeadlinesPage from '../DeadlinesPage';

const props = { routeId: 'dashboard.deadlines', params: {}, query: new URLSearchParams(), linkToken: null };
const id = (i: number) => `70000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const ASSIGNEE = '50000000-0000-4000-8000-000000000008';

const row = (i: number, overrides: Partial<TCaseListItem> = {}): TCaseListItem => ({
  id: id(i),
  caseNumber: `H1B-2026-0000${i}`,
  generatedCaseNumber: `H1B-2026-0000${i}`,
  customCaseNumber: null,
  kind: 'petition',
  typeId: 1,
  typeName: 'H-1B',
  subTypeId: null,
  subTypeName: null,
  statusId: 6,
  statusName: 'Attorney Review',
  title: null,
  petitionerId: null,
  petitionerName: 'Northwind Analytics Inc.',
  beneficiaryId: null,
  beneficiaryName: `Person ${i}`,
  branchId: null,
  branchName: null,
  attorney: { id: 'u-6', name: 'Ava Attorney' },
  paralegal: { id: 'u-8', name: 'Pat Paralegal' },
  deadlineDate: '2026-01-05',
  overdueDays: null,
  premiumProcessing: false,
  receiptNumber: null,
  validityFrom: null,
  validityTo: null,
  nextActivity: null,
  parentId: null,
  parentCaseNumber: null,
  isExternal: false,
  isOld: false,
  closed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const page = (rows: TCaseListItem[], extra: Partial<TDeadlineListResult> = {}): TDeadlineListResult => ({
  data: rows,
  count: rows.length,
  overdue: rows.filter((r) => (r.overdueDays ?? 0) > 0).length,
  nextCursor: null,
  ...extra,
});

function setup(list: (p: Record<string, unknown>) => unknown, opts: { url?: string; roleId?: number } = {}) {
  const api = createMockApi({
    '/petition/deadline-list': list,
    '/petition/get-preparer-list': () => ({
      data: [{ id: ASSIGNEE, name: 'Pat Paralegal', email: 'p@x', roleId: 8, roleName: 'Paralegal' }],
    }),
  });
  return renderWithServices(<DeadlinesPage {...props} />, {
    api,
    url: opts.url ?? '/deadlines',
    user: makeSessionUser({ roleId: opts.roleId ?? 6 }),
  });
}

test('lists cases by deadline with the overdue label and links to each case', async () => {
  const { api } = setup(() =>
    page([
      row(1, { overdueDays: 3, deadlineDate: '2025-12-01' }),
      row(2, { kind: 'rfe', caseNumber: 'RFE-2026-00002', statusId: 24 }),
    ]),
  );
  const table = await screen.findByRole('table', { name: 'Deadlines' });
  expect(within(table).getByText('Overdue by 3 day(s)')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'H1B-2026-00001' })).toHaveAttribute(
    'href',
    `/petition-details/${id(1)}`,
  );
  expect(within(table).getByRole('link', { name: 'RFE-2026-00002' })).toHaveAttribute(
    'href',
    `/rfe-petition-details/${id(2)}`,
  );
  expect(within(table).getByText('RFE Received')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('2 case(s) with a deadline, 1 overdue.');
  expect(api.lastPayload('/petition/deadline-list')).toEqual(
    expect.objectContaining({ includeClosed: false, cursor: null, perpage: 50 }),
  );
  expect(api.lastPayload('/petition/deadline-list')).not.toHaveProperty('from');
});

test('range, type, assignee and closed filters go to the URL and the server', async () => {
  const { api, location } = setup(() => page([row(1)]));
  await screen.findByText('H1B-2026-00001');
  await userEvent.type(screen.getByLabelText('Deadline from'), '01/01/2026');
  await userEvent.type(screen.getByLabelText('Deadline to'), '03/31/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
  await waitFor(() =>
    expect(api.lastPayload('/petition/deadline-list')).toMatchObject({ from: '2026-01-01', to: '2026-03-31' }),
  );
  await userEvent.selectOptions(screen.getByLabelText('Case type'), 'L-1');
  await screen.findByRole('option', { name: 'Pat Paralegal (Paralegal)' });
  await userEvent.selectOptions(screen.getByLabelText('Assignee'), 'Pat Paralegal (Paralegal)');
  await userEvent.click(screen.getByLabelText('Include closed cases'));
  await waitFor(() =>
    expect(api.lastPayload('/petition/deadline-list')).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
      typeIds: [2],
      assigneeId: ASSIGNEE,
      includeClosed: true,
    }),
  );
  expect(location()).toBe(`/deadlines?from=2026-01-01&to=2026-03-31&type=2&assignee=${ASSIGNEE}&closed=1`);
});

test('a link with filters asks the same; a bad range is refused with a message', async () => {
  const { api } = setup(() => page([row(1)]), { url: '/deadlines?from=2026-02-01&type=1' });
  await screen.findByText('H1B-2026-00001');
  expect(api.lastPayload('/petition/deadline-list')).toMatchObject({ from: '2026-02-01', typeIds: [1] });
  expect(screen.getByLabelText('Deadline from')).toHaveValue('02/01/2026');
  await userEvent.type(screen.getByLabelText('Deadline to'), '01/01/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
  expect(await screen.findByText('The start date must not be after the end date')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Deadline to'));
  await userEvent.type(screen.getByLabelText('Deadline to'), '13/01/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
  expect(await screen.findByText('Date must be a valid format (MM/DD/YYYY)')).toBeInTheDocument();
});

test('keyset paging sends the cursor and comes back', async () => {
  const { api } = setup((p) =>
    p.cursor === 'n2' ? page([row(3)], { count: 51 }) : page([row(1)], { count: 51, nextCursor: 'n2' }),
  );
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('H1B-2026-00003')).toBeInTheDocument();
  expect(screen.getByText('51–51 of 51')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(await screen.findByText('H1B-2026-00001')).toBeInTheDocument();
  expect(api.lastPayload('/petition/deadline-list')).toMatchObject({ cursor: null });
});

test('empty and error states', async () => {
  let fail = true;
  setup(() => {
    if (fail) throw new ApiError('INTERNAL', 'Something went wrong. Please try again later', 500);
    return page([]);
  });
  expect(await screen.findByText('Something went wrong. Please try again later')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
  expect(await screen.findByText('No upcoming deadlines')).toBeInTheDocument();
});

test('petitioners see no assignee filter (staff list is for staff)', async () => {
  const { api } = setup(() => page([row(1)]), { roleId: 50 });
  await screen.findByText('H1B-2026-00001');
  expect(screen.queryByLabelText('Assignee')).not.toBeInTheDocument();
  expect(api.payloads('/petition/get-preparer-list')).toHaveLength(0);
});
