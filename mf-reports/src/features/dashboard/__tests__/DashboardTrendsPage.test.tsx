import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TTrendsResult } from 'shared/contract';
import { ROLE } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import DashboardTrendsPage from '../../../pages/DashboardTrendsPage';

const props = { routeId: 'dashboard.v2', params: {}, query: new URLSearchParams(), linkToken: null };

const TRENDS: TTrendsResult = {
  from: '2026-01',
  to: '2026-03',
  computedAt: '2026-03-05T14:07:00.000Z',
  months: [
    { month: '2026-01', opened: 4, closed: 1, approved: 1 },
    { month: '2026-02', opened: 2, closed: 3, approved: 2 },
    { month: '2026-03', opened: 0, closed: 0, approved: 0 },
  ],
  outcomesByType: [
    {
      typeId: 1,
      typeName: 'H-1B',
      decided: 4,
      approved: 3,
      rfe: 1,
      denied: 0,
      approvalRate: 0.75,
      rfeRate: 0.25,
      denialRate: 0,
    },
  ],
  stepDurations: [{ code: 'attorney_review', label: 'Attorney Review', completed: 2, avgDays: 3.25 }],
  workload: [
    { userId: 'u-6', name: 'Ava Attorney', role: 'attorney', open: 5, overdue: 1, dueSoon: 2 },
    { userId: 'u-8', name: 'Pat Paralegal', role: 'paralegal', open: 3, overdue: 0, dueSoon: 1 },
  ],
};

function setup(handler: (p: Record<string, unknown>) => unknown) {
  const api = createMockApi({ '/dashboard/trends': handler });
  return renderWithServices(<DashboardTrendsPage {...props} />, { api, url: '/dashboard-v2', user: makeSessionUser() });
}

// Many user-event steps per test: a loaded CI machine needs more than jest's 5 s.
jest.setTimeout(30_000);

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as never;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const figure = (name: string) => screen.getByRole('figure', { name });

test('four trend charts, each with its data as a table on request', async () => {
  const { api } = setup(() => TRENDS);
  expect(await screen.findByText(/^Jan 2026 – Mar 2026: 6 case\(s\) opened, 4 closed\. Counted /)).toHaveAttribute(
    'role',
    'status',
  );
  expect(api.lastPayload('/dashboard/trends')).toEqual({});

  const months = figure('Cases opened, closed and approved per month');
  expect(
    await within(months).findByRole('img', {
      name: /^Line chart: Cases opened, closed and approved per month\. 3 categories; series Opened, Closed, Approved\.$/,
    }),
  ).toBeInTheDocument();
  await userEvent.click(within(months).getByRole('button', { name: 'Show data table' }));
  const monthTable = within(months).getByRole('table');
  expect(within(monthTable).getByRole('row', { name: 'Feb 2026 2 3 2' })).toBeInTheDocument();
  expect(within(months).queryByRole('img')).not.toBeInTheDocument();
  expect(within(months).getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-pressed', 'true');

  const outcomes = figure('Approval, RFE and denial rates by case type');
  await userEvent.click(within(outcomes).getByRole('button', { name: 'Show data table' }));
  expect(within(outcomes).getByRole('row', { name: 'H-1B (4 decided) 75% 25% 0%' })).toBeInTheDocument();

  const steps = figure('Average days in each workflow step');
  await userEvent.click(within(steps).getByRole('button', { name: 'Show data table' }));
  expect(within(steps).getByRole('row', { name: 'Attorney Review (2 completed) 3.3 days' })).toBeInTheDocument();

  const workload = figure('Workload by attorney and paralegal');
  await userEvent.click(within(workload).getByRole('button', { name: 'Show data table' }));
  expect(within(workload).getByRole('row', { name: 'Ava Attorney (Attorney) 5 1 2' })).toBeInTheDocument();
  expect(within(workload).getByRole('row', { name: 'Pat Paralegal (Paralegal) 3 0 1' })).toBeInTheDocument();
});

test('the month range goes to the server; a bad or reversed range is refused with a message', async () => {
  const { api } = setup(() => TRENDS);
  await screen.findByText(/case\(s\) opened/);
  await userEvent.type(screen.getByLabelText('From month'), '05/2026');
  await userEvent.type(screen.getByLabelText('To month'), '02/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Apply range' }));
  expect(await screen.findByText('The last month is before the first month.')).toBeInTheDocument();
  expect(api.payloads('/dashboard/trends')).toHaveLength(1);

  await userEvent.clear(screen.getByLabelText('From month'));
  await userEvent.type(screen.getByLabelText('From month'), '2026-01');
  await userEvent.click(screen.getByRole('button', { name: 'Apply range' }));
  expect(await screen.findByText('Enter a month as MM/YYYY.')).toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText('From month'));
  await userEvent.type(screen.getByLabelText('From month'), '01/2022');
  await userEvent.click(screen.getByRole('button', { name: 'Apply range' }));
  expect(await screen.findByText('Trends cover at most 36 months.')).toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText('From month'));
  await userEvent.type(screen.getByLabelText('From month'), '11/2025');
  await userEvent.click(screen.getByRole('button', { name: 'Apply range' }));
  await waitFor(() => expect(api.lastPayload('/dashboard/trends')).toEqual({ from: '2025-11', to: '2026-02' }));
  await userEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
  await waitFor(() => expect(api.lastPayload('/dashboard/trends')).toEqual({}));
});

test('empty trends say what is missing; an error offers a retry', async () => {
  let fail = true;
  setup(() => {
    if (fail) throw new ApiError('INTERNAL', 'Something went wrong. Please try again later', 500);
    return { ...TRENDS, months: [], outcomesByType: [], stepDurations: [], workload: [] };
  });
  expect(await screen.findByText('Something went wrong. Please try again later')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
  expect(await screen.findByText('No case was decided in this range.')).toBeInTheDocument();
  expect(screen.getByText('No workflow step was completed in this range.')).toBeInTheDocument();
  expect(screen.getByText('No open case is assigned to an attorney or paralegal.')).toBeInTheDocument();
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();
});

test('platform staff (no firm) get a note and no trends call', async () => {
  const api = createMockApi({});
  renderWithServices(<DashboardTrendsPage {...props} />, {
    api,
    url: '/dashboard-v2',
    user: makeSessionUser({ roleId: ROLE.PLATFORM_OPERATOR }),
  });
  expect(await screen.findByText('No firm trends for platform users')).toBeInTheDocument();
  expect(api.payloads('/dashboard/trends')).toHaveLength(0);
});
