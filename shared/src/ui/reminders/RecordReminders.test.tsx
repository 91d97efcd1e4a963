/** @jest-environment ../scripts/jest/jsdom-env.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../client';
import { REMINDER_MESSAGES, type TReminderItem } from '../../contract';
import { ROLE } from '../../domain';
import { createMockApi, makeSessionUser, renderWithServices } from '../../testing';
import { isPastLocal, RecordReminders } from './RecordReminders';

const CASE_ID = '11111111-1111-4111-8111-111111111111';
/** The test's clock: 26 Nov 2026, noon, in the machine's zone. */
const NOW = () => new Date(2026, 10, 26, 12, 0, 0);

const reminder = (over: Partial<TReminderItem> = {}): TReminderItem => ({
  id: 'r-1',
  title: 'Call the client about the RFE',
  note: '',
  date: '2026-11-30',
  time: '09:00',
  timezone: 'America/New_York',
  nextAt: '2026-11-30T14:00:00.000Z',
  repeat: 'none',
  status: 'active',
  recordType: 'case',
  recordId: CASE_ID,
  recordLabel: 'Case 2026-0012',
  recipientUserIds: ['u-2'],
  recipientNames: ['Paula Paralegal'],
  recipientEmails: [],
  createdBy: 'u-1',
  createdByName: 'Alex Admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSentAt: null,
  sentCount: 0,
  mine: true,
  ...over,
});

jest.setTimeout(20_000);

function setup(roleId: number = ROLE.ADMIN, rows: TReminderItem[] = [reminder(), reminder({ id: 'r-2', title: 'Passport renewal', status: 'snoozed', repeat: 'weekly' }), reminder({ id: 'r-3', title: 'Old filing check', status: 'done' })]) {
  const api = createMockApi({
    '/reminders/list': (p) => ({ data: rows, count: rows.length, page: 1, perpage: Number(p.perpage ?? 25) }),
    '/reminders/save': (p) => reminder({ id: 'r-9', title: String(p.title) }),
    '/users/lookup': () => ({ data: [{ id: 'u-2', name: 'Paula Paralegal' }] }),
  });
  const r = renderWithServices(<RecordReminders recordType="case" recordId={CASE_ID} recordLabel="Case 2026-0012" now={NOW} />, { api, user: makeSessionUser({ roleId }) });
  return { ...r, api };
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Set reminder' }));
  return screen.findByRole('dialog', { name: 'Set a reminder' });
};

test('lists the record’s reminders with their status (active, snoozed, done), asked for this record', async () => {
  const { api } = setup();
  const list = await screen.findByRole('list', { name: 'Reminders on Case 2026-0012' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Call the client about the RFE', 'Passport renewal', 'Old filing check']);
  expect(within(items[0]!).getByText('Active')).toBeInTheDocument();
  expect(within(items[1]!).getByText('Snoozed')).toBeInTheDocument();
  expect(within(items[1]!).getByText(/Weekly/)).toBeInTheDocument();
  expect(within(items[2]!).getByText('Done')).toBeInTheDocument();
  expect(within(items[0]!).getByText('To Paula Paralegal')).toBeInTheDocument();
  expect(api.lastPayload('/reminders/list')).toMatchObject({ matcher: { recordType: 'case', recordId: CASE_ID } });
});

test('a reminder in the past is refused with the contract’s message and nothing is sent', async () => {
  const { api } = setup(ROLE.PARALEGAL, []);
  expect(await screen.findByText('No reminders yet.')).toBeInTheDocument();
  const dialog = await openDialog();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Check receipt');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Date/ }), '11/26/2026');
  await userEvent.clear(within(dialog).getByLabelText(/Time/));
  await userEvent.type(within(dialog).getByLabelText(/Time/), '11:59');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Set reminder' }));
  expect(within(dialog).getByText(REMINDER_MESSAGES.past)).toBeInTheDocument();
  expect(api.lastPayload('/reminders/save')).toBeUndefined();
});

test('sets a reminder on the record: date and time as typed (the zone goes with every call), repeat, colleagues and clients by e-mail', async () => {
  const { api } = setup(ROLE.ADMIN, []);
  const dialog = await openDialog();
  expect(within(dialog).getByText('About: Case 2026-0012')).toBeInTheDocument();
  expect(within(dialog).getByText(`Your time zone: ${Intl.DateTimeFormat().resolvedOptions().timeZone}`)).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Biometrics reminder');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Date/ }), '11/27/2026');
  await userEvent.clear(within(dialog).getByLabelText(/Time/));
  await userEvent.type(within(dialog).getByLabelText(/Time/), '08:30');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Repeat' }), 'daily');
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Add a colleague' }), 'Pau');
  await userEvent.click(await within(dialog).findByRole('option', { name: 'Paula Paralegal' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Clients to e-mail/ }), 'Client@Example.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Set reminder' }));
  await waitFor(() =>
    expect(api.lastPayload('/reminders/save')).toMatchObject({
      title: 'Biometrics reminder',
      date: '2026-11-27',
      time: '08:30',
      repeat: 'daily',
      recordType: 'case',
      recordId: CASE_ID,
      recipientUserIds: ['u-2'],
      recipientEmails: ['client@example.com'],
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set a reminder' })).not.toBeInTheDocument());
});

test('the server’s refusal shows in the dialog', async () => {
  const { api } = setup(ROLE.ADMIN, []);
  api.on('/reminders/save', () => {
    throw new ApiError('VALIDATION', REMINDER_MESSAGES.past, 422);
  });
  const dialog = await openDialog();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Late one');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Date/ }), '11/28/2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Set reminder' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(REMINDER_MESSAGES.past);
});

test('clients get no reminder block and no call', async () => {
  const { api } = setup(ROLE.BENEFICIARY);
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByRole('button', { name: 'Set reminder' })).not.toBeInTheDocument();
  expect(api.payloads('/reminders/list')).toEqual([]);
});

test('isPastLocal compares the local date and time with the clock', () => {
  expect(isPastLocal('2026-11-26', '12:00', NOW())).toBe(true);
  expect(isPastLocal('2026-11-26', '12:01', NOW())).toBe(false);
  expect(isPastLocal('2026-11-25', '23:59', NOW())).toBe(true);
});
