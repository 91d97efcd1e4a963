import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { createMockApi, renderWithServices } from 'shared/testing';
import TaskDetailsPage from '../pages/TaskDetailsPage';
import { makeTaskDetails, TASK_ID } from './fixtures';

function setup(details = makeTaskDetails()) {
  const comments = [{ id: 'c-1', text: 'Asked HR.', createdBy: 'u-1', createdByName: 'Alex Admin', createdAt: '2026-11-02T12:00:00.000Z' }];
  const api = createMockApi({
    '/todos/details': () => details,
    '/todos/comment-list': () => ({ data: comments, count: comments.length }),
    '/todos/comment': (p) => {
      const c = { id: `c-${comments.length + 1}`, text: String(p.text), createdBy: 'u-1', createdByName: 'Alex Admin', createdAt: '2026-11-03T12:00:00.000Z' };
      comments.push(c);
      return c;
    },
    '/todos/update-status': (p) => ({ ...details, status: p.status }),
    '/reminders/list': () => ({ data: [], count: 0, page: 1, perpage: 50 }),
    '/reminders/save': (p) => ({ id: 'r-1', ...p }),
    '/users/lookup': () => ({ data: [] }),
    '/search/global': () => ({ q: 'x', groups: [], total: 0 }),
  });
  const r = renderWithServices(<TaskDetailsPage routeId="comms.taskDetails" params={{ itemId: TASK_ID }} query={new URLSearchParams()} linkToken={null} />, {
    api,
    url: `/tasks-details/${TASK_ID}`,
  });
  return { ...r, api };
}

describe('/tasks-details/:itemId', () => {
  test('shows the task, overdue label, linked case, comments and history', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Collect pay stubs' })).toBeInTheDocument();
    expect(screen.getByText('Overdue by 3 day(s)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Case: H1B-2026-00042' })).toHaveAttribute('href', '/petition-details/22222222-2222-4222-8222-222222222222');
    expect(await screen.findByText('Asked HR.')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText(/Status changed by Alex Admin/)).toBeInTheDocument();
    expect(within(history).getByText('Open')).toBeInTheDocument();
    expect(within(history).getByText(/In Progress/)).toBeInTheDocument();
  });

  test('comments need text; a comment is sent and shown', async () => {
    const { api } = setup();
    await screen.findByText('Asked HR.');
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByText('Please fill Comment.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'New comment' }), 'Stubs received');
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(api.lastPayload('/todos/comment')).toEqual({ id: TASK_ID, text: 'Stubs received' }));
    expect(await screen.findByText('Stubs received')).toBeInTheDocument();
  });

  test('the status moves through the server; without edit rights there is no Edit or status control', async () => {
    const { api, unmount } = setup();
    await screen.findByRole('heading', { name: 'Collect pay stubs' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move to' }), 'done');
    await waitFor(() => expect(api.lastPayload('/todos/update-status')).toEqual({ id: TASK_ID, status: 'done' }));
    unmount();
    setup(makeTaskDetails({ canEdit: false }));
    await screen.findByRole('heading', { name: 'Collect pay stubs' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Move to' })).toBeNull();
  });

  test('a reminder on the task: a past or missing date is refused in the form', async () => {
    const { api } = setup();
    await screen.findByRole('heading', { name: 'Collect pay stubs' });
    await userEvent.click(screen.getByRole('button', { name: 'Set reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a reminder' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set reminder' }));
    expect(within(dialog).getByText('Please fill Title.')).toBeInTheDocument();
    expect(api.payloads('/reminders/save')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Chase HR');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Date/ }), '12/01/2030');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set reminder' }));
    await waitFor(() => expect(api.lastPayload('/reminders/save')).toMatchObject({ title: 'Chase HR', date: '2030-12-01', time: '09:00', repeat: 'none', recordType: 'task', recordId: TASK_ID }));
  });

  test('a task the user may not see says so', async () => {
    const api = createMockApi({
      '/todos/details': () => {
        throw new ApiError('NOT_FOUND', 'Task not found', 404);
      },
    });
    renderWithServices(<TaskDetailsPage routeId="comms.taskDetails" params={{ itemId: TASK_ID }} query={new URLSearchParams()} linkToken={null} />, { api });
    expect(await screen.findByText('This task does not exist')).toBeInTheDocument();
  });
});
