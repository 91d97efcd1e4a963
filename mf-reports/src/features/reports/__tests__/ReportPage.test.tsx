import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { ApiError } from 'shared/client';
import { ROLE } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import ReportPage from '../../../pages/ReportPage';
import { BRANCH_EAST, branchRows, branchTotals, caseId, caseRow, processingTimes, runResult } from './fixtures';

const BRANCHES = {
  data: [
    {
      _id: BRANCH_EAST,
      name: 'East',
      code: null,
      address: null,
      isDefault: true,
      active: true,
      userCount: 3,
      createdAt: '',
      updatedAt: '',
    },
  ],
  count: 1,
  page: 1,
  perpage: 1000,
};

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

// Long user journeys on a shared 2-core machine: jest's 5 s default is too tight.
jest.setTimeout(30_000);

type Handler = (p: Record<string, unknown>) => unknown;

function setup(
  routeId: string,
  url: string,
  run: Handler,
  extra: Record<string, Handler> = {},
  roleId: number = ROLE.ADMIN,
) {
  const api = createMockApi({
    '/reports/run': run,
    '/branches/list': () => BRANCHES,
    '/reports/processing-times-list': () => ({ data: processingTimes }),
    ...extra,
  });
  return renderWithServices(
    <>
      <Back />
      <ReportPage routeId={routeId} params={{}} query={new URLSearchParams()} linkToken={null} />
    </>,
    { api, url, user: makeSessionUser({ roleId }) },
  );
}

