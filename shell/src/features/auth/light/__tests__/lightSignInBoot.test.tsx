import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { demoTenant, makeUser } from '../../../session/testing/shellTestKit';
import { startLightSignIn } from '../lightSignInBoot';

const startFullApp = jest.fn();
jest.mock('../../../../startFullApp', () => ({ startFullApp: (...args: unknown[]) => startFullApp(...args) }));

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply>;
const sent: { path: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  startFullApp.mockReset();
  sent.length = 0;
  window.history.replaceState(null, '', '/login');
  replies = { '/api/tenant/details-by-subdomain': { status: 200, body: { result: demoTenant } } };
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ path: url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    const reply = replies[url] ?? { status: 404, body: {} };
    return { ok: reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function boot() {
  const el = document.createElement('div');
  document.body.appendChild(el);
  act(() => {
    root = startLightSignIn(el);
  });
}

test('loads the host’s tenant, then shows its sign-in page; nothing of the full app loads', async () => {
  boot();
  expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByTestId('auth-brand')).toHaveTextContent(demoTenant.name);
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('form', { name: 'Sign in' }));
  expect(sent.map((s) => s.path)).toEqual(['/api/tenant/details-by-subdomain']);
  expect(startFullApp).not.toHaveBeenCalled();
});

test('a session answer hands the session and the tenant to the full app, in the same root', async () => {
  const user = makeUser();
  replies['/api/auth/login'] = { status: 200, body: { result: { kind: 'session', token: 'tok-1', expiresAt: 'x', user } } };
  boot();
  const u = userEvent.setup({ delay: null });
  await u.type(await screen.findByLabelText('Email'), 'attorney@demo.test');
  await u.type(screen.getByLabelText('Password'), 'Demo@12345{Enter}');
  await waitFor(() => expect(startFullApp).toHaveBeenCalledTimes(1));
  expect(startFullApp).toHaveBeenCalledWith(root, { tenant: demoTenant, session: { token: 'tok-1', user } });
  expect(sent[1]).toMatchObject({ path: '/api/auth/login', body: { email: 'attorney@demo.test', password: 'Demo@12345' } });
});

test('a link opens its page in the full app; a second click does not start a second app', async () => {
  boot();
  const u = userEvent.setup({ delay: null });
  await u.click(await screen.findByRole('link', { name: 'Create an account' }));
  await u.click(screen.getByRole('link', { name: 'Forgot password?' }));
  await waitFor(() => expect(startFullApp).toHaveBeenCalledTimes(1));
  expect(startFullApp).toHaveBeenCalledWith(root, { tenant: demoTenant });
  expect(window.location.pathname).toBe('/register');
});

test('an unknown host (or no answer) hands over at once: the full app shows what it shows today', async () => {
  replies['/api/tenant/details-by-subdomain'] = {
    status: 404,
    body: { result: { error: { code: 'TENANT_NOT_FOUND', message: 'Tenant not found' } }, message: 'Tenant not found' },
  };
  boot();
  await waitFor(() => expect(startFullApp).toHaveBeenCalledWith(root, {}));
  expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
});
