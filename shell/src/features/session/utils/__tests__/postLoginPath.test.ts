import { landingFor, postLoginPath } from '../postLoginPath';
import { isResumablePath } from '../rememberedRoute';

const attorney = { roleId: 6, capCaseCount: 0 };

test('a deep link in the login query wins (SPEC §6)', () => {
  expect(
    postLoginPath({
      query: '?type=reminder&action=open&reminderId=r1&userId=u1',
      rememberedRoute: '/cases',
      user: attorney,
    }),
  ).toBe('/reminder-activity?action=open&reminderId=r1&userId=u1');
});

test('an incomplete deep link falls back to the remembered route, then the landing page', () => {
  expect(postLoginPath({ query: '?type=i9&itemId=4', rememberedRoute: '/cases', user: attorney })).toBe('/cases');
  expect(postLoginPath({ query: '?type=i9&itemId=4', rememberedRoute: null, user: attorney })).toBe('/dashboard');
});

test('only in-app catalogue paths are resumed', () => {
  expect(isResumablePath('/cases?x=1')).toBe(true);
  expect(isResumablePath('//evil.test/x')).toBe(false);
  expect(isResumablePath('https://evil.test/')).toBe(false);
  expect(isResumablePath('/login')).toBe(false);
  expect(isResumablePath('/no-such-page')).toBe(false);
});

test('landing follows the guard: profile first for roles 3 and 50, then the role’s page', () => {
  expect(landingFor({ roleId: 3, tenantDetails: { profCompleted: ' YES ' } })).toBe('/dashboard');
  expect(landingFor({ roleId: 3, tenantDetails: { profCompleted: 'no' } })).toBe('/basic-settings');
  expect(landingFor({ roleId: 50, companyRegistrationCompleted: false })).toBe('/basic-settings');
  expect(landingFor({ roleId: 49 })).toBe('/i9-list');
  expect(landingFor({ roleId: 51, capCaseCount: 2 })).toBe('/cap-registrations');
  expect(landingFor({ roleId: 51, capCaseCount: 0 })).toBe('/cases');
});