const saved: { name: string; href: string }[] = [];
beforeAll(() => {
  // jsdom has no canvas (chart.js draws nothing) and no blob URLs; the download link's click is recorded.
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as never;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
beforeEach(() => {
  saved.length = 0;
});

test('runs the report of the route: rows with links, totals over all rows, the chart, the default sort', async () => {
  const { api } = setup('reports.caseList', '/case-list-reports', () =>
    runResult([caseRow(1), caseRow(2, { statusName: 'Case Approved' })], {
      total: 2,
      chart: { labels: ['Attorney Review', 'Case Approved'], series: [{ key: 'count', label: 'Cases', data: [1, 1] }] },
    }),
  );
  const table = await screen.findByRole('table', { name: 'Case List Reports' });
  expect(within(table).getByRole('link', { name: 'H1B-2026-00001' })).toHaveAttribute(
    'href',
    `/petition-details/${caseId(1)}`,
  );
  expect(within(table).getByText('Mar 01, 2026')).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByRole('heading', { level: 1, name: 'Case List Reports' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: /^Bar chart: Cases by status\. 2 categories/ })).toBeInTheDocument();
  expect(api.lastPayload('/reports/run')).toEqual(
    expect.objectContaining({
      reportId: 'case-list',
      filters: {},
      sort: { key: 'createdAt', order: -1 },
      page: 1,
      pageSize: 25,
    }),
  );
});

test('the totals row and the summary show the server’s totals over every matching row', async () => {
  setup('reports.branchwiseCaseSummary', '/branchwise-case-summary', () =>
    runResult(branchRows, {
      reportId: 'branchwise-case-summary',
      total: 2,
      totals: branchTotals,
      sort: { key: 'total', order: -1 },
    }),
  );
  const table = await screen.findByRole('table', { name: 'Branch-wise Case Summary' });
  const footer = table.querySelector('tfoot tr') as HTMLElement;
  expect(
    within(footer)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['10', '5', '1', '3', '1', '1', '0', '1']);
  expect(within(footer).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  const summary = screen.getByLabelText('Totals over every matching row');
  expect(within(summary).getByText('Branches').nextSibling).toHaveTextContent('2');
  expect(within(summary).getByText('Overdue').nextSibling).toHaveTextContent('1');
});

test('filters go to the URL and the server on Apply; Back returns to the previous view', async () => {
  const { api, location } = setup('reports.caseList', '/case-list-reports', () => runResult([caseRow(1)]));
  await screen.findByRole('table', { name: 'Case List Reports' });
  await userEvent.type(screen.getByLabelText('Created from'), '01/01/2026');
  await userEvent.type(screen.getByLabelText('Created to'), '03/31/2026');
  const bar = screen.getByRole('form', { name: 'Case List Reports filters' });
  await userEvent.click(within(bar).getByRole('button', { name: /^Case type/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'L-1' }));
  await userEvent.keyboard('{Escape}');
  await userEvent.selectOptions(screen.getByLabelText('Open or closed'), 'open');
  await userEvent.click(within(bar).getByRole('button', { name: /^Branch/ }));
  await userEvent.click(await screen.findByRole('checkbox', { name: 'East' }));
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

  await waitFor(() =>
    expect(api.lastPayload('/reports/run')).toMatchObject({
      filters: {
        created: { from: '2026-01-01', to: '2026-03-31' },
        caseTypes: [2],
        state: 'open',
        branches: [BRANCH_EAST],
      },
      page: 1,
    }),
  );
  expect(location()).toBe(
    `/case-list-reports?created.from=2026-01-01&created.to=2026-03-31&caseTypes=2&branches=${BRANCH_EAST}&state=open`,
  );
  expect(screen.getByLabelText('Created from')).toHaveValue('01/01/2026');

  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  await waitFor(() => expect(location()).toBe('/case-list-reports'));
  await waitFor(() => expect(screen.getByLabelText('Created from')).toHaveValue(''));
  expect(api.lastPayload('/reports/run')).toMatchObject({ filters: {} });
});

test('a shared link shows the same view; a bad range is refused with the message and nothing is asked', async () => {
  const { api } = setup(
    'reports.caseList',
    '/case-list-reports?created.from=2026-02-01&statuses=6,7&sort=caseNumber&page=2&size=50',
    () => runResult([caseRow(1)], { total: 60 }),
  );
  await screen.findByRole('table', { name: 'Case List Reports' });
  expect(api.lastPayload('/reports/run')).toMatchObject({
    filters: { created: { from: '2026-02-01' }, statuses: [6, 7] },
    sort: { key: 'caseNumber', order: 1 },
    page: 2,
    pageSize: 50,
  });
  expect(screen.getByLabelText('Created from')).toHaveValue('02/01/2026');
  expect(screen.getByText('51–60 of 60')).toBeInTheDocument();

  const calls = api.payloads('/reports/run').length;
  await userEvent.type(screen.getByLabelText('Created to'), '01/01/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(await screen.findByText('The start date must not be after the end date')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Created to'));
  await userEvent.type(screen.getByLabelText('Created to'), '13/45/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(await screen.findByText('Date must be a valid format (MM/DD/YYYY)')).toBeInTheDocument();
  expect(api.payloads('/reports/run')).toHaveLength(calls);
});

test('a link filter that is not valid for the report is left out and named', async () => {
  const { api } = setup('reports.caseList', '/case-list-reports?statuses=abc&state=maybe&sort=nope', () =>
    runResult([caseRow(1)]),
  );
  expect(
    await screen.findByText(/Left out of this link’s filters \(not valid here\): Status, Open or closed/),
  ).toBeInTheDocument();
  expect(api.lastPayload('/reports/run')).toMatchObject({ filters: {}, sort: { key: 'createdAt', order: -1 } });
});

test('headers sort on the server by keyboard, ascending then descending; paging asks the next page', async () => {
  const { api, location } = setup('reports.caseList', '/case-list-reports', (p) =>
    runResult([caseRow(p.page === 2 ? 3 : 1)], { total: 30 }),
  );
  const table = await screen.findByRole('table', { name: 'Case List Reports' });
  const button = within(table).getByRole('button', { name: /Case number/ });
  button.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(api.lastPayload('/reports/run')).toMatchObject({ sort: { key: 'caseNumber', order: 1 } }));
  expect(within(table).getByRole('columnheader', { name: /Case number/ })).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(api.lastPayload('/reports/run')).toMatchObject({ sort: { key: 'caseNumber', order: -1 } }),
  );
  expect(location()).toBe('/case-list-reports?sort=-caseNumber');
  // Columns the registry marks unsortable have no button.
  expect(within(table).queryByRole('button', { name: /Sub type/ })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('H1B-2026-00003')).toBeInTheDocument();
  expect(api.lastPayload('/reports/run')).toMatchObject({ page: 2, sort: { key: 'caseNumber', order: -1 } });
  expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '100');
  await waitFor(() => expect(api.lastPayload('/reports/run')).toMatchObject({ page: 1, pageSize: 100 }));
});

