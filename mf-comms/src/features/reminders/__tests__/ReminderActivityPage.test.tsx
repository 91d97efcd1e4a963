import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TReminderItem } from 'shared/contract';
import { createMockApi, renderWithServices } from 'shared/testing';
import ReminderActivityPage from '../pages/ReminderActivityPage';

const R_ID = '44444444-4444-4444-8444-444444444444';
const reminder = (over: Partial<TReminderItem> = {}): TReminderItem => ({
  id: R_ID,
  title: 'Call the petitioner',
  note: 'About the pay stubs',
  date: '2030-01-15',
  time: '09:00',
  timezone: 'America/New_York',
  nextAt: '2030-01-16T14:00:00.000Z',
  repeat: 'daily',
  status: 'active',
  recordType: 'case',
  recordId: 'c-1',
  recordLabel: 'H1B-2026-00042',
  recipientUserIds: ['u-1'],
  recipientNames: ['Alex Admin'],
  recipientEmails: ['client@example.test'],
  createdBy: 'u-2',
  createdByName: 'Pat Paralegal',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSentAt: '2030-01-15T14:00:00.000Z',
  sentCount: 1,
  mine: false,
  ...over,
});

function setup(r = reminder(), url = `/reminder-activity?action=view&reminderId=${R_ID}&userId=u-1`) {
  const api = createMockApi({
    '/reminders/details': () => r,
    '/reminders/update-status': (p) => ({ ...r, status: p.status }),
  });
  const query = new URL(`http://x${url}`).searchParams;
  const out = renderWithServices(<ReminderActivityPage routeId="comms.reminderActivity" params={{}} query={query} linkToken={null} />, { api, url });
  return { ...out, api };
}

describe('/reminder-activity (the reminder deep link)', () => {
  test('loads the reminder of the link and shows it', async () => {
    const { api } = setup();
    expect(await screen.findByRole('heading', { name: 'Call the petitioner' })).toBeInTheDocument();
    expect(api.lastPayload('/reminders/details')).toEqual({ id: R_ID });
    expect(screen.getByRole('link', { name: 'Case: H1B-2026-00042' })).toBeInTheDocument();
    expect(screen.getByText('Daily')).toBeInTheDocument();
    expect(screen.getByText('Alex Admin, client@example.test')).toBeInTheDocument();
  });

  test('snooze and done (done asks first)', async () => {
    const { api } = setup();
    await screen.findByRole('heading', { name: 'Call the petitioner' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Snooze for' }), '1440');
    await userEvent.click(screen.getByRole('button', { name: 'Snooze' }));
    await waitFor(() => expect(api.lastPayload('/reminders/update-status')).toEqual({ id: R_ID, status: 'snoozed', snoozeMinutes: 1440 }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark the reminder done?' });
    expect(dialog).toHaveTextContent('It repeats');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(api.lastPayload('/reminders/update-status')).toEqual({ id: R_ID, status: 'done' }));
  });

  test('a reminder the user may not see, or a link without a reminder', async () => {
    const api = createMockApi({
      '/reminders/details': () => {
        throw new ApiError('NOT_FOUND', 'Reminder not found', 404);
      },
    });
    const q = new URLSearchParams({ action: 'view', reminderId: R_ID, userId: 'u-9' });
    const r = renderWithServices(<ReminderActivityPage routeId="comms.reminderActivity" params={{}} query={q} linkToken={null} />, { api });
    expect(await screen.findByText('This reminder does not exist')).toBeInTheDocument();
    r.unmount();
    renderWithServices(<ReminderActivityPage routeId="comms.reminderActivity" params={{}} query={new URLSearchParams()} linkToken={null} />, { api: createMockApi() });
    expect(screen.getByText('No reminder chosen')).toBeInTheDocument();
  });
});
