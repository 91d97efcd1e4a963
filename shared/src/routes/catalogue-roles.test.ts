import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { decideRoute, type GuardTenant } from '../domain/guard';
import { ALL_ROLES, CLIENT_ROLES, ROLE, roleSetName, type RoleId } from '../domain/roles';
import { ROUTES, landingPath, routeById, sidebarRoutes } from './index';
import { pagesOfRole, roleMatrixMarkdown } from './role-matrix';

/*
 * Issue 14: the role × page matrix. Each page names one role set; docs/roles.md shows the matrix,
 * generated from the catalogue (UPDATE_ROLES_DOC=1 rewrites it).
 */

const ids = (roleId: RoleId): string[] => pagesOfRole(roleId).map((r) => r.id);
const sidebarPaths = (roleId: RoleId): string[] =>
  sidebarRoutes()
    .filter((r) => r.roles.includes(roleId))
    .map((r) => r.path);

describe('route catalogue roles', () => {
  it('gives every route a named role set, never a literal list', () => {
    expect(ROUTES.filter((r) => roleSetName(r.roles) === undefined).map((r) => r.id)).toEqual([]);
  });

  it('opens public pages to every role (a visitor needs none)', () => {
    expect(ROUTES.filter((r) => r.access === 'public' && r.roles !== ALL_ROLES).map((r) => r.id)).toEqual([]);
  });

  it("lets each role open its landing page (the guard's fallback) and its profile", () => {
    for (const roleId of ALL_ROLES) {
      const landings =
        roleId === ROLE.BENEFICIARY ? [landingPath(roleId, 0), landingPath(roleId, 1)] : [landingPath(roleId, 0)];
      for (const landing of landings) {
        expect([roleId, landing, ROUTES.find((r) => r.path === landing)?.roles.includes(roleId)]).toEqual([
          roleId,
          landing,
          true,
        ]);
      }
      expect(ids(roleId)).toContain('account.profile');
    }
  });

  it('lets the petitioner and the admins complete the company profile at /basic-settings (SPEC §6)', () => {
    const basic = ROUTES.find((r) => r.path === '/basic-settings');
    for (const roleId of [ROLE.ADMIN, ROLE.PETITIONER]) expect(basic?.roles).toContain(roleId);
  });

  it("shows the petitioner his company's cases, beneficiaries, documents, questionnaires, invoices, messages, support tickets and profile", () => {
    expect(sidebarPaths(ROLE.PETITIONER)).toEqual([
      '/',
      '/dashboard',
      '/petitions',
      '/cases',
      '/documents',
      '/cap-registrations',
      '/my-questionnaires',
      '/beneficiaries',
      '/employees',
      '/invoice-list',
      '/notifications',
      '/messages',
      '/support-tickets',
      '/basic-settings',
    ]);
    expect(ids(ROLE.PETITIONER)).toEqual(
      expect.arrayContaining([
        'cases.petitionDetails',
        'people.beneficiaryDetails',
        'people.beneficiaryEdit',
        'people.companyDetails',
      ]),
    );
  });

  it('shows the beneficiary his dashboard, own cases, documents, questionnaires, messages, support tickets and profile', () => {
    expect(sidebarPaths(ROLE.BENEFICIARY)).toEqual([
      '/dashboard',
      '/petitions',
      '/cases',
      '/documents',
      '/cap-registrations',
      '/my-questionnaires',
      '/notifications',
      '/messages',
      '/support-tickets',
    ]);
    expect(ids(ROLE.BENEFICIARY)).toEqual(
      expect.arrayContaining(['cases.petitionDetails', 'people.beneficiaryDetails', 'account.profile']),
    );
    expect(ids(ROLE.BENEFICIARY)).not.toContain('people.beneficiaries');
  });

  it('lets clients answer questionnaires through their link and list theirs on /my-questionnaires (the /questionnaire pages are the firm’s view)', () => {
    const fill = ROUTES.filter((r) => /^\/fill-(\w+-)?questionnaire\//i.test(r.path));
    expect(fill.length).toBeGreaterThan(3);
    for (const r of fill) expect([r.path, r.access]).toEqual([r.path, 'public']);
    expect(routeById('questionnaires.mine')?.roles).toBe(CLIENT_ROLES);
    for (const r of ROUTES.filter((x) => x.id.startsWith('questionnaires.') && x.id !== 'questionnaires.mine')) {
      expect([r.id, r.roles.includes(ROLE.PETITIONER), r.roles.includes(ROLE.BENEFICIARY)]).toEqual([r.id, false, false]);
    }
  });

  it.each([
    [ROLE.PETITIONER, 'petitioner'],
    [ROLE.BENEFICIARY, 'beneficiary'],
  ])('keeps role %s (%s) out of every firm administration page', (roleId, _name) => {
    const denied = [
      'people.users',
      'people.userRoles',
      'branches.list',
      'settings.workflows',
      'settings.workflowConfig',
      'settings.petitionTypes',
      'billing.quickbooksSettings',
      'billing.generateInvoice',
      'comms.bulkEmails',
      'comms.sentEmails',
      'comms.emailTemplates',
      'people.leads',
      'people.contacts',
      'people.petitioners',
      'reports.caseList',
      'lca.list',
      'i9.list',
      'questionnaireTemplates.list',
      'cases.bulkAssignment',
      'comms.tasks',
    ];
    for (const id of denied) expect([id, ids(roleId).includes(id)]).toEqual([id, false]);
  });

  it('gives the administration pages to roles 3 and 4, the LCA pages to 11, the I-9 pages to 49', () => {
    for (const id of [
      'people.users',
      'branches.list',
      'settings.workflows',
      'comms.bulkEmails',
      'billing.quickbooksSettings',
    ]) {
      for (const roleId of [ROLE.ADMIN, ROLE.BRANCH_MANAGER])
        expect([id, ids(roleId).includes(id)]).toEqual([id, true]);
      for (const roleId of [ROLE.ATTORNEY, ROLE.LCA_MANAGER, ROLE.READ_ONLY_STAFF]) {
        expect([id, roleId, ids(roleId).includes(id)]).toEqual([id, roleId, false]);
      }
    }
    expect(ids(ROLE.LCA_MANAGER)).toEqual(
      expect.arrayContaining(['lca.list', 'lca.details', 'pwd.list', 'lca.pafRequests']),
    );
    expect(ids(ROLE.LCA_MANAGER)).not.toContain('i9.list');
    expect(ids(ROLE.I9_USER).sort()).toEqual(
      [
        'account.notifications',
        'account.profile',
        'i9.details',
        'i9.list',
        'i9.questionnaire',
        'i9.verifierInfo',
        'i9.verifiersList',
      ].sort(),
    );
    expect(ids(ROLE.BILLING_MANAGER)).toEqual(
      expect.arrayContaining(['billing.invoices', 'billing.quickbooksSettings']),
    );
    expect(ids(ROLE.PLATFORM_OPERATOR)).toContain('people.users');
    expect(ids(ROLE.PLATFORM_SUPPORT)).not.toContain('people.users');
  });

  it('agrees with the guard: a role opens exactly its pages when the tenant blocks nothing', () => {
    const tenant: GuardTenant = { typeId: 1, employeeMngmt: 0, weeklyReports: true };
    const open = ROUTES.filter((r) => r.access === 'login' && !r.employeePage);
    for (const roleId of ALL_ROLES) {
      const allowed = open
        .filter((r) => {
          const pathname = r.path.replace(/:(\w+)\??/g, 'x');
          const user = { roleId, isExternal: 0, capCaseCount: 0, profileComplete: true };
          return decideRoute({ pathname, search: '', user, tenant, tenantResolved: 'found' }).kind === 'allow';
        })
        .map((r) => r.id);
      expect([roleId, allowed]).toEqual([roleId, open.filter((r) => r.roles.includes(roleId)).map((r) => r.id)]);
    }
  });
});

describe('docs/roles.md', () => {
  const doc = resolve(__dirname, '../../../docs/roles.md');
  const START =
    '<!-- role-matrix:start (generated from the route catalogue by shared/src/routes/catalogue-roles.test.ts) -->';
  const END = '<!-- role-matrix:end -->';

  it('shows the role × page matrix of the catalogue (UPDATE_ROLES_DOC=1 rewrites it)', () => {
    const text = readFileSync(doc, 'utf8');
    const from = text.indexOf(START);
    const to = text.indexOf(END);
    expect(from).toBeGreaterThanOrEqual(0);
    expect(to).toBeGreaterThan(from);
    const generated = `${START}\n${roleMatrixMarkdown()}\n${END}`;
    if (process.env.UPDATE_ROLES_DOC === '1') {
      writeFileSync(doc, text.slice(0, from) + generated + text.slice(to + END.length));
      return;
    }
    expect(text.slice(from, to + END.length)).toBe(generated);
  });
});
