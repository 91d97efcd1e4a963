import type { TSessionUser } from 'shared/domain';
import { renderRoutesAt } from '../testing/renderRoutes';

jest.mock('../../federation/remoteLoader', () => ({
  isRemoteName: (o: string) => o.startsWith('mf-'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));

/*
 * Issue 16.1 / SPEC §6: a signed-in tenant admin (3) or petitioner (50) whose profile is not
 * complete is sent to /basic-settings from /login and /register; once complete, to the landing page.
 */

const renderAt = (path: string, user: Partial<TSessionUser>) => renderRoutesAt(path, user).router;

const admin = (profCompleted: string) => ({ roleId: 3, tenantDetails: { profCompleted } as TSessionUser['tenantDetails'] });
const petitioner = (done: boolean) => ({ roleId: 50, companyRegistrationCompleted: done });

test.each([
  ['admin, profile incomplete, /login', '/login', admin('no'), '/basic-settings'],
  ['admin, profile incomplete, /register', '/register', admin(''), '/basic-settings'],
  ['admin, profile complete (" Yes ")', '/login', admin(' Yes '), '/dashboard'],
  ['petitioner, company incomplete', '/login', petitioner(false), '/basic-settings'],
  ['petitioner, company complete', '/login', petitioner(true), '/dashboard'],
  ['attorney has no profile to complete', '/login', { roleId: 6 }, '/dashboard'],
])('%s → %s', (_name, from, user, to) => {
  const router = renderAt(from, user as Partial<TSessionUser>);
  expect(router.state.location.pathname).toBe(to);
});
