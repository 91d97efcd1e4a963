import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMessage, makeThread, messageCase, MSG_CASE_ID, MSG_OTHER_CASE_ID } from 'case-kit/testing/messages';
import type { TCommunicationInboxItem } from 'shared/contract';
import { MESSAGE_EVENT } from 'shared/contract';
import { createMockApi, renderWithServices } from 'shared/testing';
import MessagesPage from '../pages/MessagesPage';

const item = (over: Partial<TCommunicationInboxItem> = {}): TCommunicationInboxItem => ({
  case: messageCase(),
  last: makeMessage({ body: 'Please upload the pay stubs.' }),
  unread: 0,
  count: 3,
  ...over,
});

const THREADS = [
  item({ unread: 2, last: makeMessage({ body: 'I uploaded them.', read: false, author: { kind: 'link', userId: null, name: 'Bea Beneficiary', staff: false } }) }),
  item({ case: messageCase({ petitionId: MSG_OTHER_CASE_ID, caseNumber: 'L1A-2026-00007', beneficiaryName: 'Carl Client' }), last: makeMessage({ petitionId: MSG_OTHER_CASE_ID, body: 'Check the wage level.', visibility: 'internal' }) }),
];

function setup(url = '/messages') {
  const api = createMockApi({
    '/communication/inbox': (p) => {
      let rows = THREADS;
      if (p.unread) rows = rows.filter((r) => r.unread > 0);
      if (typeof p.search === 'string') rows = rows.filter((r) => `${r.case.caseNumber} ${r.last.body}`.toLowerCase().includes(String(p.search).toLowerCase()));
      return { data: rows, count: rows.length };
    },
    '/communication/thread': (p) =>
      makeThread([makeMessage({ petitionId: String(p.petitionId), body: 'Thread body shown', visibility: 'shared' })], { case: messageCase({ petitionId: String(p.petitionId) }) }),
    '/communication/user-list': () => ({ data: [] }),
    '/communication/mark-read': () => ({ marked: 0, unread: 0, total: 0 }),
  });
  const r = renderWithServices(<MessagesPage routeId="comms.messages" params={{}} query={new URLSearchParams()} linkToken={null} />, { api, url });
  return { ...r, api };
}

describe('/messages inbox', () => {
  test('lists threads with their last message, unread badge and marker; asks the server for one page', async () => {
    const { api } = setup();
    const rows = await screen.findAllByTestId('inbox-thread');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAccessibleName('H1B-2026-00042 · Bea Beneficiary, 2 unread');
    expect(rows[0]).toHaveTextContent('Bea Beneficiary: I uploaded them.');
    expect(rows[1]).toHaveTextContent('Internal');
    expect(api.lastPayload('/communication/inbox')).toEqual({ page: 1, perpage: 20 });
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  test('the unread-only filter and the search go to the server and into the URL', async () => {
    const r = setup();
    await screen.findAllByTestId('inbox-thread');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(r.api.lastPayload('/communication/inbox')).toEqual({ unread: true, page: 1, perpage: 20 }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-thread')).toHaveLength(1));
    expect(r.location()).toBe('/messages?unread=1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'wage{Enter}');
    await waitFor(() => expect(r.api.lastPayload('/communication/inbox')).toEqual({ search: 'wage', page: 1, perpage: 20 }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-thread')).toHaveLength(1));
    expect(screen.getByTestId('inbox-thread')).toHaveTextContent('L1A-2026-00007');
  });

  test('no match says so and offers to clear the filters', async () => {
    setup('/messages?search=nothing');
    expect(await screen.findByText('No threads match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByTestId('inbox-thread')).toHaveLength(2);
  });

  test('opening a thread shows it with a link to the case', async () => {
    const r = setup();
    const rows = await screen.findAllByTestId('inbox-thread');
    await userEvent.click(rows[0]!);
    expect(r.location()).toBe(`/messages?case=${MSG_CASE_ID}`);
    const thread = await screen.findByTestId('case-thread');
    expect(await within(thread).findByText('Thread body shown')).toBeInTheDocument();
    expect(within(thread).getByRole('link', { name: 'Open case H1B-2026-00042' })).toHaveAttribute('href', `/petition-details/${MSG_CASE_ID}?tab=Communication`);
  });

  test('a new message on the socket refreshes the inbox', async () => {
    const { api, realtime } = setup();
    await screen.findAllByTestId('inbox-thread');
    const before = api.payloads('/communication/inbox').length;
    act(() => realtime.dispatch(MESSAGE_EVENT, { message: makeMessage({ body: 'Fresh', read: false }), case: messageCase() }));
    await waitFor(() => expect(api.payloads('/communication/inbox').length).toBeGreaterThan(before));
  });

  test('a failed load shows the error with a retry; an empty inbox says so', async () => {
    const api = createMockApi({
      '/communication/inbox': () => {
        throw new Error('The server is not answering.');
      },
    });
    const r = renderWithServices(<MessagesPage routeId="comms.messages" params={{}} query={new URLSearchParams()} linkToken={null} />, { api, url: '/messages' });
    expect(await screen.findByText('Couldn’t load the messages')).toBeInTheDocument();
    api.on('/communication/inbox', () => ({ data: [], count: 0 }));
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    r.unmount();
  });
});
