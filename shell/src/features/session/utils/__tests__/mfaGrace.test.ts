import { isMfaGraceExpired } from '../mfaGrace';

const now = new Date('2026-03-01T12:00:00Z');

test('logs out when MFA is required, the user has none and the grace date has passed (SPEC §4)', () => {
  expect(
    isMfaGraceExpired({ mfaEnabledByTenant: true, mfaType: null, gracePeriodDate: '2026-02-28T00:00:00Z' }, now),
  ).toBe(true);
  expect(isMfaGraceExpired({ mfaEnabledByTenant: 1, mfaType: '', gracePeriodDate: '2026-03-01T12:00:00Z' }, now)).toBe(
    true,
  );
});

test('keeps the user while the grace date is still ahead', () => {
  expect(
    isMfaGraceExpired({ mfaEnabledByTenant: true, mfaType: null, gracePeriodDate: '2026-03-01T12:00:01Z' }, now),
  ).toBe(false);
});

test('keeps a user who has an MFA type, whatever the date', () => {
  expect(isMfaGraceExpired({ mfaEnabledByTenant: true, mfaType: 'totp', gracePeriodDate: '2020-01-01' }, now)).toBe(
    false,
  );
});

test('keeps everyone when the tenant does not require MFA', () => {
  expect(isMfaGraceExpired({ mfaEnabledByTenant: false, mfaType: null, gracePeriodDate: '2020-01-01' }, now)).toBe(
    false,
  );
  expect(isMfaGraceExpired({ mfaEnabledByTenant: 0, mfaType: null, gracePeriodDate: '2020-01-01' }, now)).toBe(false);
});

test('an explicit null grace date means no grace; a missing or unreadable one decides nothing', () => {
  expect(isMfaGraceExpired({ mfaEnabledByTenant: true, mfaType: null, gracePeriodDate: null }, now)).toBe(true);
  expect(isMfaGraceExpired({ mfaEnabledByTenant: true, mfaType: null }, now)).toBe(false);
  expect(isMfaGraceExpired({ mfaEnabledByTenant: true, mfaType: null, gracePeriodDate: 'soon' }, now)).toBe(false);
});

test('the server’s own verdict is honoured', () => {
  expect(isMfaGraceExpired({ mfaEnabledByTenant: false, mustLogout: true }, now)).toBe(true);
});
