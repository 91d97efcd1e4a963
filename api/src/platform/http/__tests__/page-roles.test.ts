import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALL_CALLS, type AnyCallDeclaration } from 'shared/contract';
import { ROLE, type RoleId } from 'shared/domain';
import { ROUTES, routeById } from 'shared/routes';
import { pageCalls } from '../../../testing/page-calls';

/*
 * Issue 14: the server calls behind each page follow the role × page matrix of the route
 * catalogue (docs/roles.md). Which calls a page makes is read from the code of the shell and the
 * remotes (api/src/testing/page-calls.ts).
 */

const ROOT = resolve(__dirname, '../../../../..');
const { pages, frame, shell } = pageCalls();

/** May a signed-in user of this role make the call (as the call pipeline decides before the handler)? */
const allows = (call: AnyCallDeclaration, roleId: RoleId): boolean => {
  const auth = call.auth;
  if (auth.kind === 'operator') return roleId === ROLE.PLATFORM_OPERATOR;
  if (auth.kind !== 'session') return true;
  return auth.roles === undefined || auth.roles.includes(roleId);
};

/**
 * Loads the static reading over-approximates: a component that makes the call is rendered only for
 * roles the call allows (file: where that is decided), or a module the page imports for another
 * of its functions holds the call.
 */
