import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMessage } from 'case-kit/testing/messages';
import { ApiError } from 'shared/client';
import { MESSAGE_TEXT, type TCommunicationReplyThread } from 'shared/contract';
import { createMockApi, renderWithServices } from 'shared/testing';
import ReplyPage from '../pages/ReplyPage';

const TOKEN = 'reply-link-token';

const thread = (over: Partial<TCommunicationReplyThread> = {}): TCommunicationReplyThread => ({
  firmName: 'Demo Law Firm',
  caseNumber: 'H1B-2026-00042',
  recipientName: 'Bea Beneficiary',
  data: [makeMessage({ body: 'Please upload your pay stubs.', visibility: 'shared' })],
  expiresAt: '2026-12-10T10:00:00.000Z',
  ...over,
});

function setup(token: string | null, handlers: Parameters<typeof createMockApi>[0]) {
  const api = createMockApi(handlers);
  const r = renderWithServices(
    <ReplyPage routeId="comms.communicationReply" params={{}} query={new URLSearchParams(token ? `token=${token}` : '')} linkToken={token} />,
    { api, user: null, url: `/public/communication/reply${token ? `?token=${token}` : ''}` },
  );
  return { ...r, api };
}

describe('/public/communication/reply', () => {
  test('shows the shared messages without markers, and sends a reply that joins the thread', async () => {
    const { api } = setup(TOKEN, {
      '/communication/reply-thread': () => thread(),
      '/communication/reply': (p) => makeMessage({ body: String(p.body), mine: true, author: { kind: 'link', userId: null, name: 'Bea Beneficiary', staff: false } }),
    });
    expect(await screen.findByText('Please upload your pay stubs.')).toBeInTheDocument();
    expect(api.lastPayload('/communication/reply-thread')).toEqual({ token: TOKEN });
    expect(screen.getByText(/Messages from Demo Law Firm about case H1B-2026-00042, for Bea Beneficiary/)).toBeInTheDocument();
    expect(screen.queryByText('Shared with client')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your reply'), 'Uploaded this morning.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.lastPayload('/communication/reply')).toEqual({ token: TOKEN, body: 'Uploaded this morning.' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your reply was sent to Demo Law Firm.');
    expect(screen.getByText('Uploaded this morning.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
  });

  test('an empty reply is refused with the spec wording; Ctrl+Enter sends', async () => {
    const { api } = setup(TOKEN, {
      '/communication/reply-thread': () => thread({ data: [] }),
      '/communication/reply': (p) => makeMessage({ body: String(p.body), mine: true }),
    });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(MESSAGE_TEXT.empty)).toBeInTheDocument();
    expect(api.payloads('/communication/reply')).toHaveLength(0);
    const box = screen.getByLabelText('Your reply');
    await userEvent.type(box, 'Thanks');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(api.payloads('/communication/reply')).toHaveLength(1));
  });

  test('an expired or foreign link says it can no longer be used and offers no reply box', async () => {
    setup(TOKEN, {
      '/communication/reply-thread': () => {
        throw new ApiError('LINK_TOKEN_INVALID', 'This link is invalid or has expired.', 401);
      },
    });
    expect(await screen.findByText('This link can no longer be used')).toBeInTheDocument();
    expect(screen.getByText(MESSAGE_TEXT.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
  });

  test('a link that expires while the page is open: the send error says so', async () => {
    setup(TOKEN, {
      '/communication/reply-thread': () => thread(),
      '/communication/reply': () => {
        throw new ApiError('LINK_TOKEN_INVALID', 'This link is invalid or has expired.', 401);
      },
    });
    await userEvent.type(await screen.findByLabelText('Your reply'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(MESSAGE_TEXT.linkInvalid)).toBeInTheDocument();
  });

  test('without a token the page says the link is not complete and calls nothing', async () => {
    const { api } = setup(null, {});
    expect(await screen.findByText('This reply link is not complete')).toBeInTheDocument();
    expect(api.payloads('/communication/reply-thread')).toHaveLength(0);
  });

  test('another failure offers a retry', async () => {
    const { api } = setup(TOKEN, {
      '/communication/reply-thread': () => {
        throw new Error('The server is not answering.');
      },
    });
    expect(await screen.findByText('Couldn’t load the messages')).toBeInTheDocument();
    api.on('/communication/reply-thread', () => thread());
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('Please upload your pay stubs.')).toBeInTheDocument();
  });
});
