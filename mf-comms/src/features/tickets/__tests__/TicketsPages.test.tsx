import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { SUPPORT_TICKET_EVENT, type TSupportTicket, type TSupportTicketDetailsResult, type TTicketComment, type TTicketPerson } from 'shared/contract';
import { CLIENT_ROLES, hasRole } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import SupportTicketsPage from '../pages/SupportTicketsPage';
import TicketDetailsPage from '../pages/TicketDetailsPage';

const ID = '44444444-4444-4444-8444-444444444444';
const ticket = (over: Partial<TSupportTicket> = {}): TSupportTicket => ({
  id: ID,
  number: 7,
  audience: 'firm',
  subject: 'Cannot upload my passport',
  description: 'The upload stops at 90%.',
  status: 'open',
  priority: 'high',
  type: 'problem',
  tenant: { id: 't-1', name: 'Demo Law' },
  createdBy: { id: 'c-1', name: 'Pat Petitioner' },
  assignedTo: null,
  commentCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...over,
});
const details = (over: Partial<TSupportTicketDetailsResult> = {}): TSupportTicketDetailsResult => ({
  ...ticket(),
  attachments: [{ id: 'f-1', key: 't/t-1/2026/11/a.pdf', name: 'screenshot.pdf', mimetype: 'application/pdf', size: 2048, commentId: null, url: 'https://files.test/a.pdf' }],
  can: { manage: true, assign: true, edit: false, comment: true, statuses: ['in_progress', 'waiting', 'resolved', 'closed'] },
  assignees: [
    { id: 'u-2', name: 'Paula Paralegal' },
    { id: 'u-3', name: 'Andy Attorney' },
  ],
  ...over,
});
const comment = (over: Partial<TTicketComment> = {}): TTicketComment => ({
  id: 'cm-1',
  ticketId: ID,
  text: 'It also fails on my phone.',
  createdBy: { id: 'c-1', name: 'Pat Petitioner' },
  side: 'requester',
  createdAt: '2026-11-20T11:00:00.000Z',
  attachments: [],
  ...over,
});
// Typing into several fields takes seconds on a loaded CI machine.
jest.setTimeout(20_000);

const page = (routeId: string, params: Record<string, string> = {}) => ({ routeId, params, query: new URLSearchParams(), linkToken: null });

