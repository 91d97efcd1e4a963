import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCustomReport } from 'shared/contract';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import CustomReportsPage from '../../../pages/CustomReportsPage';
import { caseRow, customReport, reportId, runResult } from './fixtures';

// Long user journeys on a shared 2-core machine: jest's 5 s default is too tight.
jest.setTimeout(30_000);

type Handler = (p: Record<string, unknown>) => unknown;

const MINE = customReport(1, { name: 'Open H-1B cases', columns: ['caseNumber', 'statusName', 'petitionerName'] });
const SHARED = customReport(2, {
  name: 'Cases by attorney',
  shared: true,
  ownerId: 'u-9',
  ownerName: 'Ava Attorney',
  canEdit: false,
  groupBy: 'attorneyName',
  schedule: {
    frequency: 'monthly',
    dayOfWeek: null,
    dayOfMonth: 3,
    format: 'xlsx',
    recipients: ['partner@firm.test'],
    nextRunAt: '2026-12-03T07:00:00.000Z',
    lastRunAt: null,
  },
});

function setup(url: string, extra: Record<string, Handler> = {}, reports: TCustomReport[] = [MINE, SHARED]) {
  const api = createMockApi({
    '/reports/custom-list': () => ({ data: reports }),
    '/reports/custom-run': () => ({ run: runResult([caseRow(1)]), file: null }),
    '/branches/list': () => ({ data: [], count: 0, page: 1, perpage: 1000 }),
    ...extra,
  });
  return renderWithServices(
    <CustomReportsPage routeId="reports.custom" params={{}} query={new URLSearchParams()} linkToken={null} />,
    { api, url, user: makeSessionUser() },
  );
}

const saved: string[] = [];
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as never;
  URL.createObjectURL = jest.fn(() => 'blob:custom');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

test('lists my reports and those shared with the firm; only what I may edit has edit, schedule and delete', async () => {
  setup('/custom-reports');
  const table = await screen.findByRole('table', { name: 'Saved reports' });
  const mine = within(table).getByRole('row', { name: /Open H-1B cases/ });
  expect(within(mine).getByText('Private')).toBeInTheDocument();
  expect(within(mine).getByText('Not scheduled')).toBeInTheDocument();
  expect(within(mine).getByRole('button', { name: 'Edit Open H-1B cases' })).toBeInTheDocument();
  const shared = within(table).getByRole('row', { name: /Cases by attorney/ });
  expect(within(shared).getByText('Shared with the firm')).toBeInTheDocument();
  expect(
    within(shared).getByText(/^Monthly on day 3, XLSX to 1 recipient\(s\); next Dec 03, 2026/),
  ).toBeInTheDocument();
  expect(within(shared).getByRole('button', { name: 'Run Cases by attorney' })).toBeInTheDocument();
  expect(within(shared).queryByRole('button', { name: /^(Edit|Delete|Schedule)/ })).not.toBeInTheDocument();
});

test('runs a saved report on the server, pages it and exports it as a file', async () => {
  const { api, location } = setup('/custom-reports', {
    '/reports/custom-run': (p) =>
      p.format
        ? {
            run: null,
            file: {
              fileName: 'open-h-1b-cases.csv',
              mimeType: 'text/csv',
              contentBase64: btoa('x'),
              rowCount: 1,
              truncated: false,
            },
          }
        : { run: runResult([caseRow(p.page === 2 ? 2 : 1)], { total: 40 }), file: null },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Run Open H-1B cases' }));
  expect(location()).toBe(`/custom-reports?run=${reportId(1)}`);
  const table = await screen.findByRole('table', { name: 'Open H-1B cases' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼]/g, '')),
  ).toEqual(['Case number', 'Status', 'Petitioner']);
  expect(api.lastPayload('/reports/custom-run')).toMatchObject({ id: reportId(1), page: 1, pageSize: 25 });
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('H1B-2026-00002')).toBeInTheDocument();
  expect(api.lastPayload('/reports/custom-run')).toMatchObject({ id: reportId(1), page: 2 });

  await userEvent.click(screen.getByRole('button', { name: 'Export ▾' }));
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saved).toContain('open-h-1b-cases.csv'));
  expect(api.lastPayload('/reports/custom-run')).toMatchObject({ id: reportId(1), format: 'csv' });
});

