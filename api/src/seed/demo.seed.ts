import { DEFAULT_TENANT_PERMISSIONS, DEMO_LOGINS, DEMO_PASSWORD, DEMO_TENANTS, ROLE } from 'shared/domain';
import { hashPassword } from '../platform/auth';
import { asTenant, withPlatform, type Db } from '../platform/db';
import { PLATFORM_TENANT_ID } from '../platform/db';
import { branchesRepository } from '../modules/branches';
import { tenantsRepository } from '../modules/tenants';
import { usersRepository } from '../modules/users';
import type { ModuleDefinition } from '../platform/modules';
// Only inside seedDemo: app.ts imports this file too (for seedDatabase).
import { MODULES } from '../app';

export interface DemoSeedResult {
  seeded: boolean;
  tenants: Record<string, string>;
}

/**
 * Seeds the demo tenants, the demo tenant's branches and the demo logins, into a database with
 * no tenants yet (so a real installation is never touched). Everything runs in the RLS scopes
 * the app itself uses, in one transaction. Then each module's `demoSeed` (app.ts MODULES) adds its
 * demo data to the demo tenant.
 */
export async function seedDemo(db: Db, modules: readonly ModuleDefinition[] = MODULES): Promise<DemoSeedResult> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withPlatform(db, async (tx) => {
    if ((await tenantsRepository.countTenants(tx)) > 0) return { seeded: false, tenants: {} };
    const now = new Date();
    const demo = await tenantsRepository.insertTenant(tx, {
      slug: DEMO_TENANTS.demo.slug,
      name: DEMO_TENANTS.demo.name,
      typeId: DEMO_TENANTS.demo.typeId,
      status: 'active',
      contactEmail: 'hello@demo.test',
      webApp: 'https://www.demo.test',
      whiteLabled: true,
      theme: { primaryColor: '#1F4E8C', secondaryColor: '#F2A900', mode: 'light' },
      permissions: { ...DEFAULT_TENANT_PERMISSIONS },
      globalConfig: { isAllowExternalCases: 1, employeeMngmt: 0 },
      issueInvoiceRoleIds: [6, 8],
      weeklyReports: true,
      checklist: { petitionSetupCompleted: true, workflowSetupCompleted: true, branchSetupCompleted: true },
      profCompleted: 'yes',
      defaultWorkflowCompleted: true,
      adminName: 'Alex Admin',
      adminEmail: 'admin@demo.test',
      phone: '2025550143',
      phoneCountryCode: '+1',
      feiNumber: '12-3456789',
      address: { line1: '1100 Connecticut Ave NW', line2: 'Suite 400', city: 'Washington', state: 'District of Columbia', country: 'United States', zipcode: '20036' },
      profileUpdatedOn: now,
    });
    const acme = await tenantsRepository.insertTenant(tx, {
      slug: DEMO_TENANTS.acme.slug,
      name: DEMO_TENANTS.acme.name,
      typeId: DEMO_TENANTS.acme.typeId,
      status: 'active',
      contactEmail: 'hr@acme.test',
      whiteLabled: false,
      permissions: { ...DEFAULT_TENANT_PERMISSIONS },
      globalConfig: { isAllowExternalCases: 0, employeeMngmt: 1 },
      profCompleted: 'no',
      adminName: 'Ada Acme',
      adminEmail: 'admin@acme.test',
    });
    const ids: Record<string, string> = { demo: demo.id, acme: acme.id };

    const demoBranches = await asTenant(tx, demo.id, () =>
      branchesRepository.insertBranches(tx, [
        { name: 'Washington DC (Head Office)', code: 'DC', isDefault: true, address: { city: 'Washington', state: 'DC', zipcode: '20036' } },
        { name: 'New York', code: 'NY', address: { city: 'New York', state: 'NY', zipcode: '10017' } },
        { name: 'San Francisco', code: 'SF', address: { city: 'San Francisco', state: 'CA', zipcode: '94105' } },
      ]),
    );
    const allBranchIds = demoBranches.map((b) => b.id);

    for (const login of DEMO_LOGINS) {
      const tenantId = login.tenant ? ids[login.tenant] : PLATFORM_TENANT_ID;
      if (!tenantId) continue;
      const [firstName, ...rest] = login.name.split(' ');
      await asTenant(tx, tenantId, () =>
        usersRepository.insertUser(tx, {
          email: login.email,
          name: login.name,
          firstName: firstName ?? login.name,
          lastName: rest.join(' ') || null,
          roleId: login.roleId,
          isExternal: login.isExternal ?? 0,
          status: 'active',
          passwordHash,
          branchIds: login.tenant === 'demo' && login.roleId !== ROLE.BRANCH_MANAGER ? allBranchIds : login.tenant === 'demo' ? [allBranchIds[0]!] : [],
        }),
      );
    }
    // The modules' demo data, in module order (people and organisations, then cases…).
    for (const m of modules) {
      if (m.demoSeed) await asTenant(tx, demo.id, () => m.demoSeed!({ tx, tenants: ids }));
    }
    return { seeded: true, tenants: ids };
  });
}
