import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCaseNote } from 'shared/contract';
import { createMockApi, renderWithServices } from 'shared/testing';
import { NotesPanel } from '../components/NotesPanel';

const CASE_ID = '55555555-5555-4555-8555-555555555555';
const note = (over: Partial<TCaseNote>): TCaseNote => ({
  id: 'n-1',
  petitionId: CASE_ID,
  text: 'Text',
  internal: true,
  private: false,
  createdBy: 'u-1',
  createdByName: 'Alex Admin',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: null,
  ...over,
});

describe('case Notes tab (the same notes as /notes-list)', () => {
  test('marks private and internal notes, links each to its details, and writes with the chosen visibility', async () => {
    const api = createMockApi({
      '/petition/note-list': () => ({
        data: [note({ id: 'n-1', text: 'Only mine', private: true }), note({ id: 'n-2', text: 'Team remark', updatedAt: '2026-11-02T10:00:00.000Z' }), note({ id: 'n-3', text: 'For the client', internal: false })],
        count: 3,
      }),
      '/petition/note-add': (p) => note({ id: 'n-4', text: String(p.text) }),
    });
    renderWithServices(<NotesPanel petitionId={CASE_ID} isStaff mode="notes" />, { api });
    expect(await screen.findByText('Only mine')).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.getAllByText('Internal')).toHaveLength(1);
    expect(screen.getByText('· edited')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Details and history' })[0]).toHaveAttribute('href', '/notes-details/n-1');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who sees it' }), 'private');
    await userEvent.type(screen.getByRole('textbox', { name: 'New note' }), 'A private thought');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(api.lastPayload('/petition/note-add')).toEqual({ petitionId: CASE_ID, text: 'A private thought', internal: true, private: true }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who sees it' }), 'client');
    await userEvent.type(screen.getByRole('textbox', { name: 'New note' }), 'Shared');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(api.lastPayload('/petition/note-add')).toEqual({ petitionId: CASE_ID, text: 'Shared', internal: false, private: false }));
  });

  test('a client has no visibility choice and no details link', async () => {
    const api = createMockApi({ '/petition/note-list': () => ({ data: [note({ text: 'For the client', internal: false })], count: 1 }) });
    renderWithServices(<NotesPanel petitionId={CASE_ID} isStaff={false} mode="notes" />, { api });
    expect(await screen.findByText('For the client')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Who sees it' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Details and history' })).toBeNull();
  });
});