test('builds a report: entity, columns, grouping and filters, previewed on the server, then saved shared', async () => {
  const { api, location } = setup('/custom-reports', {
    '/reports/custom-save': (p) => customReport(3, { name: String(p.name) }),
    '/reports/custom-run': (p) => {
      const spec = p.spec as { groupBy: string | null };
      return {
        run: spec.groupBy
          ? runResult(
              [
                { relation: 'Dependent', count: 4 },
                { relation: 'Principal', count: 9 },
              ],
              { total: 2, sort: { key: 'count', order: -1 } },
            )
          : runResult([{ name: 'Priya Raman', relation: 'Principal' }], { total: 1, sort: { key: 'name', order: 1 } }),
        file: null,
      };
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'New report' }));
  expect(location()).toBe('/custom-reports?new=1');
  await userEvent.click(screen.getByRole('radio', { name: 'Beneficiaries' }));
  const columns = screen.getByRole('group', { name: /^Columns/ });
  expect(within(columns).getByRole('checkbox', { name: 'Name' })).toBeChecked();
  await userEvent.click(within(columns).getByRole('checkbox', { name: 'Relation' }));
  await userEvent.click(within(columns).getByRole('checkbox', { name: 'Open cases' }));

  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  const preview = await screen.findByRole('table', { name: 'Preview' });
  expect(within(preview).getByText('Priya Raman')).toBeInTheDocument();
  expect(api.lastPayload('/reports/custom-run')).toMatchObject({
    spec: {
      entity: 'beneficiaries',
      columns: ['name', 'relation', 'petitionerName', 'currentStatusCode', 'statusExpiry'],
      filters: {},
      groupBy: null,
    },
    page: 1,
  });

  await userEvent.selectOptions(screen.getByLabelText('Group and count by'), 'relation');
  const filters = screen.getByRole('form', { name: 'Custom report filters' });
  await userEvent.selectOptions(within(filters).getByLabelText('Relation'), 'principal');
  await userEvent.click(within(filters).getByRole('button', { name: 'Use these filters' }));
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  const grouped = await screen.findByRole('table', { name: 'Preview' });
  expect(within(grouped).getByRole('row', { name: 'Principal 9' })).toBeInTheDocument();
  expect(api.lastPayload('/reports/custom-run')).toMatchObject({
    spec: { entity: 'beneficiaries', groupBy: 'relation', filters: { relation: 'principal' } },
  });

  await userEvent.click(screen.getByRole('button', { name: 'Save report' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(api.payloads('/reports/custom-save')).toHaveLength(0);
  await userEvent.type(screen.getByLabelText(/Report name/), 'Beneficiaries by relation');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Share with the firm' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save report' }));
  await waitFor(() =>
    expect(api.lastPayload('/reports/custom-save')).toEqual({
      name: 'Beneficiaries by relation',
      shared: true,
      spec: {
        entity: 'beneficiaries',
        columns: ['name', 'relation', 'petitionerName', 'currentStatusCode', 'statusExpiry'],
        filters: { relation: 'principal' },
        groupBy: 'relation',
        sort: null,
      },
    }),
  );
  await waitFor(() => expect(location()).toBe('/custom-reports'));
});

test('a report needs a column; editing saves under the same id', async () => {
  const { api } = setup(`/custom-reports?edit=${reportId(1)}`, {
    '/reports/custom-save': (p) => customReport(1, { name: String(p.name) }),
  });
  expect(await screen.findByRole('heading', { name: 'Edit “Open H-1B cases”' })).toBeInTheDocument();
  const columns = screen.getByRole('group', { name: /^Columns/ });
  for (const name of ['Case number', 'Status', 'Petitioner'])
    await userEvent.click(within(columns).getByRole('checkbox', { name }));
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText('Pick at least one column')).toBeInTheDocument();
  await userEvent.click(within(columns).getByRole('checkbox', { name: 'Receipt number' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save report' }));
  await waitFor(() =>
    expect(api.lastPayload('/reports/custom-save')).toMatchObject({
      id: reportId(1),
      name: 'Open H-1B cases',
      shared: false,
      spec: { entity: 'cases', columns: ['receiptNumber'] },
    }),
  );
});

test('schedules a weekly delivery (recipients checked) and stops a schedule', async () => {
  const { api } = setup('/custom-reports', {
    '/reports/custom-schedule': (p) => ({
      ...MINE,
      schedule: p.schedule ? { ...MINE.schedule, ...(p.schedule as object) } : null,
    }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Schedule Open H-1B cases' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deliver “Open H-1B cases” by e-mail' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Day of the week'), 'Thursday');
  await userEvent.selectOptions(within(dialog).getByLabelText('Attached file'), 'PDF');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
  expect(await within(dialog).findByText('Add at least one recipient')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText(/Recipients/), 'partner@firm.test, not-an-email');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
  expect(
    await within(dialog).findByText('The recipient field must be a valid email: not-an-email'),
  ).toBeInTheDocument();
  expect(api.payloads('/reports/custom-schedule')).toHaveLength(0);
  await userEvent.clear(within(dialog).getByLabelText(/Recipients/));
  await userEvent.type(within(dialog).getByLabelText(/Recipients/), 'partner@firm.test{Enter}ops@firm.test');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
  await waitFor(() =>
    expect(api.lastPayload('/reports/custom-schedule')).toEqual({
      id: reportId(1),
      schedule: {
        frequency: 'weekly',
        dayOfWeek: 4,
        format: 'pdf',
        recipients: ['partner@firm.test', 'ops@firm.test'],
      },
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a monthly schedule asks for the day of the month; an existing one can be stopped', async () => {
  const scheduled = customReport(4, {
    name: 'Monthly list',
    schedule: { ...SHARED.schedule!, frequency: 'weekly', dayOfWeek: 2, dayOfMonth: null },
  });
  const { api } = setup(
    '/custom-reports',
    { '/reports/custom-schedule': (p) => ({ ...scheduled, schedule: p.schedule ? scheduled.schedule : null }) },
    [scheduled],
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Schedule Monthly list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deliver “Monthly list” by e-mail' });
  expect(within(dialog).getByLabelText('Day of the week')).toHaveValue('2');
  await userEvent.selectOptions(within(dialog).getByLabelText('Frequency'), 'monthly');
  expect(within(dialog).getByLabelText('Day of the month')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Stop deliveries' }));
  await waitFor(() => expect(api.lastPayload('/reports/custom-schedule')).toEqual({ id: reportId(4), schedule: null }));
});

test('deletes only after confirmation', async () => {
  const { api } = setup('/custom-reports', { '/reports/custom-delete': (p) => ({ id: p.id }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Open H-1B cases' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete this report?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(api.payloads('/reports/custom-delete')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Open H-1B cases' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete report' }));
  await waitFor(() => expect(api.lastPayload('/reports/custom-delete')).toEqual({ id: reportId(1) }));
});

test('no saved reports: the empty state offers a new one; a failed list offers Retry', async () => {
  let fail = true;
  setup('/custom-reports', {
    '/reports/custom-list': () => {
      if (fail) throw new Error('down');
      return { data: [] };
    },
  });
  expect(await screen.findByText('Couldn’t load the saved reports')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'No saved reports yet' })).toBeInTheDocument();
});
