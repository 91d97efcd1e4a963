import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_EVENT, MESSAGE_TEXT } from 'shared/contract';
import { ROLE } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import { CaseThread } from '../components/CaseThread';
import { attachmentProblem } from '../utils/attachments';
import { makeMessage, makeThread, mentionUsers, messageCase, MSG_CASE_ID, MSG_OTHER_CASE_ID, STAFF_USER_ID } from '../testing';

function setup(opts: { messages?: ReturnType<typeof makeMessage>[]; canPostInternal?: boolean; roleId?: number } = {}) {
  const messages = opts.messages ?? [
    makeMessage({ body: 'Please upload the pay stubs.', visibility: 'shared' }),
    makeMessage({ body: 'Check the LCA wage first.', visibility: 'internal' }),
  ];
  const api = createMockApi({
    '/communication/thread': () => makeThread(messages, { canPostInternal: opts.canPostInternal ?? true }),
    '/communication/user-list': () => ({ data: mentionUsers }),
    '/communication/mark-read': () => ({ marked: 1, unread: 0, total: 0 }),
    '/communication/save': (p) =>
      makeMessage({ body: String(p.body), visibility: p.visibility as 'internal' | 'shared', mine: true, author: { kind: 'user', userId: 'u-1', name: 'Alex Admin', staff: true } }),
  });
  const user = makeSessionUser({ roleId: opts.roleId ?? ROLE.ADMIN, loginRoleId: opts.roleId ?? ROLE.ADMIN });
  const r = renderWithServices(<CaseThread petitionId={MSG_CASE_ID} />, { api, user });
  return { ...r, api };
}

