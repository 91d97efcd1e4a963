import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApi, renderWithServices } from 'shared/testing';
import MyTasksPage from '../pages/MyTasksPage';
import { CASE_ID, makeTask } from './fixtures';

const page = (n: number) =>
  Array.from({ length: n }, (_, i) => makeTask({ id: `t-${i}`, title: `Task ${i}`, overdueDays: i === 0 ? 3 : null, dueDate: i === 0 ? '2026-11-19' : '2026-12-20' }));

function setup(rows = page(15), count = 17) {
  const api = createMockApi({
    '/todos/list': (p) => ({ data: (p.page === 2 ? page(2) : rows), count, page: p.page, perpage: p.perpage, today: '2026-11-22' }),
    '/reminders/list': () => ({
      data: [
        {
          id: 'r-1', title: 'Chase HR', note: '', date: '2030-01-15', time: '09:00', timezone: 'UTC', nextAt: '2030-01-15T09:00:00.000Z', repeat: 'weekly', status: 'active',
          recordType: null, recordId: null, recordLabel: null, recipientUserIds: ['u-1'], recipientNames: ['Alex Admin'], recipientEmails: [],
          createdBy: 'u-1', createdByName: 'Alex Admin', createdAt: '2026-11-01T10:00:00.000Z', lastSentAt: null, sentCount: 0, mine: true,
        },
      ],
      count: 1, page: 1, perpage: 10,
    }),
  });
  const r = renderWithServices(<MyTasksPage routeId="comms.myTasks" params={{}} query={new URLSearchParams()} linkToken={null} />, { api, url: '/mytasks' });
  return { ...r, api };
}

describe('/mytasks', () => {
  test('asks for my tasks 15 a page (SPEC §9), shows overdue days and the 40-character description', async () => {
    const { api } = setup();
    expect(await screen.findAllByTestId('task-row')).toHaveLength(15);
    expect(api.lastPayload('/todos/list')).toMatchObject({ scope: 'mine', page: 1, perpage: 15, sort: 'dueDate', matcher: { statuses: ['open', 'in_progress'] } });
    expect(screen.getByText('Nov 19, 2026 · Overdue by 3 day(s)')).toBeInTheDocument();
    expect(screen.getAllByText('Ask HR for the last three months of pay ....')[0]).toBeInTheDocument();
    expect(screen.getByText('1–15 of 17')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Chase HR' })).toHaveAttribute('href', '/reminder-activity?action=view&reminderId=r-1&userId=u-1');
    expect(api.lastPayload('/reminders/list')).toEqual({ matcher: { statuses: ['active', 'snoozed'] }, perpage: 10, order: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.lastPayload('/todos/list')).toMatchObject({ page: 2 }));
    expect(await screen.findByText('16–17 of 17')).toBeInTheDocument();
  });

  test('a workflow step opens its case; search and "show done" go to the server', async () => {
    const r = setup([makeTask({ id: `${CASE_ID}:COLLECT_EVIDENCE`, kind: 'workflow', title: 'Collect Evidence', description: '', assigneeId: null, assigneeName: null })], 1);
    const link = await screen.findByRole('link', { name: 'Collect Evidence' });
    expect(link).toHaveAttribute('href', `/petition-details/${CASE_ID}`);
    expect(screen.getByText(/Workflow step/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search my tasks' }), 'evidence{Enter}');
    await waitFor(() => expect(r.api.lastPayload('/todos/list')).toMatchObject({ matcher: { search: 'evidence' } }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show done tasks' }));
    await waitFor(() => expect(r.api.lastPayload('/todos/list')).toEqual(expect.objectContaining({ matcher: { search: 'evidence' } })));
  });

  test('empty and error states', async () => {
    setup([], 0);
    expect(await screen.findByText('Nothing waiting on you')).toBeInTheDocument();
  });

  test('an error offers a retry', async () => {
    const api = createMockApi({
      '/todos/list': () => {
        throw new Error('Database unavailable');
      },
      '/reminders/list': () => ({ data: [], count: 0, page: 1, perpage: 10 }),
    });
    renderWithServices(<MyTasksPage routeId="comms.myTasks" params={{}} query={new URLSearchParams()} linkToken={null} />, { api, url: '/mytasks' });
    expect(await screen.findByText('Couldn’t load your tasks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
