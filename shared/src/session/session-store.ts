import { createStore, type StoreApi } from 'zustand/vanilla';
import type { TTenantPublic } from '../contract/tenant/tenant-schemas';
import type { TSessionUser } from '../domain/session-user';
import { SESSION_STORAGE_KEYS } from './storage-keys';

/** SPEC §4 auth status. */
export type AuthStatus = 'empty' | 'loading' | 'success' | 'error';
/** Where the shell is in resolving the host's tenant (SPEC §6 last bullet). */
export type TenantStatus = 'loading' | 'found' | 'missing' | 'platform';

export interface SessionState {
  status: AuthStatus;
  token: string | null;
  user: TSessionUser | null;
  /** A session made from a link token (questionnaire, signing…): ending it goes to the site root. */
  isLinkSession: boolean;
  tenant: TTenantPublic | null;
  tenantStatus: TenantStatus;
  error: string | null;
  signIn(token: string, user: TSessionUser, opts?: { linkSession?: boolean }): void;
  updateUser(user: TSessionUser): void;
  setStatus(status: AuthStatus, error?: string | null): void;
  setTenant(status: TenantStatus, tenant?: TTenantPublic | null): void;
  /** Clears the stored token, role, user and route (SPEC §8). */
  clear(): void;
  /** Remembers the route to resume after signing in again. */
  rememberRoute(path: string): void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memoryStorage = (): KeyValueStorage => {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
};

function readUser(storage: KeyValueStorage): TSessionUser | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as TSessionUser) : null;
  } catch {
    return null;
  }
}

/** The session store: the only store that crosses remotes (STYLE.md §8). */
export function createSessionStore(storage: KeyValueStorage = typeof localStorage === 'undefined' ? memoryStorage() : localStorage): StoreApi<SessionState> {
  const token = storage.getItem(SESSION_STORAGE_KEYS.token);
  const user = token ? readUser(storage) : null;
  return createStore<SessionState>()((set) => ({
    status: token && user ? 'success' : 'empty',
    token: user ? token : null,
    user,
    isLinkSession: storage.getItem(SESSION_STORAGE_KEYS.linkSession) === '1',
    tenant: null,
    tenantStatus: 'loading',
    error: null,
    signIn(newToken, newUser, opts = {}) {
      storage.setItem(SESSION_STORAGE_KEYS.token, newToken);
      storage.setItem(SESSION_STORAGE_KEYS.role, String(newUser.roleId));
      storage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(newUser));
      if (opts.linkSession) storage.setItem(SESSION_STORAGE_KEYS.linkSession, '1');
      else storage.removeItem(SESSION_STORAGE_KEYS.linkSession);
      set({ status: 'success', token: newToken, user: newUser, isLinkSession: !!opts.linkSession, error: null });
    },
    updateUser(newUser) {
      storage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(newUser));
      storage.setItem(SESSION_STORAGE_KEYS.role, String(newUser.roleId));
      set({ user: newUser });
    },
    setStatus(status, error = null) {
      set({ status, error });
    },
    setTenant(tenantStatus, tenant = null) {
      set({ tenantStatus, tenant });
    },
    clear() {
      for (const key of Object.values(SESSION_STORAGE_KEYS)) storage.removeItem(key);
      set({ status: 'empty', token: null, user: null, isLinkSession: false, error: null });
    },
    rememberRoute(path) {
      storage.setItem(SESSION_STORAGE_KEYS.route, path);
    },
  }));
}
