import { ROUTES } from '../routes';
import { ROLE } from './roles';
import {
  decideRoute,
  resumeAfterLogin,
  type GuardDecision,
  type GuardInput,
  type GuardTenant,
  type GuardUser,
} from './guard';

const lawFirm = (employeeMngmt: 0 | 1 = 0, weeklyReports = false): GuardTenant => ({
  typeId: 1,
  employeeMngmt,
  weeklyReports,
});
const petitionerTenant: GuardTenant = { typeId: 2, employeeMngmt: 0, weeklyReports: false };

const staff = (roleId = 6, extra: Partial<GuardUser> = {}): GuardUser => ({
  roleId,
  isExternal: 0,
  capCaseCount: 0,
  profileComplete: true,
  ...extra,
});

const input = (over: Partial<GuardInput>): GuardInput => ({
  pathname: '/dashboard',
  search: '',
  user: staff(),
  tenant: lawFirm(),
  tenantResolved: 'found',
  ...over,
});

type Row = [name: string, over: Partial<GuardInput>, expected: GuardDecision];

const allow: GuardDecision = { kind: 'allow' };

const rows: Row[] = [
  // SPEC §2: "Unknown paths redirect to /error-404."
  [
    'Unknown paths redirect to /error-404',
    { pathname: '/no-such-page' },
    { kind: 'redirect', to: '/error-404', reason: 'unknown-route' },
  ],
  [
    'Unknown paths redirect to /error-404 (also when not logged in)',
    { pathname: '/petition-details/1/extra', user: null },
    { kind: 'redirect', to: '/error-404', reason: 'unknown-route' },
  ],
  // "A missing tenant leads to /error-404."
  [
    'A missing tenant leads to /error-404',
    { tenantResolved: 'missing', tenant: null, user: null, pathname: '/login' },
    { kind: 'redirect', to: '/error-404', reason: 'tenant-missing' },
  ],
  [
    'A missing tenant leads to /error-404 (the 404 page itself shows)',
    { tenantResolved: 'missing', tenant: null, pathname: '/error-404' },
    allow,
  ],
  // "Routes flagged as not requiring login are open."
  [
    'Routes flagged as not requiring login are open (/forgot-password)',
    { user: null, pathname: '/forgot-password' },
    allow,
  ],
  [
    'Routes flagged as not requiring login are open (/files, no login needed)',
    { user: null, pathname: '/files' },
    allow,
  ],
  [
    'Routes flagged as not requiring login are open (token fill-in page)',
    { user: null, pathname: '/fill-questionnaire/abc', search: '?token=t' },
    allow,
  ],
  [
    'Routes flagged as not requiring login are open (also for a signed-in user)',
    { pathname: '/fill-questionnaire/abc' },
    allow,
  ],
  ['Routes flagged as not requiring login are open (/login for a visitor)', { user: null, pathname: '/login' }, allow],
  // "A logged-in user opening /login or /register goes to /basic-settings if the tenant (role 3) or
  //  petitioner (role 50) profile is incomplete, else to the role's landing page."
  [
    'A logged-in user opening /login goes to /basic-settings if the tenant (role 3) profile is incomplete',
    { pathname: '/login', user: staff(3, { profileComplete: false }) },
    { kind: 'redirect', to: '/basic-settings', reason: 'signed-in-profile-incomplete' },
  ],
  [
    'A logged-in user opening /register goes to /basic-settings if the petitioner (role 50) profile is incomplete',
    { pathname: '/register', user: staff(50, { profileComplete: false }) },
    { kind: 'redirect', to: '/basic-settings', reason: 'signed-in-profile-incomplete' },
  ],
  [
    "A logged-in user opening /login goes … else to the role's landing page (admin → /dashboard)",
    { pathname: '/login', user: staff(3) },
    { kind: 'redirect', to: '/dashboard', reason: 'signed-in-landing' },
  ],
  [
    "… else to the role's landing page (I-9 user → /i9-list)",
    { pathname: '/register', user: staff(49) },
    { kind: 'redirect', to: '/i9-list', reason: 'signed-in-landing' },
  ],
  [
    "… else to the role's landing page (beneficiary with cap cases → /cap-registrations)",
    { pathname: '/login', user: staff(51, { capCaseCount: 2 }) },
    { kind: 'redirect', to: '/cap-registrations', reason: 'signed-in-landing' },
  ],
  // "A visitor not logged in is sent to /login."
  [
    'A visitor not logged in is sent to /login',
    { user: null, pathname: '/invoice-list' },
    {
      kind: 'redirect',
      to: '/login',
      reason: 'login-required',
    },
  ],
  // "Three deep links go to login carrying a type and their parameters"
  [
    'The I-9 details link with an action: type i9',
    { user: null, pathname: '/i9-details/42', search: '?action=sign' },
    { kind: 'redirect', to: '/login?type=i9&itemId=42&action=sign', reason: 'deep-link-login' },
  ],
  [
    'The I-9 details link without an action is a plain login',
    { user: null, pathname: '/i9-details/42', search: '' },
    { kind: 'redirect', to: '/login', reason: 'login-required' },
  ],
  [
    'The reminder-activity link with action, reminderId and userId: type reminder',
    { user: null, pathname: '/reminder-activity', search: '?action=done&reminderId=r1&userId=u1&other=x' },
    { kind: 'redirect', to: '/login?type=reminder&action=done&reminderId=r1&userId=u1', reason: 'deep-link-login' },
  ],
  [
    'The reminder-activity link missing userId is a plain login',
    { user: null, pathname: '/reminder-activity', search: '?action=done&reminderId=r1' },
    { kind: 'redirect', to: '/login', reason: 'login-required' },
  ],
  [
    'The petition-details link with action, petitionId and documentId: type ATTORNEY_SIGN',
    { user: null, pathname: '/petition-details/p9', search: 'action=sign&petitionId=p9&documentId=d 1' },
    {
      kind: 'redirect',
      to: '/login?type=ATTORNEY_SIGN&itemId=p9&action=sign&petitionId=p9&documentId=d+1',
      reason: 'deep-link-login',
    },
  ],
  [
    'The petition-details link without documentId is a plain login',
    { user: null, pathname: '/petition-details/p9', search: '?action=sign&petitionId=p9' },
    { kind: 'redirect', to: '/login', reason: 'login-required' },
  ],
  // "Tenant type 1: if employee management is 0, the employee pages are blocked; if 1, the
  //  beneficiary pages are blocked. Other tenant types cannot reach the beneficiary pages."
  [
    'Tenant type 1: if employee management is 0, the employee pages are blocked',
    { pathname: '/employees', tenant: lawFirm(0), previousPath: '/cases' },
    { kind: 'back', fallback: '/cases', reason: 'employee-pages-off' },
  ],
  [
    'Tenant type 1, employee management 0: beneficiary pages open',
    { pathname: '/beneficiaries', tenant: lawFirm(0) },
    allow,
  ],
  [
    'Tenant type 1: if 1, the beneficiary pages are blocked',
    { pathname: '/beneficiaries-details/7', tenant: lawFirm(1), previousPath: '/dashboard' },
    { kind: 'back', fallback: '/dashboard', reason: 'beneficiary-pages-off' },
  ],
  [
    'Tenant type 1, employee management 1: employee pages open',
    { pathname: '/employee-details/7', tenant: lawFirm(1) },
    allow,
  ],
  [
    'Other tenant types cannot reach the beneficiary pages',
    { pathname: '/beneficiaries', tenant: petitionerTenant, previousPath: '/petitions' },
    { kind: 'back', fallback: '/petitions', reason: 'beneficiary-pages-tenant-type' },
  ],
  // "/weekly-reports is only for two particular tenants."
  [
    '/weekly-reports is only for two particular tenants (not this one)',
    { pathname: '/weekly-reports', tenant: lawFirm(0, false), previousPath: '/over-due-reports' },
    { kind: 'back', fallback: '/over-due-reports', reason: 'tenant-feature' },
  ],
  [
    '/weekly-reports is only for two particular tenants (one of them)',
    { pathname: '/weekly-reports', tenant: lawFirm(0, true) },
    allow,
  ],
  // "Tenant type 2 cannot open /cases-by-customer and /individual-customer-reports."
  [
    'Tenant type 2 cannot open /cases-by-customer',
    { pathname: '/cases-by-customer', tenant: petitionerTenant, previousPath: '/dashboard' },
    { kind: 'back', fallback: '/dashboard', reason: 'tenant-type-blocked' },
  ],
  [
    'Tenant type 2 cannot open /individual-customer-reports',
    { pathname: '/individual-customer-reports', tenant: petitionerTenant, previousPath: '/dashboard' },
    { kind: 'back', fallback: '/dashboard', reason: 'tenant-type-blocked' },
  ],
  ['Tenant type 1 opens /cases-by-customer', { pathname: '/cases-by-customer', tenant: lawFirm() }, allow],
  // "External users may open only: cases, messages, petition and RFE details, LCA, PWD, GC employment
  //  details, external cases, case transfer, profile, and questionnaires. Other paths redirect to /cases."
  ['External users may open only: cases', { pathname: '/cases', user: staff(6, { isExternal: 1 }) }, allow],
  ['External users may open only: … messages', { pathname: '/messages', user: staff(6, { isExternal: 1 }) }, allow],
  [
    'External users may open only: … petition details',
    { pathname: '/petition-details/1', user: staff(6, { isExternal: 1 }) },
    allow,
  ],
  ['External users may open only: … LCA', { pathname: '/lcalist', user: staff(6, { isExternal: 1 }) }, allow],
  ['External users may open only: … profile', { pathname: '/profile', user: staff(6, { isExternal: 1 }) }, allow],
  [
    'External users: other paths redirect to /cases',
    { pathname: '/invoice-list', user: staff(6, { isExternal: 1 }) },
    { kind: 'redirect', to: '/cases', reason: 'external-user' },
  ],
  [
    'External users: other paths redirect to /cases (the dashboard too)',
    { pathname: '/dashboard', user: staff(3, { isExternal: 1 }) },
    { kind: 'redirect', to: '/cases', reason: 'external-user' },
  ],
  [
    'An internal user is one whose isExternal is not 1',
    { pathname: '/invoice-list', user: staff(12, { isExternal: null }) },
    allow,
  ],
  // "Blocked navigation returns to the previous page."
  [
    'Blocked navigation returns to the previous page; with none, it falls back to the landing page',
    { pathname: '/employees', tenant: lawFirm(0), user: staff(49) },
    { kind: 'back', fallback: '/i9-list', reason: 'employee-pages-off' },
  ],
  [
    'Blocked navigation returns to the previous page, unless that is the blocked page itself',
    { pathname: '/employees', tenant: lawFirm(0), previousPath: '/employees' },
    { kind: 'back', fallback: '/dashboard', reason: 'employee-pages-off' },
  ],
  // Passage (issue 14, docs/roles.md): each page names the roles that may open it; others go back.
  [
    'A petitioner typing /users goes back to the page he was on',
    { pathname: '/users', user: staff(50), previousPath: '/cases?page=2' },
    { kind: 'back', fallback: '/cases?page=2', reason: 'role-not-allowed' },
  ],
  [
    'A beneficiary typing /workflow-list with no previous page goes to his landing page',
    { pathname: '/workflow-list', user: staff(51) },
    { kind: 'back', fallback: '/cases', reason: 'role-not-allowed' },
  ],
  [
    'A beneficiary with cap cases falls back to /cap-registrations',
    { pathname: '/quickbook-settings', user: staff(51, { capCaseCount: 1 }) },
    { kind: 'back', fallback: '/cap-registrations', reason: 'role-not-allowed' },
  ],
  [
    'The previous page is not used when this user may not open it either (falls back to landing)',
    { pathname: '/users', user: staff(51), previousPath: '/bulk-emails' },
    { kind: 'back', fallback: '/cases', reason: 'role-not-allowed' },
  ],
  [
    'The previous page is not used when it is a public entry page that sends a signed-in user on',
    { pathname: '/users', user: staff(50), previousPath: '/login' },
    { kind: 'back', fallback: '/dashboard', reason: 'role-not-allowed' },
  ],
  ['A petitioner opens his company’s beneficiaries', { pathname: '/beneficiaries', user: staff(50) }, allow],
  ['A petitioner opens the invoices', { pathname: '/invoice-list', user: staff(50) }, allow],
  ['A beneficiary opens a case', { pathname: '/petition-details/7', user: staff(51) }, allow],
  [
    'A beneficiary may not open the beneficiaries list',
    { pathname: '/beneficiaries', user: staff(51), previousPath: '/documents' },
    { kind: 'back', fallback: '/documents', reason: 'role-not-allowed' },
  ],
  ['The LCA manager opens the LCA list', { pathname: '/lcalist', user: staff(11) }, allow],
  [
    'The LCA manager may not open the I-9 list',
    { pathname: '/i9-list', user: staff(11), previousPath: '/lcalist' },
    { kind: 'back', fallback: '/lcalist', reason: 'role-not-allowed' },
  ],
  ['The I-9 user opens the verifiers', { pathname: '/verifiers-list', user: staff(49) }, allow],
  [
    'The I-9 user may not open the dashboard (he lands on /i9-list)',
    { pathname: '/dashboard', user: staff(49) },
    { kind: 'back', fallback: '/i9-list', reason: 'role-not-allowed' },
  ],
  [
    'Read-only staff may not open the user administration',
    { pathname: '/user-roles', user: staff(13), previousPath: '/cases' },
    { kind: 'back', fallback: '/cases', reason: 'role-not-allowed' },
  ],
  [
    'Tenant blocks are reported before roles (same way back)',
    { pathname: '/employees', tenant: lawFirm(0), user: staff(51), previousPath: '/cases' },
    { kind: 'back', fallback: '/cases', reason: 'employee-pages-off' },
  ],
  [
    'An external user is still held to the external pages first',
    { pathname: '/users', user: staff(3, { isExternal: 1 }) },
    { kind: 'redirect', to: '/cases', reason: 'external-user' },
  ],
  // Passage: the app host has no tenant, so tenant blocks do not apply there.
  [
    'No tenant (platform host): tenant blocks do not apply',
    { pathname: '/employees', tenant: null, tenantResolved: 'platform', user: staff(3) },
    allow,
  ],
];

