import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TCaseView } from 'shared/contract';
import { CASE_FILTER_ERROR, decodeCaseFilter, encodeCaseFilter } from 'shared/domain';
import { caseId, caseListItem, casePage, listSideHandlers } from '../../features/lists/testing/caseFixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser } from 'shared/testing';
import CasesPage from '../CasesPage';

// Dialog-heavy flows with many user events; the shared 2-core machine can be slow.
jest.setTimeout(30_000);

const props = { routeId: 'cases.list', params: {}, query: new URLSearchParams(), linkToken: null };

function setup(
  options: {
    url?: string;
    list?: (p: Record<string, unknown>) => unknown;
    extra?: Record<string, (p: Record<string, unknown>) => unknown>;
    roleId?: number;
  } = {},
) {
  const api = createMockApi({
    ...listSideHandlers(),
    '/petition/list': options.list ?? (() => casePage([caseListItem(1), caseListItem(2)])),
    ...options.extra,
  });
  const user = makeSessionUser({ roleId: options.roleId ?? 3 });
  return renderWithServices(<CasesPage {...props} />, { api, url: options.url ?? '/cases', user });
}

const filterOf = (location: string) =>
  decodeCaseFilter(new URL(location, 'http://x').searchParams.get('filter')).filter;

test('shows the case rows with status, attorney and the overdue label, asking for the default sort', async () => {
  const { api } = setup({
    list: () =>
      casePage([caseListItem(1, { overdueDays: 4, deadlineDate: '2026-01-10' }), caseListItem(2)], { count: 2 }),
  });
  const table = await screen.findByRole('table', { name: 'Cases' });
  expect(within(table).getByText('H1B-2026-00001')).toBeInTheDocument();
  expect(within(table).getByText('Overdue by 4 day(s)')).toBeInTheDocument();
  expect(within(table).getAllByText('In Process')).toHaveLength(2);
  expect(within(table).getAllByText('Ava Attorney')).toHaveLength(2);
  expect(within(table).getAllByText('H-1B New Employment')).toHaveLength(2);
  expect(api.lastPayload('/petition/list')).toMatchObject({
    list: 'cases',
    matcher: {},
    sort: { field: 'updatedAt', order: -1 },
    perpage: 25,
    cursor: null,
  });
  expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
});

test('a shared link with a filter asks for the same filtered list', async () => {
  const filter = encodeCaseFilter({ statusIds: [3], premiumProcessing: true });
  const { api } = setup({ url: `/cases?filter=${filter}` });
  await screen.findByText('H1B-2026-00001');
  expect(api.lastPayload('/petition/list')).toMatchObject({ matcher: { statusIds: [3], premiumProcessing: true } });
  expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
});