test.each([
  ['csv', 'Export CSV', 'text/csv', 'case-list.csv'],
  [
    'xlsx',
    'Export Excel (XLSX)',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'case-list.xlsx',
  ],
  ['pdf', 'Export PDF', 'application/pdf', 'case-list.pdf'],
])(
  'exports %s with the view’s filters and sort, disabled while the file is prepared',
  async (format, label, mimeType, fileName) => {
    let release: (v: unknown) => void = () => undefined;
    const { api } = setup(
      'reports.caseList',
      '/case-list-reports?state=open&sort=caseNumber',
      () => runResult([caseRow(1)]),
      {
        '/reports/export': () =>
          new Promise((resolve) => {
            release = resolve;
          }),
      },
    );
    await screen.findByRole('table', { name: 'Case List Reports' });
    await userEvent.click(screen.getByRole('button', { name: 'Export ▾' }));
    await userEvent.click(screen.getByRole('button', { name: label }));
    const busy = await screen.findByRole('button', { name: /^Exporting/ });
    expect(busy).toBeDisabled();
    expect(api.lastPayload('/reports/export')).toMatchObject({
      reportId: 'case-list',
      filters: { state: 'open' },
      sort: { key: 'caseNumber', order: 1 },
      format,
    });
    release({ fileName, mimeType, contentBase64: btoa('a,b\n1,2\n'), rowCount: 1, truncated: false });
    await waitFor(() => expect(saved).toEqual([{ name: fileName, href: 'blob:report' }]));
    expect(screen.getByRole('button', { name: 'Export ▾' })).toBeEnabled();
  },
);

test('loading, then an error with Retry; an empty report says so and offers no export', async () => {
  let fail = true;
  setup('reports.caseList', '/case-list-reports', () => {
    if (fail) throw new ApiError('INTERNAL', 'The report could not run', 500);
    return runResult([]);
  });
  expect(screen.getByText('Running Case List Reports…')).toBeInTheDocument();
  expect(await screen.findByText('The report could not run')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Nothing to report yet' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export ▾' })).toBeDisabled();
});

test('an empty filtered report says nothing matches', async () => {
  setup('reports.caseList', '/case-list-reports?state=closed', () => runResult([]));
  expect(await screen.findByRole('heading', { name: 'Nothing matches these filters' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
});

test('the expiry risk report shows the processing times; an admin edits one (checked, dated, with its source)', async () => {
  const { api } = setup('reports.expiryRisk', '/expiry-risk-report', () => runResult([], { reportId: 'expiry-risk' }), {
    '/reports/processing-times-update': (p) => ({
      ...processingTimes[0]!,
      ...p,
      custom: true,
      updatedByName: 'Alex Admin',
    }),
  });
  await screen.findByRole('heading', { name: 'Nothing to report yet' });
  await userEvent.click(screen.getByRole('button', { name: 'Processing times' }));
  const dialog = await screen.findByRole('dialog', { name: 'Typical processing times' });
  const table = await within(dialog).findByRole('table', { name: 'Typical processing times' });
  expect(within(table).getByRole('row', { name: /I-485.*300.*Oct 01, 2026.*Set by Alex Admin/ })).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Edit I-129' }));
  const form = within(dialog).getByRole('form', { name: 'Edit I-129' });
  await userEvent.clear(within(form).getByLabelText(/Typical days/));
  await userEvent.type(within(form).getByLabelText(/Typical days/), '0');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('At least 1 day')).toBeInTheDocument();
  expect(within(form).getByText('Say where the figure comes from')).toBeInTheDocument();
  expect(api.payloads('/reports/processing-times-update')).toHaveLength(0);

  await userEvent.clear(within(form).getByLabelText(/Typical days/));
  await userEvent.type(within(form).getByLabelText(/Typical days/), '75');
  await userEvent.clear(within(form).getByLabelText(/As of/));
  await userEvent.type(within(form).getByLabelText(/As of/), '11/01/2026');
  await userEvent.type(within(form).getByLabelText(/Source/), 'USCIS, California Service Center');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(api.lastPayload('/reports/processing-times-update')).toMatchObject({
      form: 'I-129',
      typicalDays: 75,
      premiumDays: 15,
      asOf: '2026-11-01',
      source: 'USCIS, California Service Center',
    }),
  );
  await waitFor(() => expect(within(dialog).queryByRole('form', { name: 'Edit I-129' })).not.toBeInTheDocument());
});

test('staff who are not admins read the processing times without an edit button', async () => {
  setup(
    'reports.expiryRisk',
    '/expiry-risk-report',
    () => runResult([], { reportId: 'expiry-risk' }),
    {},
    ROLE.PARALEGAL,
  );
  await screen.findByRole('heading', { name: 'Nothing to report yet' });
  await userEvent.click(screen.getByRole('button', { name: 'Processing times' }));
  const dialog = await screen.findByRole('dialog', { name: 'Typical processing times' });
  await within(dialog).findByRole('table', { name: 'Typical processing times' });
  expect(within(dialog).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
});
