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
    });
    renderWithServices(<MyTasksPage routeId="comms.myTasks" params={{}} query={new URLSearchParams()} linkToken={null} />, { api, url: '/mytasks' });
    expect(await screen.findByText('Couldn’t load your tasks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