describe('/support-tickets', () => {
  const STAFF: TTicketPerson[] = [
    { id: 'u-3', name: 'Andy Attorney' },
    { id: 'u-2', name: 'Paula Paralegal' },
  ];
  function setup(
    roleId = 3,
    rows: TSupportTicket[] = [ticket(), ticket({ id: 't-2', number: 8, subject: 'Invoices page slow', audience: 'operator', status: 'in_progress', priority: 'low', createdBy: { id: 'u-1', name: 'Alex Admin' } })],
    canCreate = true,
    assignees: TTicketPerson[] = hasRole(roleId, CLIENT_ROLES) ? [] : STAFF,
  ) {
    const api = createMockApi({
      '/support-tickets/list': (p) => ({ data: rows, count: rows.length, page: p.page, perpage: p.perpage, canCreate, assignees }),
      '/support-tickets/create': (p) => ({ ...details(), id: 'new-1', number: 9, subject: String(p.subject) }),
    });
    const r = renderWithServices(<SupportTicketsPage {...page('comms.supportTickets')} />, { api, url: '/support-tickets', user: makeSessionUser({ roleId }) });
    return { ...r, api };
  }

  test('lists tickets with status, priority, requester and assignee; the server sorts by last activity', async () => {
    const { api } = setup();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Cannot upload my passport')).toBeInTheDocument();
    expect(within(table).getByText('#7')).toBeInTheDocument();
    expect(within(table).getByText('High')).toBeInTheDocument();
    expect(within(table).getByText('In Progress')).toBeInTheDocument();
    expect(within(table).getAllByText('Unassigned').length).toBe(2);
    expect(api.lastPayload('/support-tickets/list')).toMatchObject({ page: 1, perpage: 25, sort: { field: 'updatedAt', order: -1 }, matcher: {} });
  });

  test('status, priority, type, assignee, direction and search go to the server; a row opens the ticket', async () => {
    const r = setup();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'high');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'problem');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'me');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'operator');
    await waitFor(() =>
      expect(r.api.lastPayload('/support-tickets/list')).toMatchObject({
        matcher: { statuses: ['open'], priorities: ['high'], types: ['problem'], assignee: 'u-1', audience: 'operator' },
      }),
    );
    await userEvent.type(screen.getByRole('searchbox'), 'passport');
    await waitFor(() => expect(r.api.lastPayload('/support-tickets/list')).toMatchObject({ search: 'passport' }));
    await userEvent.click(screen.getByText('Cannot upload my passport'));
    expect(r.location()).toBe(`/ticket-details/${ID}`);
  });

  test('a new ticket needs a subject and a description; it opens with the chosen type and priority', async () => {
    const r = setup(50, [ticket()]);
    await screen.findByRole('table');
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'New ticket' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
    expect(within(dialog).getByText('Your ticket goes to the firm’s team.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open ticket' }));
    expect(within(dialog).getByText('Please fill Subject .')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill Description .')).toBeInTheDocument();
    expect(r.api.lastPayload('/support-tickets/create')).toBeUndefined();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Where is my receipt?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'No receipt yet.');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'question');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'urgent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open ticket' }));
    await waitFor(() => expect(r.location()).toBe('/ticket-details/new-1'));
    expect(r.api.lastPayload('/support-tickets/create')).toMatchObject({ subject: 'Where is my receipt?', description: 'No receipt yet.', type: 'question', priority: 'urgent', fileKeys: [] });
  });

  test('the operator sees the firm column and no New ticket button', async () => {
    setup(1, [ticket({ audience: 'operator', tenant: { id: 't-9', name: 'Acme Immigration' } })], false);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Acme Immigration')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New ticket' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Direction' })).not.toBeInTheDocument();
  });

  test('the assignee filter offers everyone the viewer may assign to, and sends the chosen one’s id', async () => {
    const r = setup();
    await screen.findByRole('table');
    const filter = screen.getByRole('combobox', { name: 'Assignee' });
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Paula Paralegal' })).toBeInTheDocument());
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['Anyone', 'Assigned to me', 'Unassigned', 'Andy Attorney', 'Paula Paralegal']);
    await userEvent.selectOptions(filter, 'u-2');
    await waitFor(() => expect(r.api.lastPayload('/support-tickets/list')).toMatchObject({ matcher: { assignee: 'u-2' } }));
  });

  test('a change by someone else re-reads the list without a reload', async () => {
    const r = setup();
    await screen.findByText('Cannot upload my passport');
    r.api.on('/support-tickets/list', (p) => ({ data: [ticket({ status: 'waiting', commentCount: 2 })], count: 1, page: p.page, perpage: p.perpage, canCreate: true, assignees: STAFF }));
    const before = r.api.payloads('/support-tickets/list').length;
    act(() => r.realtime.dispatch(SUPPORT_TICKET_EVENT, { ticketId: ID, change: 'comment' }));
    expect(await screen.findByText('Waiting on Requester')).toBeInTheDocument();
    expect(r.api.payloads('/support-tickets/list').length).toBe(before + 1);
    // A malformed event is ignored.
    act(() => r.realtime.dispatch(SUPPORT_TICKET_EVENT, { nope: true }));
    await new Promise((res) => setTimeout(res, 50));
    expect(r.api.payloads('/support-tickets/list').length).toBe(before + 1);
  });

  test('empty and error states', async () => {
    setup(3, []);
    expect(await screen.findByText('No tickets')).toBeInTheDocument();
  });
});

