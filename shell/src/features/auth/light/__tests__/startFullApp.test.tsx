import type { Root } from 'react-dom/client';
import { SESSION_STORAGE_KEYS } from 'shared/session';
import { startFullApp } from '../../../../startFullApp';
import { demoTenant, makeUser } from '../../../session/testing/shellTestKit';
import { handedOverLoginStep, handOverLoginStep } from '../../utils/handedOverLoginStep';
import type { AppProps } from '../../../../App';

const rendered: AppProps[] = [];
jest.mock('../../../../App', () => ({
  App: (props: AppProps) => {
    rendered.push(props);
    return null;
  },
}));

function fakeRoot(): Root & { element: unknown } {
  const root = {
    element: null as unknown,
    render(el: unknown) {
      root.element = el;
    },
    unmount() {},
  };
  return root as unknown as Root & { element: unknown };
}

/** The App element inside <StrictMode>. */
const appProps = (root: { element: unknown }) =>
  (root.element as { props: { children: { props: AppProps } } }).props.children.props;

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/login');
  handOverLoginStep(null);
});

test('a session from the light page is stored as the login page stores it, and the app opens the landing page', () => {
  const root = fakeRoot();
  const user = makeUser();
  startFullApp(root, { tenant: demoTenant, session: { token: 'tok-light-0001', user } });
  const services = appProps(root).services;
  expect(services?.session.getState()).toMatchObject({
    status: 'success',
    token: 'tok-light-0001',
    tenantStatus: 'found',
    tenant: demoTenant,
    isLinkSession: false,
  });
  expect(window.localStorage.getItem(SESSION_STORAGE_KEYS.token)).toBe('tok-light-0001');
  expect(window.location.pathname).not.toBe('/login');
  expect(window.location.pathname).toBe('/dashboard');
});

test('a pick-list or MFA step is left for the login page; nothing is stored', () => {
  const root = fakeRoot();
  const step = {
    step: 'mfa' as const,
    answer: { kind: 'mfa' as const, mfaType: 'totp' as const, challengeToken: 'c'.repeat(20), expiresAt: '2030-01-01T00:05:00Z' },
  };
  startFullApp(root, { tenant: demoTenant, step });
  expect(handedOverLoginStep()).toEqual(step);
  expect(appProps(root).services?.session.getState().token).toBeNull();
  expect(window.location.pathname).toBe('/login');
});

test('without a hand-over the app loads the tenant itself', () => {
  const root = fakeRoot();
  startFullApp(root);
  expect(appProps(root).services?.session.getState().tenantStatus).toBe('loading');
});
