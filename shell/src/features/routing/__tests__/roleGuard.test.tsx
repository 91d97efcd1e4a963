import { act, waitFor } from '@testing-library/react';
import type { TSessionUser } from 'shared/domain';
import { renderRoutesAt } from '../testing/renderRoutes';
import { readLastAllowedPath } from '../lastAllowedPath';

jest.mock('../../federation/remoteLoader', () => ({
  isRemoteName: (o: string) => o.startsWith('mf-'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));

/*
 * Issue 14: a page outside the role's set sends the user back to where he was (SPEC §6 "Blocked
 * navigation returns to the previous page"), also when the URL was typed (a fresh page load).
 */

const user = (roleId: number) =>
  ({
    userId: `u${roleId}`,
    roleId,
    isExternal: 0,
    capCaseCount: 0,
    // profiles complete: the onboarding guard (onboardingGuard.test.tsx) stays out of these cases
    tenantDetails: { profCompleted: 'yes' },
    companyRegistrationCompleted: true,
  }) as unknown as TSessionUser;

const renderAt = (path: string, roleId: number) => renderRoutesAt(path, user(roleId)).router;

beforeEach(() => window.sessionStorage.clear());

test('a petitioner navigating to /users goes back to the page he was on', async () => {
  const router = renderAt('/messages', 50);
  expect(router.state.location.pathname).toBe('/messages');
  // the signed-in frame loads on its own (loadAppLayout): the page is shown, and remembered, once it has
  await waitFor(() => expect(readLastAllowedPath()).toBe('/messages'));
  await act(() => router.navigate('/users'));
  expect(router.state.location.pathname).toBe('/messages');
});

test('a beneficiary typing an admin URL (a fresh load) returns to the page he was on', async () => {
  const first = renderAt('/documents?case=7', 51);
  expect(first.state.location.pathname).toBe('/documents');
  first.dispose();
  const typed = renderAt('/workflow-list', 51);
  expect(`${typed.state.location.pathname}${typed.state.location.search}`).toBe('/documents?case=7');
});

test('with no page to return to, a beneficiary lands on his cases', () => {
  const router = renderAt('/bulk-emails', 51);
  expect(router.state.location.pathname).toBe('/cases');
});

test('a page another user of the tab left behind is not a way back for this one', () => {
  const admin = renderAt('/users', 3);
  expect(admin.state.location.pathname).toBe('/users');
  admin.dispose();
  const petitioner = renderAt('/workflow-list', 50);
  expect(petitioner.state.location.pathname).toBe('/dashboard');
});

test('an admin opens /users', () => {
  const router = renderAt('/users', 3);
  expect(router.state.location.pathname).toBe('/users');
});
