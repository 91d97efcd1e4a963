import type { ApiClientOptions } from 'shared/client';
import { createSessionStore } from 'shared/session';
import type { TSessionUser } from 'shared/domain';
import { createShellServices } from '../createShellServices';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

function location(search = '') {
  return { search, assign: jest.fn(), reload: jest.fn() };
}

/** An HTTP instance whose every request fails as axios does with 401 TOKEN_EXPIRED (a dead session). */
function expiring(): ApiClientOptions['axiosInstance'] {
  const post = async () => {
    throw Object.assign(new Error('Request failed with status code 401'), {
      isAxiosError: true,
      response: { status: 401, data: { result: { error: { code: 'TOKEN_EXPIRED', message: 'expired' } } } },
    });
  };
  return { post } as unknown as ApiClientOptions['axiosInstance'];
}

const user = { userId: 'u1', roleId: 6, name: 'Ann' } as unknown as TSessionUser;

test('an ended session is cleared and the page reloads (SPEC §8)', async () => {
  const loc = location();
  const session = createSessionStore(memory());
  session.getState().signIn('tok', user);
  const { api } = createShellServices(loc, session, expiring());
  await expect(api.post('/x')).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  expect(session.getState().token).toBeNull();
  expect(loc.reload).toHaveBeenCalledTimes(1);
});

test('an ended link session goes to the site root (SPEC §8)', async () => {
  const loc = location();
  const session = createSessionStore(memory());
  session.getState().signIn('tok', user, { linkSession: true });
  const { api } = createShellServices(loc, session, expiring());
  await expect(api.post('/x')).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  expect(loc.assign).toHaveBeenCalledWith('/');
  expect(loc.reload).not.toHaveBeenCalled();
});

test('without any session, an expired token only fails the call (no reload loop on a dead auto-login link)', async () => {
  const loc = location();
  const { api } = createShellServices(loc, createSessionStore(memory()), expiring());
  await expect(api.post('/users/login-user-details', { accessToken: 'x' })).rejects.toMatchObject({
    code: 'TOKEN_EXPIRED',
  });
  expect(loc.reload).not.toHaveBeenCalled();
  expect(loc.assign).not.toHaveBeenCalled();
});