describe('decideRoute (SPEC §6 "Route guard")', () => {
  it.each(rows)('%s', (_name, over, expected) => {
    expect(decideRoute(input(over))).toEqual(expected);
  });

  it('lets a signed-in admin open every login route of the firm when the tenant blocks nothing', () => {
    const tenant: GuardTenant = { typeId: 1, employeeMngmt: 0, weeklyReports: true };
    // Pages only a client has (e.g. /my-questionnaires) are not the firm's.
    const open = ROUTES.filter(
      (r) => r.access === 'login' && !r.employeePage && !r.path.includes(':') && r.roles.includes(ROLE.ADMIN),
    );
    expect(open.length).toBeGreaterThan(50);
    for (const r of open) expect(decideRoute(input({ pathname: r.path, tenant, user: staff(3) }))).toEqual(allow);
  });

  it('sends an admin back from a page only clients have', () => {
    const clientOnly = ROUTES.filter((r) => r.access === 'login' && !r.roles.includes(ROLE.ADMIN));
    expect(clientOnly.map((r) => r.path)).toContain('/my-questionnaires');
    expect(
      decideRoute(input({ pathname: '/my-questionnaires', user: staff(3), previousPath: '/cases' })),
    ).toMatchObject({
      kind: 'back',
      reason: 'role-not-allowed',
    });
  });
});

