import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TDashboard, TLayoutItem } from 'shared/contract';
import { ROLE, type DashboardWidgetKey } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import DashboardPage from '../../../pages/DashboardPage';
import { caseId, countsData, dashboard, item, listData, row, stats } from './fixtures';

const props = { routeId: 'dashboard', params: {}, query: new URLSearchParams(), linkToken: null };
const ALL: DashboardWidgetKey[] = ['actions', 'deadlines', 'cases-by-status', 'current-status', 'clients'];

type Handler = (p: Record<string, unknown>) => unknown;

/** Layout rows as dnd-kit measures them in a browser: each grid cell 200 px below the previous one. */
function layoutRects() {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const cell = this.closest('[data-grid-index]');
    const top = cell ? Number(cell.getAttribute('data-grid-index')) * 200 : 0;
    return { x: 0, y: top, top, left: 0, width: 300, height: 180, right: 300, bottom: top + 180, toJSON: () => ({}) };
  };
  Element.prototype.scrollIntoView = jest.fn();
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}

function setup(initial: TDashboard, getStats: Handler, extra: Record<string, Handler> = {}) {
  let current = initial;
  const api = createMockApi({
    '/dashboard': () => current,
    '/dashboard/get-stats': getStats,
    '/dashboard/save-layout': (p) => {
      current = { ...current, layout: p.items as TLayoutItem[], custom: true };
      return current;
    },
    '/dashboard/reset-layout': () => initial,
    ...extra,
  });
  const view = renderWithServices(<DashboardPage {...props} />, {
    api,
    url: '/dashboard',
    user: makeSessionUser(),
  });
  return { ...view, stored: () => current };
}

const defaultStats: Handler = (p) => {
  switch (p.widget) {
    case 'deadlines':
      return stats('deadlines', listData([row(1, { meta: 'Overdue by 3 day(s)', tone: 'danger' }), row(2)]));
    case 'cases-by-status':
      return stats(
        'cases-by-status',
        countsData([
          { key: '6', label: 'Attorney Review', count: 7, path: '/cases?status=6' },
          { key: '22', label: 'Case Approved', count: 3 },
        ]),
      );
    case 'current-status':
      return stats('current-status', listData([]));
    default:
      return stats(p.widget as DashboardWidgetKey, listData([row(9)]));
  }
};

const keys = (api: ReturnType<typeof createMockApi>) =>
  (api.lastPayload('/dashboard/save-layout')?.items as TLayoutItem[] | undefined)?.map((i) => i.key);

// Many user-event steps per test: a loaded CI machine needs more than jest's 5 s.
jest.setTimeout(30_000);

