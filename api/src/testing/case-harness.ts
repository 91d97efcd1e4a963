import { createBeneficiaryCall, createCompanyCall, createPetitionCall, saveDependentsCall } from 'shared/contract';
import { eq } from 'drizzle-orm';
import { withTenant } from '../platform/db';
import type { TestLogin } from './fixtures';
import type { TestDbKind } from './test-db';
import { companyUsers } from '../modules/companies';
import { users } from '../modules/users';
import { peopleHarness, type PeopleHarness, type PeopleTenant } from './people-harness';

/** The people harness for case suites (platform plugins on, external cases allowed). */
export const caseHarness = (kind: TestDbKind = 'pglite'): Promise<PeopleHarness> => peopleHarness(kind, { cases: true });

/** A tenant with staff by role, two petitioners with a beneficiary each, ready for cases. */
export interface CaseTenant {
  t: PeopleTenant;
  admin: TestLogin;
  manager: TestLogin;
  attorney: TestLogin;
  attorney2: TestLogin;
  paralegal: TestLogin;
  paralegal2: TestLogin;
  frontOffice: TestLogin;
  supervisor: TestLogin;
  lcaManager: TestLogin;
  petitioner: TestLogin;
  companyId: string;
  otherCompanyId: string;
  beneficiaryId: string;
  spouseId: string;
  otherBeneficiaryId: string;
}

export async function caseTenant(h: PeopleHarness): Promise<CaseTenant> {
  const t = await h.newTenant();
  const admin = await t.login(3);
  const manager = await t.login(4, { branchIds: [t.branchIds[0]!] });
  const attorney = await t.login(6);
  const attorney2 = await t.login(6);
  const paralegal = await t.login(8);
  const paralegal2 = await t.login(8);
  const frontOffice = await t.login(5);
  const supervisor = await t.login(7);
  const lcaManager = await t.login(11);
  const petitioner = await t.login(50);
  const companyId = (
    await h.post(
      t,
      createCompanyCall,
      { name: 'Northwind Analytics Inc.', branchId: t.branchIds[0], employeesCount: 120 },
      admin,
    )
  ).result.id;
  const otherCompanyId = (
    await h.post(t, createCompanyCall, { name: 'Cascade Health', branchId: t.branchIds[1] }, admin)
  ).result.id;
  await withTenant(h.database.db, t.id, async (tx) => {
    await tx.insert(companyUsers).values({ companyId, userId: petitioner.userId, isPrimary: true });
    await tx.update(users).set({ companyId }).where(eq(users.id, petitioner.userId));
  });
  const ben = await h.post(
    t,
    createBeneficiaryCall,
    { firstName: 'Ananya', lastName: 'Iyer', email: 'ananya@example.test', companyId },
    admin,
  );
  const beneficiaryId = ben.result.id;
  const dep = await h.post(
    t,
    saveDependentsCall,
    {
      beneficiaryId,
      dependents: [{ relation: 'spouse', firstName: 'Ravi', lastName: 'Iyer', dateOfBirth: '1990-01-01' }],
    },
    admin,
  );
  const spouseId = dep.result?.dependents?.[0]?.id ?? dep.result?.[0]?.id;
  const other = await h.post(
    t,
    createBeneficiaryCall,
    { firstName: 'Marco', lastName: 'Rossi', email: 'marco@example.test', companyId: otherCompanyId },
    admin,
  );
  return {
    t,
    admin,
    manager,
    attorney,
    attorney2,
    paralegal,
    paralegal2,
    frontOffice,
    supervisor,
    lcaManager,
    petitioner,
    companyId,
    otherCompanyId,
    beneficiaryId,
    spouseId,
    otherBeneficiaryId: other.result.id,
  };
}

/** What `caseTenantSuite` hands a describe block: the harness and its case tenants, filled in by its beforeAll. */
export interface CaseTenantSuite {
  h: PeopleHarness;
  A: CaseTenant;
  B: CaseTenant;
}

/**
 * The case suites' common setup, for use inside a `describe`: a beforeAll opens the case harness
 * on `kind` and makes `tenants` case tenants (A, then B), an afterAll closes it.
 * `const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });` The objects exist at once and are
 * filled in when the beforeAll runs (before the describe's own beforeAll hooks, registered after
 * it), so tests and helpers keep using `h`, `A` and `B` as before.
 */
export function caseTenantSuite(kind: TestDbKind = 'pglite', opts: { tenants?: 1 | 2 } = {}): CaseTenantSuite {
  const suite = { h: {}, A: {}, B: {} } as CaseTenantSuite;
  beforeAll(async () => {
    Object.assign(suite.h, await caseHarness(kind));
    Object.assign(suite.A, await caseTenant(suite.h));
    if ((opts.tenants ?? 1) > 1) Object.assign(suite.B, await caseTenant(suite.h));
  });
  afterAll(async () => {
    await suite.h.close?.();
  });
  return suite;
}

/** A case (type 1) of the tenant's first petitioner and beneficiary, its attorney set, created by the admin; its id. */
export async function createTestCase(h: PeopleHarness, A: CaseTenant): Promise<string> {
  const c = await h.post(
    A.t,
    createPetitionCall,
    { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, attorneyId: A.attorney.userId },
    A.admin,
  );
  if (c.status !== 200) throw new Error(`createTestCase: ${c.status} ${JSON.stringify(c.body)}`);
  return (c.result as { id: string }).id;
}
