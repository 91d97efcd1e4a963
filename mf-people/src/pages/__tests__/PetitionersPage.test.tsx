import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCompanyListItem } from 'shared/contract';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import PetitionersPage from '../PetitionersPage';

const company = (i: number): TCompanyListItem => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Company ${i}`,
  feiNumber: `12-${String(1000000 + i)}`,
  statusId: 1,
  statusName: 'Active',
  branchId: null,
  branchName: null,
  email: null,
  phone: null,
  city: 'Austin',
  state: 'TX',
  primaryContactName: null,
  beneficiaryCount: i,
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-03T00:00:00.000Z',
});

const masterdata = () => ({
  data: [
    {
      id: 1,
      category: 'company_status',
      name: 'Active',
      code: null,
      designation: null,
      countryId: null,
      stateId: null,
      parentId: null,
      sortOrder: 1,
      active: true,
      tenantId: null,
      extra: {},
    },
    {
      id: 2,
      category: 'company_status',
      name: 'Inactive',
      code: null,
      designation: null,
      countryId: null,
      stateId: null,
      parentId: null,
      sortOrder: 2,
      active: true,
      tenantId: null,
      extra: {},
    },
  ],
  count: 2,
  page: 1,
  perpage: 10000,
});

const pageOf = (payload: Record<string, unknown>, total = 60) => {
  const page = Number(payload.page);
  const perpage = Number(payload.perpage);
  const from = (page - 1) * perpage;
  const rows = Array.from({ length: Math.max(0, Math.min(perpage, total - from)) }, (_, k) => company(from + k + 1));
  return { data: rows, count: total, page, perpage, nextCursor: null };
};

const props = { routeId: 'people.petitioners', params: {}, query: new URLSearchParams(), linkToken: null };

function setup(list: (p: Record<string, unknown>) => unknown = (p) => pageOf(p)) {
  const api = createMockApi({
    '/company/list': list,
    '/masterdata/list': masterdata,
    '/branches/list': () => ({ data: [], count: 0, page: 1, perpage: 100 }),
  });
  return renderWithServices(<PetitionersPage {...props} />, { api, url: '/petitioners' });
}

afterEach(() => jest.useRealTimers());

test('asks for the first page sorted by name and shows the rows', async () => {
  const { api } = setup();
  expect(await screen.findByText('Company 1')).toBeInTheDocument();
  expect(api.lastPayload('/company/list')).toMatchObject({
    page: 1,
    perpage: 25,
    matcher: {},
    sort: { field: 'name', order: 1 },
  });
  expect(api.lastPayload('/company/list')).not.toHaveProperty('search');
  expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
});

test('next page asks the server for page 2', async () => {
  const { api } = setup();
  await screen.findByText('Company 1');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Company 26')).toBeInTheDocument();
  expect(api.lastPayload('/company/list')).toMatchObject({ page: 2, perpage: 25 });
  expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
});

test('search is debounced and sent once, back on page 1', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { api } = setup();
  await screen.findByText('Company 1');
  const before = api.payloads('/company/list').length;
  await user.type(screen.getByRole('searchbox', { name: 'Search petitioners' }), 'acme');
  expect(api.payloads('/company/list')).toHaveLength(before);
  await act(async () => {
    jest.advanceTimersByTime(350);
  });
  await waitFor(() => expect(api.lastPayload('/company/list')).toMatchObject({ search: 'acme', page: 1 }));
  expect(api.payloads('/company/list').filter((p) => p.search !== undefined)).toHaveLength(1);
});

test('clicking a sortable header sorts descending on the second click', async () => {
  const { api } = setup();
  await screen.findByText('Company 1');
  const table = screen.getByRole('table', { name: 'Petitioners' });
  await userEvent.click(within(table).getByRole('button', { name: /Updated/ }));
  await waitFor(() =>
    expect(api.lastPayload('/company/list')).toMatchObject({ sort: { field: 'updatedAt', order: 1 } }),
  );
  await userEvent.click(within(table).getByRole('button', { name: /Updated/ }));
  await waitFor(() =>
    expect(api.lastPayload('/company/list')).toMatchObject({ sort: { field: 'updatedAt', order: -1 } }),
  );
  expect(within(table).getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'descending');
});

test('the status filter sends statusIds', async () => {
  const { api } = setup();
  await screen.findByText('Company 1');
  await screen.findByRole('option', { name: 'Inactive' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
  await waitFor(() => expect(api.lastPayload('/company/list')).toMatchObject({ matcher: { statusIds: [2] }, page: 1 }));
});

test('an empty tenant sees the empty state, not a table', async () => {
  setup(() => ({ data: [], count: 0, page: 1, perpage: 25, nextCursor: null }));
  expect(await screen.findByText('No petitioners yet')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a failed load shows the error and Retry asks again', async () => {
  let fail = true;
  const { api } = setup((p) => {
    if (fail) throw Object.assign(new Error('Something went wrong. Please try again later'), { code: 'INTERNAL' });
    return pageOf(p);
  });
  const panel = await screen.findByTestId('error-panel');
  expect(panel).toHaveTextContent('Couldn’t load petitioners');
  expect(panel).toHaveTextContent('Something went wrong. Please try again later');
  fail = false;
  await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Company 1')).toBeInTheDocument();
  expect(api.payloads('/company/list').length).toBeGreaterThanOrEqual(2);
});

test('arrow keys move between rows and Enter opens the details', async () => {
  const { location } = setup();
  await screen.findByText('Company 1');
  const rows = screen.getAllByRole('row').slice(1);
  act(() => rows[0]!.focus());
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(rows[2]).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(rows[1]).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(location()).toBe('/petitioner-details/00000000-0000-4000-8000-000000000002');
});
