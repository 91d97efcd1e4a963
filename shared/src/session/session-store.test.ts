import { createSessionStore } from './session-store';
import { SESSION_STORAGE_KEYS } from './storage-keys';
import type { TSessionUser } from '../domain/session-user';

const storage = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
};
const user = { userId: 'u1', roleId: 6, name: 'Ann Attorney' } as unknown as TSessionUser;

test('starts empty without a stored session (SPEC §4 auth status)', () => {
  expect(createSessionStore(storage()).getState().status).toBe('empty');
});

test('signIn stores token, role and user; a new store restores them', () => {
  const s = storage();
  createSessionStore(s).getState().signIn('tok', user);
  expect(s.m.get(SESSION_STORAGE_KEYS.token)).toBe('tok');
  expect(s.m.get(SESSION_STORAGE_KEYS.role)).toBe('6');
  const again = createSessionStore(s).getState();
  expect(again.status).toBe('success');
  expect(again.user?.userId).toBe('u1');
});

test('clear removes the stored token, role, user and route (SPEC §8)', () => {
  const s = storage();
  const store = createSessionStore(s);
  store.getState().signIn('tok', user, { linkSession: true });
  store.getState().rememberRoute('/cases');
  store.getState().clear();
  expect([...s.m.keys()]).toEqual([]);
  expect(store.getState()).toMatchObject({ status: 'empty', token: null, user: null, isLinkSession: false });
});

test('a corrupt stored user is treated as signed out', () => {
  const s = storage();
  s.setItem(SESSION_STORAGE_KEYS.token, 'tok');
  s.setItem(SESSION_STORAGE_KEYS.user, '{not json');
  expect(createSessionStore(s).getState()).toMatchObject({ status: 'empty', token: null });
});
