import { act, screen } from '@testing-library/react';
import type { TSessionUser } from 'shared/domain';
import { renderRoutesAt } from '../testing/renderRoutes';

// The first test waits for the lazily loaded layout on a busy machine.
jest.setTimeout(60_000);

jest.mock('../../federation/remoteLoader', () => ({
  isRemoteName: (o: string) => o.startsWith('mf-'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));

/*
 * Issue 16.1 (docs/settings.md "Redirect"): a firm admin (3) or petitioner admin (50) whose profile
 * is incomplete is sent to /basic-settings from every page, not only from /login; the profile
 * pages, his own account page and (for 50) his own company's edit page stay open; completing the
 * profile lets him go on without reloading.
 */

const renderAt = (path: string, user: Partial<TSessionUser>) => renderRoutesAt(path, { companyId: 'co-1', ...user });

const admin = (profCompleted: string) => ({ roleId: 3, tenantDetails: { profCompleted } as TSessionUser['tenantDetails'] });
const petitioner = (done: boolean) => ({ roleId: 50, companyRegistrationCompleted: done });

test.each([
  ['admin, profile incomplete, a case list', '/cases', admin('no'), '/basic-settings'],
  ['admin, profile incomplete, the dashboard', '/dashboard', admin(''), '/basic-settings'],
  ['admin, profile incomplete, users', '/users', admin('no'), '/basic-settings'],
  ['admin, profile incomplete, the profile page itself', '/basic-settings', admin('no'), '/basic-settings'],
  ['admin, profile incomplete, the configuration tab', '/basic-configuration', admin('no'), '/basic-configuration'],
  ['admin, profile incomplete, his own account (sign-out, delete my profile)', '/profile', admin('no'), '/profile'],
  ['admin, profile complete (" Yes ")', '/cases', admin(' Yes '), '/cases'],
  ['petitioner admin, company incomplete, cases', '/cases', petitioner(false), '/basic-settings'],
  ['petitioner admin, company incomplete, his own company edit page', '/petitioner-edit/co-1', petitioner(false), '/petitioner-edit/co-1'],
  ['petitioner admin, company incomplete, another company', '/petitioner-edit/co-2', petitioner(false), '/basic-settings'],
  ['petitioner admin, company complete', '/cases', petitioner(true), '/cases'],
  ['attorney: nothing to complete', '/cases', { roleId: 6, tenantDetails: { profCompleted: 'no' } as TSessionUser['tenantDetails'] }, '/cases'],
  ['branch manager: nothing to complete', '/cases', { roleId: 4, tenantDetails: { profCompleted: 'no' } as TSessionUser['tenantDetails'] }, '/cases'],
])('%s: %s → %s', async (_name, from, user, to) => {
  const { router } = renderAt(from, user as Partial<TSessionUser>);
  // The shell's layout loads lazily: the guard has answered once the page's main region shows.
  await screen.findByRole('main', {}, { timeout: 30_000 });
  expect(router.state.location.pathname).toBe(to);
});

test('completing the profile lets the admin go on without reloading', async () => {
  const { router, session } = renderAt('/basic-settings', admin('no'));
  await screen.findByRole('main', {}, { timeout: 30_000 });
  await act(() => router.navigate('/cases'));
  expect(router.state.location.pathname).toBe('/basic-settings');
  const user = session.getState().user!;
  act(() => session.getState().updateUser({ ...user, tenantDetails: { ...user.tenantDetails!, profCompleted: 'yes' } }));
  await act(() => router.navigate('/cases'));
  expect(router.state.location.pathname).toBe('/cases');
});