test('filtering by status in the dialog puts the base64 filter in the URL and asks the server', async () => {
  const { api, location } = setup();
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filter cases' });
  await userEvent.click(within(within(dialog).getByRole('group', { name: 'Statuses' })).getByLabelText('RFE Received'));
  await userEvent.click(within(within(dialog).getByRole('group', { name: 'Case types' })).getByLabelText('H-1B'));
  await userEvent.click(within(dialog).getByLabelText('Active cases only'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply filters' }));
  await waitFor(() =>
    expect(api.lastPayload('/petition/list')).toMatchObject({
      matcher: { statusIds: [24], typeIds: [1], getActiveCases: true },
    }),
  );
  expect(filterOf(location())).toEqual({ statusIds: [24], typeIds: [1], getActiveCases: true });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(api.lastPayload('/petition/list')).toMatchObject({ matcher: {} }));
  expect(location()).toBe('/cases');
});

test('the filter dialog refuses a bad date with the SPEC message', async () => {
  setup();
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  await userEvent.type(await screen.findByLabelText('Deadline from'), '02/30/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(await screen.findByText('Date must be a valid format (MM/DD/YYYY)')).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'Filter cases' })).toBeInTheDocument();
});

test('an unreadable filter in the link is ignored and said so', async () => {
  const { api } = setup({ url: '/cases?filter=not*base64' });
  expect(await screen.findByText(CASE_FILTER_ERROR)).toBeInTheDocument();
  expect(api.lastPayload('/petition/list')).toMatchObject({ matcher: {} });
});

test('keyset paging: Next sends the cursor, Prev goes back to the first page', async () => {
  const { api } = setup({
    list: (p) =>
      p.cursor === 'c2'
        ? casePage([caseListItem(26)], { count: 26, nextCursor: null })
        : casePage([caseListItem(1)], { count: 26, nextCursor: 'c2' }),
  });
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('H1B-2026-00026')).toBeInTheDocument();
  expect(api.lastPayload('/petition/list')).toMatchObject({ cursor: 'c2' });
  expect(screen.getByText('Page 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(await screen.findByText('H1B-2026-00001')).toBeInTheDocument();
  expect(api.lastPayload('/petition/list')).toMatchObject({ cursor: null });
});

test('sorting by a column goes to the URL and the server', async () => {
  const { api, location } = setup();
  const table = await screen.findByRole('table', { name: 'Cases' });
  await userEvent.click(within(table).getByRole('button', { name: /Case No\./ }));
  await waitFor(() =>
    expect(api.lastPayload('/petition/list')).toMatchObject({ sort: { field: 'caseNumber', order: 1 } }),
  );
  expect(location()).toContain('sort=caseNumber');
  await userEvent.click(within(table).getByRole('button', { name: /Case No\./ }));
  await waitFor(() =>
    expect(api.lastPayload('/petition/list')).toMatchObject({ sort: { field: 'caseNumber', order: -1 } }),
  );
});

test('an empty list says there are no cases yet', async () => {
  setup({ list: () => casePage([]) });
  expect(await screen.findByText('No cases yet')).toBeInTheDocument();
});

test('a filtered list with no match offers to clear the filters', async () => {
  const { api } = setup({ url: `/cases?filter=${encodeCaseFilter({ statusIds: [22] })}`, list: () => casePage([]) });
  expect(await screen.findByText('No cases match')).toBeInTheDocument();
  const empty = screen.getByTestId('empty-state');
  await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(api.lastPayload('/petition/list')).toMatchObject({ matcher: {} }));
});

test('an error shows the server message and Retry asks again', async () => {
  let fail = true;
  const { api } = setup({
    list: () => {
      if (fail) throw new ApiError('FORBIDDEN', 'You cannot see these cases', 403);
      return casePage([caseListItem(1)]);
    },
  });
  expect(await screen.findByText('You cannot see these cases')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
  expect(await screen.findByText('H1B-2026-00001')).toBeInTheDocument();
  expect(api.payloads('/petition/list').length).toBeGreaterThanOrEqual(2);
});

test('export sends the list filter, sort and shown columns in the chosen format', async () => {
  const createObjectURL = jest.fn(() => 'blob:x');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const { api } = setup({
    url: `/cases?filter=${encodeCaseFilter({ statusIds: [3] })}&q=Person`,
    extra: {
      '/petition/export': () => ({
        fileName: 'cases.xlsx',
        mimeType: 'application/xlsx',
        contentBase64: 'UEs=',
        rowCount: 2,
      }),
    },
  });
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(createObjectURL).toHaveBeenCalled();
  click.mockRestore();
  expect(api.lastPayload('/petition/export')).toMatchObject({
    list: 'cases',
    format: 'xlsx',
    matcher: { statusIds: [3] },
    search: 'Person',
    sort: { field: 'updatedAt', order: -1 },
  });
  expect(api.lastPayload('/petition/export')?.columns).toEqual(
    expect.arrayContaining(['caseNumber', 'typeName', 'subTypeName', 'deadlineDate']),
  );
});

const view = (overrides: Partial<TCaseView> = {}): TCaseView => ({
  id: '80000000-0000-4000-8000-000000000001',
  name: 'Overdue H-1Bs',
  list: 'cases',
  filter: encodeCaseFilter({ typeIds: [1], getActiveCases: true }),
  search: null,
  sort: { field: 'deadlineDate', order: 1 },
  columns: ['caseNumber', 'deadlineDate'],
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

test('saved views: applying one sets filter, sort and columns; saving sends the current state; deleting asks first', async () => {
  const views = [view()];
  const { api, location } = setup({
    extra: {
      '/petition/view-list': () => ({ data: views }),
      '/petition/view-save': (p) => {
        const saved = view({ id: '80000000-0000-4000-8000-000000000002', name: String(p.name) });
        views.push(saved);
        return saved;
      },
      '/petition/view-delete': (p) => ({ id: String(p.id), deleted: true }),
    },
  });
  await screen.findByText('H1B-2026-00001');
  await screen.findByRole('option', { name: 'Overdue H-1Bs' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Saved views' }), 'Overdue H-1Bs');
  await waitFor(() =>
    expect(api.lastPayload('/petition/list')).toMatchObject({
      matcher: { typeIds: [1], getActiveCases: true },
      sort: { field: 'deadlineDate', order: 1 },
    }),
  );
  expect(filterOf(location())).toEqual({ typeIds: [1], getActiveCases: true });
  const table = screen.getByRole('table', { name: 'Cases' });
  expect(within(table).queryByRole('columnheader', { name: /Beneficiary/ })).not.toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: /Deadline/ })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Save view' }));
  const dialog = screen.getByRole('dialog', { name: 'Save this view' });
  const name = within(dialog).getByLabelText(/Name/);
  await userEvent.clear(name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please fill Name .')).toBeInTheDocument();
  await userEvent.type(name, 'Mine');
  await userEvent.click(within(dialog).getByLabelText(/Replace the view/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.lastPayload('/petition/view-save')).toMatchObject({
    name: 'Mine',
    list: 'cases',
    filter: encodeCaseFilter({ typeIds: [1], getActiveCases: true }),
    sort: { field: 'deadlineDate', order: 1 },
    columns: ['caseNumber', 'deadlineDate'],
  });
  expect(api.lastPayload('/petition/view-save')).not.toHaveProperty('id');

  await userEvent.click(screen.getByRole('button', { name: 'Delete view' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Delete this view?' });
  expect(api.payloads('/petition/view-delete')).toHaveLength(0);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete view' }));
  await waitFor(() =>
    expect(api.lastPayload('/petition/view-delete')).toEqual(
      expect.objectContaining({ id: '80000000-0000-4000-8000-000000000002' }),
    ),
  );
});

test('New case: required fields, then the case is created and its details open', async () => {
  const created = { ...caseListItem(9), id: caseId(9), caseNumber: 'H1B-2026-00009' };
  const { api, location } = setup({
    extra: {
      '/company/list': () => ({
        data: [
          { id: '20000000-0000-4000-8000-000000000001', name: 'Northwind Analytics Inc.', feiNumber: '12-3456789' },
        ],
        count: 1,
        page: 1,
        perpage: 100,
        nextCursor: null,
      }),
      '/beneficiary/list': () => ({
        data: [
          { id: '10000000-0000-4000-8000-000000000009', name: 'Ravi Kumar', companyName: 'Northwind', email: null },
        ],
        count: 1,
        page: 1,
        perpage: 100,
        nextCursor: null,
        term: 'beneficiary',
      }),
      '/petition/create': () => created,
    },
  });
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('button', { name: 'New case' }));
  const dialog = await screen.findByRole('dialog', { name: 'New case' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create case' }));
  expect(within(dialog).getByText('Please fill Petitioner .')).toBeInTheDocument();
  expect(within(dialog).getByText('Please fill Beneficiary .')).toBeInTheDocument();
  expect(within(dialog).getByText('Please fill Case Type .')).toBeInTheDocument();
  expect(api.payloads('/petition/create')).toHaveLength(0);

  await userEvent.click(within(dialog).getByRole('combobox', { name: /Petitioner/ }));
  await userEvent.click(await within(dialog).findByRole('option', { name: /Northwind Analytics Inc\./ }));
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Beneficiary/ }));
  await userEvent.click(await within(dialog).findByRole('option', { name: /Ravi Kumar/ }));
  await userEvent.selectOptions(within(dialog).getByLabelText(/Case Type/), 'H-1B');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Sub Type/), 'H-1B Extension');
  await userEvent.type(within(dialog).getByLabelText('Deadline'), '12/31/2026');
  await userEvent.click(within(dialog).getByLabelText('Premium processing'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create case' }));
  await waitFor(() => expect(location()).toBe(`/petition-details/${caseId(9)}`));
  expect(api.lastPayload('/petition/create')).toMatchObject({
    petitionerId: '20000000-0000-4000-8000-000000000001',
    beneficiaryId: '10000000-0000-4000-8000-000000000009',
    typeId: 1,
    subTypeId: 4,
    deadlineDate: '2026-12-31',
    premiumProcessing: true,
  });
  expect(api.lastPayload('/beneficiary/list')).toMatchObject({
    matcher: { companyIds: ['20000000-0000-4000-8000-000000000001'] },
  });
});

test("New case offers the firm's active case types and subtypes by its names and shows the configuration new cases get", async () => {
  const created = { ...caseListItem(9), id: caseId(9), caseNumber: 'H1B-2026-00009' };
  const { api } = setup({
    extra: {
      '/case-config/type-list': () => ({
        data: [{ typeId: 1, name: 'H-1B Specialty', standardName: 'H-1B', kind: 'petition', active: true, subtypeCount: 7, casesInUse: 2 }],
        count: 1,
      }),
      '/case-config/subtype-list': () => ({
        data: [{ typeId: 1, subTypeId: 100000, name: 'H-1B Cap-exempt', standardName: null, custom: true, active: true, casesInUse: 0 }],
        count: 1,
        type: { typeId: 1, name: 'H-1B Specialty', standardName: 'H-1B', kind: 'petition', active: true, subtypeCount: 7, casesInUse: 2 },
      }),
      '/case-config/details': (p) => ({
        typeId: 1,
        subTypeId: p.subTypeId,
        typeName: 'H-1B Specialty',
        subTypeName: null,
        active: true,
        source: 'type',
        checklist: { required: ['passport_bio_page', 'resume'], optional: [] },
        questionnaireTemplateId: null,
        formGroupId: null,
        fees: { legalFee: null, filingFee: null },
        allowCustomCaseNo: true,
        caseNoPattern: 'ACME-####',
        updatedAt: null,
      }),
      '/petition/create': () => created,
    },
  });
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('button', { name: 'New case' }));
  const dialog = await screen.findByRole('dialog', { name: 'New case' });
  const typeSelect = within(dialog).getByLabelText(/Case Type/);
  await within(typeSelect).findByRole('option', { name: 'H-1B Specialty' });
  // Types the firm deactivated (here every other one) are not offered.
  expect(within(typeSelect).queryByRole('option', { name: 'H-4' })).not.toBeInTheDocument();
  await userEvent.selectOptions(typeSelect, 'H-1B Specialty');
  const subSelect = within(dialog).getByLabelText(/Sub Type/);
  await within(subSelect).findByRole('option', { name: 'H-1B Cap-exempt' });
  await userEvent.selectOptions(subSelect, 'H-1B Cap-exempt');
  expect(await within(dialog).findByText(/Documents asked: 2 required, 0 optional; custom case numbers allowed \(ACME-####\)/)).toBeInTheDocument();
  expect(api.lastPayload('/case-config/details')).toMatchObject({ typeId: 1, subTypeId: 100000 });
});

test('New case is offered only with the tenant CASE_CREATE permission', async () => {
  setup({ roleId: 51 });
  await screen.findByText('H1B-2026-00001');
  expect(screen.queryByRole('button', { name: 'New case' })).not.toBeInTheDocument();
});

test('by default the list shows the core columns only (fits 1440 px); the others come from the Columns picker', async () => {
  window.localStorage.clear();
  setup({ list: () => casePage([caseListItem(1, { receiptNumber: 'EAC2612345678' })]) });
  const table = await screen.findByRole('table', { name: 'Cases' });
  const headers = () => within(table).getAllByRole('columnheader').map((h) => h.textContent ?? '');
  for (const shown of [/Case/, /Beneficiary/, /Petitioner/, /Type/, /Status/, /Deadline/, /Attorney/])
    expect(headers().some((h) => shown.test(h))).toBe(true);
  for (const optional of [/Paralegal/, /Branch/, /Receipt/, /Updated/]) expect(headers().some((h) => optional.test(h))).toBe(false);
  expect(within(table).queryByText('EAC2612345678')).toBeNull();
  // The search hint fits the search box (280 px): short.
  expect(screen.getByRole('searchbox').getAttribute('placeholder')!.length).toBeLessThanOrEqual(30);

  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Receipt/ }));
  expect(headers().some((h) => /Receipt/.test(h))).toBe(true);
  expect(within(table).getByText('EAC2612345678')).toBeInTheDocument();
});