describe('/ticket-details/:itemId', () => {
  function setup(d: TSupportTicketDetailsResult = details(), comments: TTicketComment[] = [comment()]) {
    const api = createMockApi({
      '/support-tickets/details': () => d,
      '/support-tickets/comment-list': () => ({ data: comments, count: comments.length }),
      '/support-tickets/update': (p) => ({ ...d, ...(p.status ? { status: p.status } : {}), ...(p.priority ? { priority: p.priority } : {}) }),
      '/support-tickets/assign': (p) => ({ ...d, assignedTo: p.assigneeId ? { id: String(p.assigneeId), name: 'Andy Attorney' } : null }),
      '/support-tickets/comment': (p) => comment({ id: 'cm-2', text: String(p.text), side: 'receiver', createdBy: { id: 'u-1', name: 'Alex Admin' } }),
    });
    const r = renderWithServices(<TicketDetailsPage {...page('comms.ticketDetails', { itemId: ID })} />, { api, url: `/ticket-details/${ID}` });
    return { ...r, api };
  }

  test('shows the ticket, its attachments and its thread', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: '#7 Cannot upload my passport' })).toBeInTheDocument();
    expect(screen.getByText('The upload stops at 90%.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'screenshot.pdf' })).toHaveAttribute('href', 'https://files.test/a.pdf');
    const thread = screen.getByRole('region', { name: 'Comments' });
    expect(await within(thread).findByText('It also fails on my phone.')).toBeInTheDocument();
    expect(within(thread).getByText('Requester')).toBeInTheDocument();
  });

  test('the receiving side changes status and priority and assigns', async () => {
    const r = setup();
    const form = await screen.findByRole('form', { name: 'Manage ticket' });
    expect(screen.queryByRole('button', { name: 'Edit ticket' })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'in_progress');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Priority' }), 'urgent');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Assigned to' }), 'u-3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(r.api.lastPayload('/support-tickets/update')).toEqual(expect.objectContaining({ ticketId: ID, status: 'in_progress', priority: 'urgent' })));
    await waitFor(() => expect(r.api.lastPayload('/support-tickets/assign')).toEqual(expect.objectContaining({ ticketId: ID, assigneeId: 'u-3' })));
  });

  test('the requester sees no work controls, and confirms before closing', async () => {
    const r = setup(details({ can: { manage: false, assign: false, edit: true, comment: true, statuses: ['closed'] }, assignees: [] }));
    await screen.findByRole('heading', { name: '#7 Cannot upload my passport' });
    expect(screen.queryByRole('form', { name: 'Manage ticket' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit ticket' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close ticket' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close this ticket?' });
    expect(r.api.lastPayload('/support-tickets/update')).toBeUndefined();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(r.api.lastPayload('/support-tickets/update')).toEqual(expect.objectContaining({ ticketId: ID, status: 'closed' })));
  });

  test('the requester edits the subject and description while it is open', async () => {
    const r = setup(details({ can: { manage: false, assign: false, edit: true, comment: true, statuses: ['closed'] }, assignees: [] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit ticket' }));
    const form = screen.getByRole('form', { name: 'Edit ticket' });
    const subject = within(form).getByRole('textbox', { name: /Subject/ });
    await userEvent.clear(subject);
    await userEvent.click(within(form).getByRole('button', { name: 'Save ticket' }));
    expect(within(form).getByText('Please fill Subject .')).toBeInTheDocument();
    await userEvent.type(subject, 'Passport upload fails');
    await userEvent.click(within(form).getByRole('button', { name: 'Save ticket' }));
    await waitFor(() =>
      expect(r.api.lastPayload('/support-tickets/update')).toEqual(expect.objectContaining({ ticketId: ID, subject: 'Passport upload fails', description: 'The upload stops at 90%.' })),
    );
  });

  test('a comment needs text; it is sent with the ticket id', async () => {
    const r = setup();
    const form = await screen.findByRole('form', { name: 'Add a comment' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add comment' }));
    expect(within(form).getByText('Please fill Comment .')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Comment/ }), 'We are on it.');
    await userEvent.click(within(form).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(r.api.lastPayload('/support-tickets/comment')).toEqual(expect.objectContaining({ ticketId: ID, text: 'We are on it.', fileKeys: [] })));
  });

  test('a closed ticket offers reopening instead of a comment form', async () => {
    setup(details({ status: 'closed', can: { manage: false, assign: false, edit: false, comment: false, statuses: ['open'] }, assignees: [] }), []);
    expect(await screen.findByRole('button', { name: 'Reopen ticket' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
  });

  test('an unknown ticket shows the not-found state', async () => {
    const api = createMockApi({
      '/support-tickets/details': () => {
        throw new ApiError('NOT_FOUND', 'Ticket not found', 404);
      },
    });
    renderWithServices(<TicketDetailsPage {...page('comms.ticketDetails', { itemId: ID })} />, { api, url: `/ticket-details/${ID}` });
    expect(await screen.findByRole('link', { name: 'Back to the tickets' })).toBeInTheDocument();
  });

  test('a comment, status change or assignment by someone else shows without a reload; another ticket’s event does not touch the page', async () => {
    const r = setup();
    expect(await screen.findByText('It also fails on my phone.')).toBeInTheDocument();
    r.api.on('/support-tickets/details', () => details({ status: 'in_progress', assignedTo: { id: 'u-2', name: 'Paula Paralegal' } }));
    r.api.on('/support-tickets/comment-list', () => ({ data: [comment(), comment({ id: 'cm-3', text: 'Try another browser, please.', side: 'receiver', createdBy: { id: 'u-2', name: 'Paula Paralegal' } })], count: 2 }));
    const reads = r.api.payloads('/support-tickets/details').length;
    act(() => r.realtime.dispatch(SUPPORT_TICKET_EVENT, { ticketId: 'other-ticket', change: 'comment' }));
    await new Promise((res) => setTimeout(res, 50));
    expect(r.api.payloads('/support-tickets/details').length).toBe(reads);
    act(() => r.realtime.dispatch(SUPPORT_TICKET_EVENT, { ticketId: ID, change: 'comment' }));
    expect(await screen.findByText('Try another browser, please.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A new comment arrived.');
    const card = screen.getByRole('region', { name: 'Ticket' });
    await waitFor(() => expect(within(card).getByText('Paula Paralegal')).toBeInTheDocument());
    expect(within(card).getByText('In Progress')).toBeInTheDocument();
  });
});