describe('resumeAfterLogin (the deep link rebuilt after login)', () => {
  it.each([
    ['/i9-details/42', '?action=sign'],
    ['/reminder-activity', '?action=done&reminderId=r%2F1&userId=u1'],
    ['/petition-details/p%209', '?action=sign&petitionId=p9&documentId=d1'],
  ])('round-trips %s%s through the login URL', (pathname, search) => {
    const decision = decideRoute(input({ user: null, pathname, search }));
    expect(decision.kind).toBe('redirect');
    const to = decision.kind === 'redirect' ? decision.to : '';
    expect(to.startsWith('/login?type=')).toBe(true);
    expect(resumeAfterLogin(to.slice(to.indexOf('?')))).toBe(`${pathname}${search}`);
  });

  it.each([
    ['no type', ''],
    ['an unknown type', '?type=admin&action=x'],
    ['a prototype key as type', '?type=toString&action=x'],
    ['missing parameters', '?type=reminder&action=done&reminderId=r1'],
    ['a blank parameter', '?type=i9&itemId=4&action='],
    ['no item id for a details page', '?type=i9&action=sign'],
  ])('gives null for %s', (_name, search) => {
    expect(resumeAfterLogin(search)).toBeNull();
  });

  it('builds only catalogue paths, whatever the item id holds', () => {
    expect(resumeAfterLogin('type=i9&itemId=..%2F..%2Fevil&action=x')).toBe('/i9-details/..%2F..%2Fevil?action=x');
  });
});
