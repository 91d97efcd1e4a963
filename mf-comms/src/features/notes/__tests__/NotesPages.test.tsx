import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNoteDetails, TNoteItem } from 'shared/contract';
import { createMockApi, renderWithServices } from 'shared/testing';
import NoteDetailsPage from '../pages/NoteDetailsPage';
import NotesListPage from '../pages/NotesListPage';

const NOTE_ID = '33333333-3333-4333-8333-333333333333';
const note = (over: Partial<TNoteItem> = {}): TNoteItem => ({
  id: NOTE_ID,
  record: { type: 'beneficiary', id: 'b-1', label: 'Ananya Iyer' },
  text: 'Prefers e-mail over phone calls',
  visibility: 'team',
  createdBy: 'u-1',
  createdByName: 'Alex Admin',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: null,
  updatedByName: null,
  mine: true,
  ...over,
});
const details = (over: Partial<TNoteDetails> = {}): TNoteDetails => ({
  ...note(),
  history: [
    { id: 'h-2', action: 'edited', changes: [{ field: 'text', before: 'Prefers e-mail', after: 'Prefers e-mail over phone calls' }], byId: 'u-1', byName: 'Alex Admin', at: '2026-11-02T10:00:00.000Z' },
    { id: 'h-1', action: 'created', changes: [], byId: 'u-1', byName: 'Alex Admin', at: '2026-11-01T10:00:00.000Z' },
  ],
  ...over,
});

describe('/notes-list', () => {
  function setup() {
    const api = createMockApi({
      '/notes/list': (p) => ({ data: [note(), note({ id: 'n-2', text: 'Only mine', visibility: 'private', record: { type: 'case', id: 'c-1', label: 'H1B-2026-00042' } })], count: 2, page: p.page, perpage: p.perpage }),
      '/search/global': () => ({
        q: 'iy',
        total: 2,
        groups: [
          { kind: 'person', label: 'People', items: [{ kind: 'person', id: 'b-1', title: 'Ananya Iyer', path: '/beneficiaries-details/b-1', rank: 1 }] },
          { kind: 'case', label: 'Cases', items: [{ kind: 'case', id: 'c-1', title: 'H1B-2026-00042', path: '/petition-details/c-1', rank: 1 }] },
        ],
      }),
      '/notes/create': (p) => ({ ...note({ id: 'new-note', text: String(p.text) }), history: [] }),
    });
    const r = renderWithServices(<NotesListPage routeId="comms.notes" params={{}} query={new URLSearchParams()} linkToken={null} />, { api, url: '/notes-list' });
    return { ...r, api };
  }

  test('lists notes with their record, author and visibility; newest first from the server', async () => {
    const { api } = setup();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Prefers e-mail over phone calls')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Beneficiary: Ananya Iyer' })).toHaveAttribute('href', '/beneficiaries-details/b-1');
    expect(within(table).getByText('Private (only me)')).toBeInTheDocument();
    expect(api.lastPayload('/notes/list')).toMatchObject({ page: 1, perpage: 25, sort: 'createdAt', order: -1, matcher: {} });
  });

  test('record type, visibility, author, search and date filters go to the server', async () => {
    const r = setup();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Record' }), 'case');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Shared' }), 'private');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Author' }), 'me');
    await waitFor(() => expect(r.api.lastPayload('/notes/list')).toMatchObject({ matcher: { recordType: 'case', visibility: 'private', authorIds: ['u-1'] } }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Written to' }), '11/30/2026{Enter}');
    await waitFor(() => expect(r.api.lastPayload('/notes/list')).toMatchObject({ matcher: { to: '2026-11-30' } }));
    await userEvent.click(screen.getByText('Prefers e-mail over phone calls'));
    expect(r.location()).toBe(`/notes-details/${NOTE_ID}`);
  });

  test('a new note needs a record and text; it is written on the chosen beneficiary (no client sharing for people)', async () => {
    const r = setup();
    await screen.findByRole('table');
    await userEvent.click(screen.getAllByRole('button', { name: 'New note' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(within(dialog).getByText('Choose the case, beneficiary or petitioner the note is about.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill Note .')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('combobox', { name: /About/ }), 'iy');
    await userEvent.click(await within(dialog).findByRole('option', { name: /Ananya Iyer/ }));
    expect(within(dialog).queryByRole('option', { name: 'Shared with the client' })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Prefers mornings');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(r.api.lastPayload('/notes/create')).toEqual({ recordType: 'beneficiary', recordId: 'b-1', text: 'Prefers mornings', visibility: 'team' }));
    await waitFor(() => expect(r.location()).toBe('/notes-details/new-note'));
  });
});

describe('/notes-details/:itemId', () => {
  function setup(d = details()) {
    const api = createMockApi({
      '/notes/details': () => d,
      '/notes/update': (p) => ({ ...d, text: String(p.text), visibility: p.visibility }),
      '/users/lookup': () => ({ data: [] }),
      '/reminders/save': (p) => ({ id: 'r-1', ...p }),
    });
    const r = renderWithServices(<NoteDetailsPage routeId="comms.noteDetails" params={{ itemId: NOTE_ID }} query={new URLSearchParams()} linkToken={null} />, { api });
    return { ...r, api };
  }

  test('shows the note and its edit history', async () => {
    setup();
    expect(await screen.findByText('Prefers e-mail over phone calls', { selector: 'span' })).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText(/Edited by Alex Admin/)).toBeInTheDocument();
    expect(within(history).getByText('Prefers e-mail')).toBeInTheDocument();
  });

  test('the author edits it (text required; client sharing only offered on case notes)', async () => {
    const { api } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit note' });
    expect(within(form).queryByRole('option', { name: 'Shared with the client' })).toBeNull();
    const box = within(form).getByRole('textbox', { name: /Note/ });
    await userEvent.clear(box);
    await userEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    expect(within(form).getByText('Please fill Note .')).toBeInTheDocument();
    await userEvent.type(box, 'Call after 5 pm');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Shared' }), 'private');
    await userEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(api.lastPayload('/notes/update')).toEqual({ id: NOTE_ID, text: 'Call after 5 pm', visibility: 'private' }));
  });

  test('a reminder on the note’s record', async () => {
    const { api } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Set reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a reminder' });
    expect(within(dialog).getByText('About: Beneficiary: Ananya Iyer')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Ask for the new passport');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Date/ }), '01/10/2031');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Repeat' }), 'monthly');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Clients to e-mail/ }), 'ananya@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set reminder' }));
    await waitFor(() =>
      expect(api.lastPayload('/reminders/save')).toMatchObject({ date: '2031-01-10', repeat: 'monthly', recordType: 'beneficiary', recordId: 'b-1', recipientEmails: ['ananya@example.test'], recipientUserIds: [] }),
    );
  });

  test("someone else's note has no Edit button", async () => {
    setup(details({ mine: false }));
    await screen.findByText('Prefers e-mail over phone calls', { selector: 'span' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
