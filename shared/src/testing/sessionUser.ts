import { DEFAULT_TENANT_PERMISSIONS, type TSessionUser } from '../domain';
import type { TTenantPublic } from '../contract';

/** A complete session user for tests; override what the test is about. */
export function makeSessionUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    token: 'test-token',
    user: {},
    userId: 'u-1',
    userName: 'alex',
    userRole: 'Admin',
    loginRoleId: 3,
    roleId: 3,
    detailsId: null,
    tenantId: 't-1',
    name: 'Alex Admin',
    email: 'admin@demo.test',
    phone: null,
    profilePicture: null,
    passwordUpdated: true,
    isExternal: 0,
    casesAccessforAllUsers: false,
    capCaseCount: 0,
    registrationCompleted: true,
    companyRegistrationCompleted: true,
    companyId: null,
    companyStatusId: null,
    accountType: null,
    accountSubType: null,
    globalConfig: { isAllowExternalCases: 0, employeeMngmt: 0 },
    tenantDetails: {
      profCompleted: 'yes',
      defaultWorkflowComplted: true,
      adminName: 'Alex Admin',
      adminEmail: 'admin@demo.test',
      phone: null,
      phoneCountryCode: { countryCallingCode: '1' },
      typeId: 1,
      slug: 'demo',
      favicon: null,
      issueInvoiceRoleIds: [],
      whiteLabled: false,
      feiNumber: null,
      petitionerInfo: null,
      profileUpdatedOn: null,
      permissions: DEFAULT_TENANT_PERMISSIONS,
    },
    companyDetails: null,
    ...overrides,
  };
}

export function makeTenant(overrides: Partial<TTenantPublic> = {}): TTenantPublic {
  return {
    _id: 't-1',
    slug: 'demo',
    name: 'Demo Immigration Law LLP',
    typeId: 1,
    status: 'active',
    logo: null,
    favicon: null,
    contactEmail: null,
    webApp: null,
    whiteLabled: false,
    theme: {},
    globalConfig: { isAllowExternalCases: 0, employeeMngmt: 0 },
    weeklyReports: false,
    ...overrides,
  };
}