describe('case thread', () => {
  test('lists messages oldest to newest, each with its author, time and INTERNAL / SHARED marker', async () => {
    setup();
    const items = await screen.findAllByTestId('message');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Please upload the pay stubs.');
    expect(within(items[0]!).getByText('Shared with client')).toBeInTheDocument();
    expect(items[0]).toHaveAttribute('data-visibility', 'shared');
    expect(items[1]).toHaveTextContent('Check the LCA wage first.');
    expect(within(items[1]!).getByText('Internal · staff only')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Ada Attorney')).toBeInTheDocument();
  });

  test('an empty thread says so; a failed load offers a retry', async () => {
    const r = setup({ messages: [] });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    r.unmount();
    const api = createMockApi({
      '/communication/thread': () => {
        throw new Error('The server is not answering.');
      },
    });
    renderWithServices(<CaseThread petitionId={MSG_CASE_ID} />, { api });
    expect(await screen.findByText('Couldn’t load the messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  test('staff choose the visibility; the payload carries it and the sent message joins the thread', async () => {
    const { api } = setup();
    await screen.findAllByTestId('message');
    expect(screen.getByRole('radio', { name: 'Internal (staff only)' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Shared with the client' }));
    await userEvent.type(screen.getByLabelText('Message shared with the client'), 'Your case was filed.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.lastPayload('/communication/save')).toMatchObject({ petitionId: MSG_CASE_ID, body: 'Your case was filed.', visibility: 'shared', mentions: [], attachments: [] }));
    expect(await screen.findByText('Your case was filed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message shared with the client')).toHaveValue('');
  });

  test('a client has no visibility choice and always posts shared', async () => {
    const { api } = setup({ canPostInternal: false, roleId: ROLE.BENEFICIARY });
    await screen.findAllByTestId('message');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText(/shared with your law firm/)).toBeInTheDocument();
    const box = screen.getByLabelText('Message shared with the client');
    await userEvent.type(box, 'Here you are.');
    // Ctrl+Enter sends.
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(api.lastPayload('/communication/save')).toMatchObject({ visibility: 'shared', body: 'Here you are.' }));
  });

  test('an empty message is refused with the spec wording and nothing is sent', async () => {
    const { api } = setup();
    await screen.findAllByTestId('message');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGE_TEXT.empty)).toBeInTheDocument();
    expect(api.payloads('/communication/save')).toHaveLength(0);
  });

  test('@ lists the people who may see the message; picking one mentions them', async () => {
    const { api } = setup();
    await screen.findAllByTestId('message');
    const box = screen.getByLabelText('Internal message (staff only)');
    await userEvent.type(box, 'Please check @Pau');
    const option = await screen.findByRole('option', { name: /Paula Paralegal/ });
    await waitFor(() => expect(api.lastPayload('/communication/user-list')).toMatchObject({ petitionId: MSG_CASE_ID, visibility: 'internal' }));
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('Please check @Paula Paralegal ');
    expect(option).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.lastPayload('/communication/save')).toMatchObject({ mentions: ['40000000-0000-4000-8000-000000000007'] }),
    );
  });

  test('an attachment of a refused type is refused before upload, with a clear message', async () => {
    setup();
    await screen.findAllByTestId('message');
    const input = screen.getByTestId('message-file-input');
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    fireEvent.change(input, { target: { files: [exe] } });
    expect(await screen.findByText(`setup.exe: ${MESSAGE_TEXT.refusedType}`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Uploading setup.exe')).not.toBeInTheDocument();
    expect(attachmentProblem({ name: 'scan.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(attachmentProblem({ name: 'big.pdf', type: 'application/pdf', size: 21 * 1024 * 1024 })).toBe(MESSAGE_TEXT.fileTooLarge);
  });

  test('an accepted attachment uploads with progress and goes with the message', async () => {
    const { api } = setup();
    const upload = jest.fn(async (_path: string, _fd: FormData, opts?: { onProgress?: (e: { loaded: number; total: number; percent: number }) => void }) => {
      opts?.onProgress?.({ loaded: 5, total: 10, percent: 50 });
      return { data: [{ path: 't/1/2026/11/file.pdf', name: 'pay.pdf', mimetype: 'application/pdf' }] };
    });
    (api as unknown as { upload: typeof upload }).upload = upload;
    await screen.findAllByTestId('message');
    fireEvent.change(screen.getByTestId('message-file-input'), { target: { files: [new File(['%PDF'], 'pay.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    expect(screen.getByLabelText('Uploading pay.pdf')).toHaveAttribute('value', '100');
    await userEvent.type(screen.getByLabelText('Internal message (staff only)'), 'Stubs attached');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.lastPayload('/communication/save')).toMatchObject({ attachments: [{ key: 't/1/2026/11/file.pdf', name: 'pay.pdf' }] }),
    );
  });

  test('a message arriving on the socket shows without a reload and is marked read', async () => {
    const { realtime, api } = setup();
    await screen.findAllByTestId('message');
    const incoming = makeMessage({ body: 'I uploaded them just now.', read: false, author: { kind: 'link', userId: null, name: 'Bea Beneficiary', staff: false } });
    act(() => realtime.dispatch(MESSAGE_EVENT, { message: incoming, case: messageCase() }));
    expect(await screen.findByText('I uploaded them just now.')).toBeInTheDocument();
    expect(screen.getAllByTestId('message')).toHaveLength(3);
    await waitFor(() => expect(api.lastPayload('/communication/mark-read')).toEqual({ petitionId: MSG_CASE_ID, upToMessageId: incoming.id }));
    // Another case's message and a repeated delivery change nothing.
    act(() => realtime.dispatch(MESSAGE_EVENT, { message: makeMessage({ petitionId: MSG_OTHER_CASE_ID, body: 'Elsewhere' }), case: messageCase({ petitionId: MSG_OTHER_CASE_ID }) }));
    act(() => realtime.dispatch(MESSAGE_EVENT, { message: incoming, case: messageCase() }));
    expect(screen.getAllByTestId('message')).toHaveLength(3);
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    // A malformed event is ignored.
    act(() => realtime.dispatch(MESSAGE_EVENT, { message: { id: 'x' } }));
    expect(screen.getAllByTestId('message')).toHaveLength(3);
  });

  test('unread messages are marked read when the thread is shown', async () => {
    const { api } = setup({ messages: [makeMessage({ body: 'New one', read: false, author: { kind: 'user', userId: STAFF_USER_ID, name: 'Ada Attorney', staff: true } })] });
    await screen.findByText('New one');
    await waitFor(() => expect(api.payloads('/communication/mark-read')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('New')).not.toBeInTheDocument());
  });

  test('with linkToCase, the heading links to the case at its own details page (RFE, external)', async () => {
    const api = createMockApi({
      '/communication/thread': () => makeThread([makeMessage()], { case: messageCase({ kind: 'rfe', caseNumber: 'RFE-2026-00003' }) }),
      '/communication/user-list': () => ({ data: [] }),
    });
    const r = renderWithServices(<CaseThread petitionId={MSG_CASE_ID} linkToCase />, { api });
    expect(await screen.findByRole('link', { name: 'Open case RFE-2026-00003' })).toHaveAttribute('href', `/rfe-petition-details/${MSG_CASE_ID}?tab=Communication`);
    r.unmount();
    api.on('/communication/thread', () => makeThread([makeMessage()], { case: messageCase({ isExternal: true }) }));
    renderWithServices(<CaseThread petitionId={MSG_CASE_ID} linkToCase />, { api });
    expect(await screen.findByRole('link', { name: /Open case/ })).toHaveAttribute('href', `/external-case-details/${MSG_CASE_ID}?tab=Communication`);
  });
});
