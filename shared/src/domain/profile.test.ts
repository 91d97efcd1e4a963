import { checklistIncomplete, isProfileComplete, isTenantProfileComplete } from './profile';

describe('profile completeness (SPEC §4)', () => {
  it.each([
    ['yes', true],
    [' YES ', true],
    ['Yes', true],
    ['no', false],
    ['yes please', false],
    ['', false],
    [null, false],
  ])("profCompleted equals 'yes' (trimmed, case-insensitive): %j → %s", (value, expected) => {
    expect(isTenantProfileComplete(value)).toBe(expected);
  });

  it.each([
    ['tenant admin (role 3), profile yes', { roleId: 3, tenantDetails: { profCompleted: 'yes' } }, true],
    ['tenant admin (role 3), profile no', { roleId: 3, tenantDetails: { profCompleted: 'no' } }, false],
    ['tenant admin (role 3), no tenant details', { roleId: 3, tenantDetails: null }, false],
    ['tenant admin ignores company registration', { roleId: 3, companyRegistrationCompleted: true }, false],
    ['petitioner (role 50), company registration complete', { roleId: 50, companyRegistrationCompleted: true }, true],
    [
      'petitioner (role 50), company registration incomplete',
      { roleId: 50, companyRegistrationCompleted: false },
      false,
    ],
    ['petitioner ignores the tenant profile', { roleId: 50, tenantDetails: { profCompleted: 'yes' } }, false],
    ['other roles have no profile to complete', { roleId: 6, tenantDetails: { profCompleted: 'no' } }, true],
  ])('%s', (_name, user, expected) => {
    expect(isProfileComplete(user)).toBe(expected);
  });
});

describe('tenant checklist (SPEC §4: reports any of petition, workflow or branch setup that is incomplete)', () => {
  it.each([
    [{ petitionSetupCompleted: true, workflowSetupCompleted: true, branchSetupCompleted: true }, []],
    [
      { petitionSetupCompleted: false, workflowSetupCompleted: true, branchSetupCompleted: false },
      ['petition', 'branch'],
    ],
    [{ workflowSetupCompleted: false }, ['petition', 'workflow', 'branch']],
  ])('%j → %j', (flags, expected) => {
    expect(checklistIncomplete(flags)).toEqual(expected);
  });
});