const GATED_LOADS: readonly { call: string; routes: readonly string[]; file: string; why: string }[] = [
  ...['/case-config/type-list', '/case-config/subtype-list', '/case-config/details'].map((call) => ({
    call,
    routes: ['cases.petitions', 'cases.list'],
    file: 'mf-cases/src/features/lists/components/CreateCaseDialog.tsx',
    why: 'the New case dialog opens only for roles that may create cases (never a beneficiary)',
  })),
  {
    call: '/petition/get-preparer-list',
    routes: ['cases.petitionDetails', 'cases.rfePetitionDetails', 'cases.print'],
    file: 'case-kit/src/details/components/CaseDetailsView.tsx',
    why: 'the assign dialog opens only from the staff actions of a case',
  },
  {
    call: '/petition/documents-awaiting-review',
    routes: ['cases.documents', 'cases.petitionDetails', 'cases.rfePetitionDetails', 'cases.print'],
    file: 'mf-cases/src/pages/DocumentsPage.tsx',
    why: 'the review queue shows only to CASE_DOCUMENT_STAFF_ROLES; a case shows clients their checklist',
  },
  {
    call: '/pwd/wage-imports',
    routes: ['pwd.wageDetermination'],
    file: 'mf-lca-pwd/src/features/wage/pages/WageDeterminationPage.tsx',
    why: 'the OFLC import panel (WageImport) shows to ADMIN_ROLES only',
  },
  ...['/form-letter/list', '/form-letter/group-list', '/petition/letter-list', '/petition/pdf-form-version-list'].map(
    (call) => ({
      call,
      routes: ['cases.petitionDetails', 'cases.rfePetitionDetails', 'cases.print'],
      file: 'case-kit/src/details/components/CaseDetailsView.tsx',
      why: 'the Forms and Letters panels show to staff only (canGenerateForms)',
    }),
  ),
  ...['/users/list', '/users/roles-list'].map((call) => ({
    call,
    routes: ['people.beneficiaryDetails', 'people.beneficiaryEdit', 'people.employeeDetails', 'people.employeeEdit'],
    file: 'mf-people/src/features/users/components/AttorneyPicker.tsx',
    why: 'the beneficiary pages use only lookupUserOptions of usersQueries.ts, the module that also lists users and roles',
  })),
  {
    call: '/expiry/list',
    routes: ['people.beneficiaryDetails', 'people.beneficiaryEdit', 'people.employeeDetails', 'people.employeeEdit'],
    file: 'mf-people/src/features/beneficiaries/hooks/useBeneficiaryMutations.ts',
    why: 'the beneficiary pages import only expiryKeys of expiriesQueries.ts (to refresh the expiry list after a save), the module that also lists expiries',
  },
  {
    call: '/users/lookup',
    routes: ['people.beneficiaryDetails', 'people.beneficiaryEdit', 'people.employeeDetails', 'people.employeeEdit'],
    file: 'mf-people/src/pages/BeneficiaryEditPage.tsx',
    why: 'the responsible-attorney picker shows to internal users only (showAttorney)',
  },
  {
    call: '/users/lookup',
    routes: ['people.users', 'people.userRoles'],
    file: 'mf-people/src/features/users/api/usersQueries.ts',
    why: 'the users pages use only fetchUserPage and useRoles of usersQueries.ts, the module that also holds the user lookup',
  },
  {
    call: '/esign/seal-certificate',
    routes: ['settings.formsLetters'],
    file: 'mf-settings/src/pages/FormsLettersPage.tsx',
    why: 'the Signing certificate tab shows to SEAL_CERTIFICATE_ROLES only (canSeal)',
  },
  ...['/dashboard', '/dashboard/get-stats'].map((call) => ({
    call,
    routes: ['dashboard'],
    file: 'mf-reports/src/pages/DashboardPage.tsx',
    why: 'platform staff (no firm) land on /dashboard and see a note; the widgets load for firm users only',
  })),
  {
    call: '/dashboard/trends',
    routes: ['dashboard.v2', 'dashboard.V2'],
    file: 'mf-reports/src/pages/DashboardTrendsPage.tsx',
    why: 'platform staff (no firm) see a note; the trends load for firm users only',
  },
  {
    call: '/case-config/names',
    routes: ['dashboard'],
    file: 'shared/src/query/case-names.ts',
    why: 'useCaseTypeNames asks only for a user of a firm; platform staff (no firm) get the product’s names without a call',
  },
  {
    call: '/delete-my-profile/status',
    routes: ['account.profile'],
    file: 'shell/src/pages/ProfilePage.tsx',
    why: 'the delete-my-profile section shows to the tenant’s users only (isTenantUser); platform staff have no firm account',
  },
  {
    call: '/company/details',
    routes: ['settings.basic', 'settings.basicConfiguration'],
    file: 'mf-settings/src/features/profile/components/BasicSettingsPage.tsx',
    why: 'the company profile form renders for the petitioner (50) only; platform staff see a note',
  },
  {
    call: '/tenant/get-checklist',
    routes: ['settings.basic', 'settings.basicConfiguration'],
    file: 'mf-settings/src/features/profile/components/BasicSettingsPage.tsx',
    why: 'the firm tabs (with the getting-started checklist) render for the firm’s staff only; the petitioner gets the company form, platform staff a note',
  },
  {
    call: '/expiry/settings-get',
    routes: ['people.beneficiaries', 'people.employees'],
    file: 'mf-people/src/features/expiries/components/ExpiryCalendar.tsx',
    why: 'the reminder settings show to internal users only',
  },
];

/** Calls a client role may make that none of his pages makes: each decided elsewhere, on purpose. */
const CLIENT_CALLS_BY_DESIGN: Readonly<Record<string, string>> = {
  '/users/register': 'holders of the tenant permission BENEFICIARY_INVITE register beneficiaries (role 51 forced)',
  '/auth/invite-petitioner': 'the tenant permission PETITIONER_INVITE decides (SPEC §6 permission lists)',
  '/beneficiary/invite': 'the tenant permission BENEFICIARY_INVITE decides (SPEC §6 permission lists)',
  '/s3/upload': 'file calls: the file-access policies decide per file (platform/storage)',
  '/common/local-upload': 'file calls: the file-access policies decide per file (platform/storage)',
  '/common/delete-doc-via-path': 'file calls: the file-access policies decide per file (platform/storage)',
  '/notify/e2e-raise': 'test helper, answers 404 in production',
  '/auth/switch-account': 'every user may switch between the accounts of his e-mail address',
  '/mfa/settings': 'every user reads his own two-factor settings',
  '/tenant/details': 'the signed-in user’s own tenant (name, branding, configuration)',
  '/walls/list': 'the Updates feed by the case rules (a client: his own cases’ shared events); his dashboard widget shows it',
};

