import { DEFAULT_TENANT_PERMISSIONS } from './tenant-permissions';
import { ZSessionUser, type TSessionUser } from './session-user';
import { isProfileComplete } from './profile';

const admin: TSessionUser = {
  token: 'jwt',
  user: { _id: 'u1' },
  userId: 'u1',
  userName: 'admin@demo.test',
  userRole: 'Admin',
  loginRoleId: 3,
  roleId: 3,
  detailsId: null,
  tenantId: 't1',
  name: 'Alex Admin',
  email: 'admin@demo.test',
  phone: null,
  profilePicture: null,
  passwordUpdated: true,
  isExternal: 0,
  casesAccessforAllUsers: false,
  capCaseCount: 0,
  registrationCompleted: true,
  companyRegistrationCompleted: false,
  companyId: null,
  companyStatusId: null,
  accountType: null,
  accountSubType: null,
  globalConfig: { isAllowExternalCases: 1, employeeMngmt: 0 },
  tenantDetails: {
    profCompleted: ' Yes',
    defaultWorkflowComplted: true,
    adminName: 'Alex Admin',
    adminEmail: 'admin@demo.test',
    phone: '2015550123',
    phoneCountryCode: { countryCallingCode: '1' },
    typeId: 1,
    slug: 'demo',
    favicon: null,
    issueInvoiceRoleIds: [8],
    whiteLabled: false,
    feiNumber: null,
    petitionerInfo: { feiNumber: null },
    profileUpdatedOn: '2026-01-01T00:00:00.000Z',
    permissions: DEFAULT_TENANT_PERMISSIONS,
  },
  companyDetails: null,
};

describe('ZSessionUser (SPEC §3 session user)', () => {
  it('accepts a complete session user, and the profile rules read it', () => {
    const parsed = ZSessionUser.parse(admin);
    expect(parsed.tenantDetails?.permissions.CASE_CREATE).toContain(3);
    expect(isProfileComplete(parsed)).toBe(true);
  });

  it('accepts a platform operator without tenant or company', () => {
    expect(
      ZSessionUser.safeParse({ ...admin, roleId: 1, loginRoleId: 1, tenantId: null, tenantDetails: null }).success,
    ).toBe(true);
  });

  it.each([
    ['no token', { token: '' }],
    ['isExternal other than 0 or 1', { isExternal: 2 }],
    ['a negative capCaseCount', { capCaseCount: -1 }],
    ['employeeMngmt as a boolean', { globalConfig: { isAllowExternalCases: 0, employeeMngmt: true } }],
    [
      'a permissions map missing a key',
      { tenantDetails: { ...admin.tenantDetails, permissions: { CASE_CREATE: [3] } } },
    ],
  ])('rejects %s', (_name, patch) => {
    expect(ZSessionUser.safeParse({ ...admin, ...patch }).success).toBe(false);
  });

  it('requires every field SPEC §3 lists', () => {
    const keys = Object.keys(ZSessionUser.shape).sort();
    expect(keys).toEqual(
      [
        'token',
        'user',
        'userId',
        'userName',
        'userRole',
        'loginRoleId',
        'roleId',
        'detailsId',
        'tenantId',
        'name',
        'email',
        'phone',
        'profilePicture',
        'passwordUpdated',
        'isExternal',
        'casesAccessforAllUsers',
        'capCaseCount',
        'registrationCompleted',
        'companyRegistrationCompleted',
        'companyId',
        'companyStatusId',
        'accountType',
        'accountSubType',
        'globalConfig',
        'tenantDetails',
        'companyDetails',
      ].sort(),
    );
    const { userId: _dropped, ...withoutUserId } = admin;
    expect(ZSessionUser.safeParse(withoutUserId).success).toBe(false);
  });
});