beforeAll(() => {
  // jsdom has no canvas: chart.js gets no context and draws nothing (the canvas element stays).
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as never;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('shows the widgets of the layout in order, list rows that open their record, counts, and empty widgets', async () => {
  const { api } = setup(
    dashboard([item('deadlines'), item('cases-by-status'), item('current-status', { size: 'XL' })], ALL),
    defaultStats,
  );
  const grid = await screen.findByRole('list', { name: 'Dashboard widgets' });
  const titles = within(grid)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
  expect(titles).toEqual(['Deadlines', 'Cases by Status', 'Current Status of Cases']);

  const deadlines = screen.getByRole('region', { name: 'Deadlines' });
  const rows = await within(deadlines).findByRole('list', { name: 'Deadlines rows' });
  expect(within(rows).getByRole('link', { name: 'H1B-2026-00001' })).toHaveAttribute(
    'href',
    `/petition-details/${caseId(1)}`,
  );
  expect(within(rows).getByText('Overdue by 3 day(s)')).toBeInTheDocument();
  expect(within(rows).getAllByText('Deadline: Mar 05, 2026')).toHaveLength(2);

  const byStatus = screen.getByRole('region', { name: 'Cases by Status' });
  const table = await within(byStatus).findByRole('table', { name: 'Cases by Status counts' });
  expect(within(table).getByRole('link', { name: 'Attorney Review' })).toHaveAttribute('href', '/cases?status=6');
  expect(within(table).getByRole('row', { name: 'Case Approved 3' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'Total 10' })).toBeInTheDocument();

  const current = screen.getByRole('region', { name: 'Current Status of Cases' });
  expect(await within(current).findByText('Nothing to show yet')).toBeInTheDocument();
  expect(current.closest('li')).toHaveAttribute('data-size', 'XL');

  expect(
    api
      .payloads('/dashboard/get-stats')
      .map((p) => p.widget)
      .sort(),
  ).toEqual(['cases-by-status', 'current-status', 'deadlines']);
  expect(api.lastPayload('/dashboard/get-stats')).toMatchObject({ filters: { pageSize: 25 }, page: 1 });
  // Only a counting widget has the LIST/CHART switch.
  expect(within(deadlines).queryByRole('group', { name: 'Deadlines view' })).not.toBeInTheDocument();
});

test('a counting widget switches LIST ↔ CHART, the chart is lazy-loaded and the view is saved', async () => {
  const { api, stored } = setup(dashboard([item('cases-by-status')], ALL), defaultStats);
  const widget = await screen.findByRole('region', { name: 'Cases by Status' });
  await within(widget).findByRole('table', { name: 'Cases by Status counts' });
  const switcher = within(widget).getByRole('group', { name: 'Cases by Status view' });
  expect(within(switcher).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(within(switcher).getByRole('button', { name: 'Chart' }));
  const chart = await within(widget).findByRole('img', { name: /^Bar chart: Cases by Status\. 2 categories/ });
  expect(chart.tagName).toBe('CANVAS');
  expect(within(widget).queryByRole('table')).not.toBeInTheDocument();
  await waitFor(() => expect(stored().layout[0]?.view).toBe('CHART'));
  expect(api.lastPayload('/dashboard/save-layout')).toEqual({
    items: [{ key: 'cases-by-status', size: 'M', view: 'CHART', filters: { pageSize: 25 } }],
  });

  await userEvent.click(within(switcher).getByRole('button', { name: 'List' }));
  expect(await within(widget).findByRole('table', { name: 'Cases by Status counts' })).toBeInTheDocument();
  await waitFor(() => expect(stored().layout[0]?.view).toBe('LIST'));
});

const BRANCH = '60000000-0000-4000-8000-000000000001';

/** Opens a check-list filter of the form, ticks `options`, closes it with Escape. */
async function pickChecks(form: HTMLElement, label: string, options: string[]) {
  await userEvent.click(within(form).getByRole('button', { name: new RegExp(`^${label} `) }));
  const group = within(form).getByRole('group', { name: label });
  for (const o of options) await userEvent.click(within(group).getByRole('checkbox', { name: o }));
  await userEvent.keyboard('{Escape}');
}

test('filters come from the registry, are checked, asked of the server and saved with the layout', async () => {
  const { api, stored } = setup(
    dashboard([item('deadlines')], ALL, false, { branches: [{ id: BRANCH, name: 'Boston' }], petitioners: [] }),
    defaultStats,
  );
  const widget = await screen.findByRole('region', { name: 'Deadlines' });
  await within(widget).findByRole('list', { name: 'Deadlines rows' });
  await userEvent.click(within(widget).getByRole('button', { name: 'Deadlines filters' }));
  const form = within(widget).getByRole('form', { name: 'Deadlines filters' });
  // Deadlines has a due range but no created range (registry).
  expect(within(form).queryByLabelText('Created from')).not.toBeInTheDocument();
  expect(within(form).getByLabelText('Sort by')).toHaveDisplayValue('Deadline');

  // The id filters are multi-select check lists: two statuses, a type, and the branch by keyboard.
  await pickChecks(form, 'Case type', ['H-1B']);
  await pickChecks(form, 'Status', ['Attorney Review', 'In Process']);
  within(form).getByRole('button', { name: /^Branch / }).focus();
  await userEvent.keyboard('{Enter}');
  expect(within(form).getByRole('checkbox', { name: 'Boston' })).toHaveFocus();
  await userEvent.keyboard(' ');
  await userEvent.keyboard('{Escape}');
  expect(within(form).getByRole('button', { name: 'Branch Boston' })).toHaveFocus();
  expect(within(form).getByRole('button', { name: 'Status 2 selected' })).toBeInTheDocument();
  // No petitioner the user may see: no petitioner filter.
  expect(within(form).queryByLabelText('Petitioner')).not.toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Due from'), '04/01/2026');
  await userEvent.type(within(form).getByLabelText('Due to'), '03/01/2026');
  await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
  expect(await within(form).findByText('The end of the due date range is before its start.')).toBeInTheDocument();
  expect(api.payloads('/dashboard/save-layout')).toHaveLength(0);

  await userEvent.clear(within(form).getByLabelText('Due to'));
  await userEvent.type(within(form).getByLabelText('Due to'), '04/30/2026');
  await userEvent.selectOptions(within(form).getByLabelText('Order'), 'Descending');
  await userEvent.selectOptions(within(form).getByLabelText('Page size'), '100');
  await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));

  const expected = {
    pageSize: 100,
    typeIds: [1],
    statusIds: [6, 3],
    branchIds: [BRANCH],
    dueFrom: '2026-04-01',
    dueTo: '2026-04-30',
    sortPath: 'deadlineDate',
    sortOrder: -1,
  };
  await waitFor(() => expect(stored().layout[0]?.filters).toEqual(expected));
  await waitFor(() =>
    expect(api.lastPayload('/dashboard/get-stats')).toEqual({ widget: 'deadlines', filters: expected, page: 1 }),
  );
  expect(within(widget).getByRole('button', { name: 'Deadlines filters (4)' })).toBeInTheDocument();
});

test('arrange mode: add an offered widget, resize one, remove one after confirming', async () => {
  const { api } = setup(dashboard([item('deadlines'), item('cases-by-status')], ALL), defaultStats);
  await screen.findByRole('region', { name: 'Deadlines' });
  expect(screen.queryByRole('button', { name: 'Add widget' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Arrange dashboard' }));

  await userEvent.click(screen.getByRole('button', { name: 'Add widget' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a widget' });
  // Only what the api offers and is not placed yet.
  expect(
    within(dialog)
      .getAllByRole('button', { name: /^Add / })
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Add Actions', 'Add Current Status of Cases', 'Add Clients']);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Clients' }));
  expect(await screen.findByRole('region', { name: 'Clients' })).toBeInTheDocument();
  await waitFor(() => expect(keys(api)).toEqual(['clients', 'deadlines', 'cases-by-status']));
  expect((api.lastPayload('/dashboard/save-layout')?.items as TLayoutItem[])[0]).toEqual({
    key: 'clients',
    size: 'M',
    view: 'LIST',
    filters: { pageSize: 25, sortPath: 'count', sortOrder: -1 },
  });

  await userEvent.selectOptions(screen.getByLabelText('Width of Deadlines'), 'Full width');
  await waitFor(() =>
    expect((api.lastPayload('/dashboard/save-layout')?.items as TLayoutItem[])[1]).toMatchObject({
      key: 'deadlines',
      size: 'XL',
    }),
  );
  expect(screen.getByRole('region', { name: 'Deadlines' }).closest('li')).toHaveAttribute('data-size', 'XL');

  const saves = api.payloads('/dashboard/save-layout').length;
  await userEvent.click(screen.getByRole('button', { name: 'Remove Cases by Status' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Remove widget?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(api.payloads('/dashboard/save-layout')).toHaveLength(saves);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Cases by Status' }));
  await userEvent.click(
    within(screen.getByRole('alertdialog', { name: 'Remove widget?' })).getByRole('button', { name: 'Remove' }),
  );
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Cases by Status' })).not.toBeInTheDocument());
  await waitFor(() => expect(keys(api)).toEqual(['clients', 'deadlines']));

  await userEvent.click(screen.getByRole('button', { name: 'Done arranging' }));
  expect(screen.queryByRole('button', { name: 'Move Deadlines' })).not.toBeInTheDocument();
});

test('arrange mode: a widget moves with the keyboard (Space, arrow, Space) and the order is saved', async () => {
  const restore = layoutRects();
  try {
    const { api } = setup(
      dashboard([item('deadlines'), item('cases-by-status'), item('current-status')], ALL),
      defaultStats,
    );
    await screen.findByRole('region', { name: 'Deadlines' });
    await userEvent.click(screen.getByRole('button', { name: 'Arrange dashboard' }));
    const handle = screen.getByRole('button', { name: 'Move Deadlines' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await act(async () => {
      await userEvent.keyboard('[Space]');
    });
    await waitFor(() => expect(keys(api)).toEqual(['cases-by-status', 'deadlines', 'current-status']));
    const grid = screen.getByRole('list', { name: 'Dashboard widgets' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Cases by Status', 'Deadlines', 'Current Status of Cases']),
    );
    // The live region spoke the drop.
    expect(screen.getByText(/Deadlines dropped at position 2 of 3\./)).toBeInTheDocument();
  } finally {
    restore();
  }
});

test('a failed save shows why and the stored layout comes back', async () => {
  const { api, toasts } = setup(dashboard([item('deadlines'), item('cases-by-status')], ALL), defaultStats, {
    '/dashboard/save-layout': () => {
      throw new ApiError('VALIDATION', 'The Clients widget is not offered to you.', 422);
    },
  });
  await screen.findByRole('region', { name: 'Deadlines' });
  await userEvent.click(screen.getByRole('button', { name: 'Arrange dashboard' }));
  await userEvent.selectOptions(screen.getByLabelText('Width of Deadlines'), 'Small');
  await waitFor(() =>
    expect(toasts.getState().toasts.map((t) => t.message)).toContain('The Clients widget is not offered to you.'),
  );
  await waitFor(() => expect(screen.getByLabelText('Width of Deadlines')).toHaveValue('M'));
  expect(api.payloads('/dashboard').length).toBeGreaterThan(1);
});

test('dashboard error with retry, then a widget error with retry', async () => {
  let failDashboard = true;
  let failStats = true;
  const { api } = setup(
    dashboard([item('deadlines')], ALL),
    (p) => {
      if (failStats) throw new ApiError('INTERNAL', 'Something went wrong. Please try again later', 500);
      return defaultStats(p);
    },
    {
      '/dashboard': () => {
        if (failDashboard) throw new ApiError('INTERNAL', 'The dashboard is not available', 500);
        return dashboard([item('deadlines')], ALL);
      },
    },
  );
  expect(await screen.findByText('The dashboard is not available')).toBeInTheDocument();
  failDashboard = false;
  await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
  const widget = await screen.findByRole('region', { name: 'Deadlines' });
  expect(await within(widget).findByText('Something went wrong. Please try again later')).toBeInTheDocument();
  failStats = false;
  await userEvent.click(within(widget).getByRole('button', { name: /Retry/ }));
  expect(await within(widget).findByRole('list', { name: 'Deadlines rows' })).toBeInTheDocument();
  expect(api.payloads('/dashboard/get-stats').length).toBe(2);
});

test('an empty dashboard offers to add a widget; with nothing offered it says so', async () => {
  setup(dashboard([], ['deadlines']), defaultStats);
  expect(await screen.findByText('Your dashboard has no widgets')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add a widget' }));
  expect(screen.getByRole('dialog', { name: 'Add a widget' })).toBeInTheDocument();
});

test('with no widget offered for the role, the page says so and has nothing to add', async () => {
  setup(dashboard([], []), defaultStats);
  expect(await screen.findByText('No widget is available for your role yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add a widget' })).not.toBeInTheDocument();
});

test('a list widget pages through its rows on the server', async () => {
  const { api } = setup(dashboard([item('actions')], ALL), (p) =>
    stats('actions', listData([row(p.page === 2 ? 26 : 1)], { total: 30, page: Number(p.page), pageSize: 25 })),
  );
  const widget = await screen.findByRole('region', { name: 'Actions' });
  expect(await within(widget).findByText('1–25 of 30')).toBeInTheDocument();
  await userEvent.click(within(widget).getByRole('button', { name: 'Next ›' }));
  expect(await within(widget).findByText('H1B-2026-000026')).toBeInTheDocument();
  expect(within(widget).getByText('26–30 of 30')).toBeInTheDocument();
  expect(api.lastPayload('/dashboard/get-stats')).toMatchObject({ widget: 'actions', page: 2 });
});

test('platform staff (no firm) get a note and no dashboard calls', async () => {
  const api = createMockApi({});
  renderWithServices(<DashboardPage {...props} />, {
    api,
    url: '/dashboard',
    user: makeSessionUser({ roleId: ROLE.PLATFORM_SUPPORT }),
  });
  expect(await screen.findByText('No firm dashboard for platform users')).toBeInTheDocument();
  expect(api.payloads('/dashboard')).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Arrange dashboard' })).not.toBeInTheDocument();
});

test('a list counted past the cap says so and still pages on', async () => {
  const { api } = setup(dashboard([item('actions')], ALL), (p) =>
    stats(
      'actions',
      listData([row(Number(p.page))], { total: 1000, capped: true, page: Number(p.page), pageSize: 25 }),
    ),
  );
  const widget = await screen.findByRole('region', { name: 'Actions' });
  expect(await within(widget).findByText('1–25 of 1,000+')).toBeInTheDocument();
  await userEvent.click(within(widget).getByRole('button', { name: 'Next ›' }));
  expect(await within(widget).findByText('26–50 of 1,000+')).toBeInTheDocument();
  expect(api.lastPayload('/dashboard/get-stats')).toMatchObject({ page: 2 });
});