const CLIENTS: readonly RoleId[] = [ROLE.PETITIONER, ROLE.BENEFICIARY];

const loginPages = pages.filter((p) => routeById(p.routeId)?.access === 'login');

describe('the calls behind each page follow the role × page matrix', () => {
  it('reads the pages of every app (a guard against a reader that finds nothing)', () => {
    expect(pages).toHaveLength(ROUTES.length);
    const calls = (id: string) => [...(pages.find((p) => p.routeId === id)?.loads ?? [])].map((c) => c.path);
    expect(calls('cases.list')).toContain('/petition/list');
    expect(calls('people.users')).toContain('/users/list');
    expect([...(pages.find((p) => p.routeId === 'account.profile')?.calls ?? [])].map((c) => c.path)).toContain(
      '/users/details',
    );
    expect([...frame.loads].map((c) => c.path)).toContain('/search/global');
  });

  it('lets every role a page admits make the calls that load it (no FORBIDDEN box on an open page)', () => {
    const problems: string[] = [];
    const gatedUsed = new Set<number>();
    for (const page of loginPages) {
      const route = routeById(page.routeId)!;
      for (const call of new Set([...page.loads, ...frame.loads])) {
        const denied = route.roles.filter((roleId) => !allows(call, roleId));
        if (denied.length === 0) continue;
        const gate = GATED_LOADS.findIndex((g) => g.call === call.path && g.routes.includes(page.routeId));
        if (gate >= 0) gatedUsed.add(gate);
        else problems.push(`${page.routeId} loads ${call.path}, refused to roles ${denied.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    // Every exception is still needed, and names a file that exists.
    expect(GATED_LOADS.filter((_, i) => !gatedUsed.has(i)).map((g) => `${g.call} on ${g.routes.join(', ')}`)).toEqual(
      [],
    );
    for (const g of GATED_LOADS) expect([g.file, existsSync(resolve(ROOT, g.file))]).toEqual([g.file, true]);
  });

  it.each(CLIENTS)('lets role %s make no call that none of its pages makes', (roleId) => {
    const used = new Set<AnyCallDeclaration>([...shell.calls, ...frame.calls]);
    for (const page of loginPages) {
      if (routeById(page.routeId)!.roles.includes(roleId)) for (const call of page.calls) used.add(call);
    }
    const stray = ALL_CALLS.filter(
      (call) =>
        call.auth.kind === 'session' &&
        allows(call, roleId) &&
        !used.has(call) &&
        !(call.path in CLIENT_CALLS_BY_DESIGN),
    ).map((call) => call.path);
    expect(stray).toEqual([]);
  });

  it.each(CLIENTS)('refuses role %s the administration calls', (roleId) => {
    const admin = [
      '/users/list',
      '/users/roles-list',
      '/users/manage-status',
      '/users/reset-mfa',
      '/users/lookup',
      '/workflow/config-list',
      '/workflow/config-details',
      '/workflow/config-save',
      '/mail/outbox-list',
      '/branches/create',
      '/branches/update',
      '/branches/details',
      '/tenant/update',
      '/mfa/update-settings',
      '/questionnaire/template-list',
      '/questionnaire/template-save',
      '/form-letter/list',
      '/masterdata/add',
      '/jobs/dead-letter-list',
      '/petition/transfer',
      '/petition/entity-bulk-replace',
      '/petition/deadline-list',
      '/expiry/settings-get',
      '/contact/list',
      '/lead/list',
    ];
    for (const path of admin) {
      const call = ALL_CALLS.find((c) => c.path === path);
      expect([path, call !== undefined && allows(call, roleId)]).toEqual([path, false]);
    }
  });
});
