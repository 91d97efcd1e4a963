import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApi, renderWithServices } from 'shared/testing';
import TasksListPage from '../pages/TasksListPage';
import { makeTask, TASK_ID } from './fixtures';

function setup(url = '/tasks-list') {
  const api = createMockApi({
    '/todos/list': (p) => ({ data: [makeTask(), makeTask({ id: 't-2', title: 'File the LCA', status: 'done', overdueDays: null, link: null, priority: 'low' })], count: 2, page: p.page, perpage: p.perpage, today: '2026-11-22' }),
    '/todos/create': (p) => ({ ...makeTask({ id: 'new-task', title: String(p.title) }), history: [], canEdit: true }),
    '/todos/details': () => ({ ...makeTask({ id: 'new-task' }), history: [], canEdit: true }),
    '/todos/comment-list': () => ({ data: [], count: 0 }),
    '/reminders/list': () => ({ data: [], count: 0, page: 1, perpage: 50 }),
    '/users/lookup': () => ({ data: [{ id: 'u-2', name: 'Pat Paralegal', roleId: 8 }] }),
    '/search/global': () => ({ q: 'x', groups: [], total: 0 }),
  });
  const r = renderWithServices(<TasksListPage routeId="comms.tasks" params={{}} query={new URLSearchParams()} linkToken={null} />, { api, url });
  return { ...r, api };
}

describe('/tasks-list', () => {
  test('lists the tasks with due / overdue, linked record, priority and status; server paging and sort', async () => {
    const { api } = setup();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Collect pay stubs')).toBeInTheDocument();
    expect(within(table).getByText('Nov 19, 2026 · Overdue by 3 day(s)')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Case: H1B-2026-00042' })).toBeInTheDocument();
    expect(api.lastPayload('/todos/list')).toMatchObject({ scope: 'all', page: 1, perpage: 25, sort: 'dueDate', order: 1, matcher: {} });
  });

  test('filters (status, assignee me, overdue), search and the due range go to the server', async () => {
    const r = setup();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'in_progress');
    await waitFor(() => expect(r.api.lastPayload('/todos/list')).toMatchObject({ matcher: { statuses: ['in_progress'] } }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'me');
    await waitFor(() => expect(r.api.lastPayload('/todos/list')).toMatchObject({ matcher: { statuses: ['in_progress'], assigneeIds: ['u-1'] } }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Due' }), 'overdue');
    await waitFor(() => expect(r.api.lastPayload('/todos/list')).toMatchObject({ matcher: { overdue: true } }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Due from' }), '12/01/2026{Enter}');
    await waitFor(() => expect(r.api.lastPayload('/todos/list')).toMatchObject({ matcher: { dueFrom: '2026-12-01' } }));
    expect(r.location()).toContain('dueFrom=2026-12-01');
  });

  test('a new task needs a title; created, it opens its details', async () => {
    const r = setup();
    await screen.findByRole('table');
    await userEvent.click(screen.getAllByRole('button', { name: 'New task' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(within(dialog).getByText('Please fill Title.')).toBeInTheDocument();
    expect(r.api.payloads('/todos/create')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Book the courier');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'urgent');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Due date' }), '12/05/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(r.api.lastPayload('/todos/create')).toMatchObject({ title: 'Book the courier', priority: 'urgent', dueDate: '2026-12-05', status: 'open', assigneeId: null, recordType: null, recordId: null }));
    await waitFor(() => expect(r.location()).toBe('/tasks-details/new-task'));
  });

  test('one record\'s tasks from the URL (?record=case&linkId=…), and back to all', async () => {
    const r = setup('/tasks-list?record=case&linkId=c-9');
    await screen.findByRole('table');
    expect(r.api.lastPayload('/todos/list')).toMatchObject({ matcher: { linkType: 'case', linkId: 'c-9' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(r.api.lastPayload('/todos/list')).toMatchObject({ matcher: { linkType: 'case' } }));
    expect(r.api.lastPayload('/todos/list')!.matcher).not.toHaveProperty('linkId');
  });

  test('a row opens its details', async () => {
    const r = setup();
    await userEvent.click(await screen.findByText('Collect pay stubs'));
    expect(r.location()).toBe(`/tasks-details/${TASK_ID}`);
  });
});
