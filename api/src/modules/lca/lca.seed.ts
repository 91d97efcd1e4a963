import { and, asc, eq, sql } from 'drizzle-orm';
import { CASE_TYPE, LCA_CASE_STATUS, LCA_STATUS, lcaWorkflow, ROLE } from 'shared/domain';
import type { Db } from '../../platform/db';
import type { CallContext } from '../../platform/http';
import { companies } from '../companies';
import { users } from '../users';
import { createKindCase, petitions, shownCaseNumber } from '../petitions';
import { lcaDetails, lcaUsages, lcaWorksites } from './lca.table';

/**
 * Demo LCAs (issue 19): on the demo tenant's first petitioner with H-1B cases, one certified LCA
 * for 4 workers serving one H-1B case (3 positions free) and one LCA in preparation for another.
 * Wages and the prevailing wage are sample figures, not OFLC data.
 */
export async function seedDemoLcas(tx: Db): Promise<number> {
  const [admin] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.roleId, ROLE.ADMIN)).orderBy(asc(users.createdAt)).limit(1);
  const h1bs = await tx
    .select()
    .from(petitions)
    .where(
      and(
        eq(petitions.typeId, CASE_TYPE.H1B),
        eq(petitions.kind, 'petition'),
        sql`not exists (select 1 from ${lcaUsages} u where u.case_id = ${petitions.id} and u.detached_at is null)`,
      ),
    )
    .orderBy(asc(petitions.caseNumber))
    .limit(20);
  const first = h1bs.find((c) => c.petitionerId);
  if (!admin || !first) return 0;
  const sameEmployer = h1bs.filter((c) => c.petitionerId === first.petitionerId);
  const [company] = await tx.select().from(companies).where(eq(companies.id, first.petitionerId!)).limit(1);
  const ctx = { tx, payload: {} } as unknown as CallContext<unknown>;
  const who = { userId: admin.id, userName: admin.name };
  const log = (statusId: number, at: string) => ({ statusId, createdBy: admin.id, createdByName: admin.name, at, note: 'Demo data' });
  const make = async (c: (typeof h1bs)[number], statusId: 2 | 4, workers: number) => {
    const row = await createKindCase(ctx, who, {
      kind: 'lca',
      typeId: CASE_TYPE.LCA,
      subTypeId: 28,
      workflow: lcaWorkflow(1, CASE_TYPE.LCA),
      statusId: LCA_CASE_STATUS[statusId],
      title: c.title ?? 'Software Engineer',
      petitionerId: c.petitionerId,
      beneficiaryId: c.beneficiaryId,
      branchId: c.branchId,
      parentId: c.id,
      parentRelation: 'lca',
      note: `Demo LCA for case ${shownCaseNumber(c)}`,
      staff: { attorneyId: c.attorneyId, paralegalId: c.paralegalId },
    });
    const certified = statusId === LCA_STATUS.CERTIFIED;
    await tx.insert(lcaDetails).values({
      petitionId: row.id,
      statusId,
      statusLogs: certified ? [log(1, '2026-01-05T15:00:00Z'), log(5, '2026-01-12T15:00:00Z'), log(2, '2026-01-20T15:00:00Z')] : [log(1, '2026-02-02T15:00:00Z'), log(4, '2026-02-03T15:00:00Z')],
      employerName: company?.name ?? null,
      fein: company?.feiNumber ?? null,
      jobTitle: c.title ?? 'Software Engineer',
      socCode: '15-1252',
      socTitle: 'Software Developers',
      wageLevel: 'II',
      prevailingWage: 112000,
      prevailingWageUnit: 'year',
      pwSource: 'OFLC_OEWS',
      pwSourceDetail: 'Sample figure (demo data)',
      wageFrom: 125000,
      wageTo: certified ? 140000 : null,
      wageUnit: 'year',
      periodStart: certified ? '2026-03-01' : '2026-10-01',
      periodEnd: certified ? '2029-02-28' : '2029-09-30',
      workers,
      h1bDependent: false,
      wilfulViolator: false,
      fteCount: 120,
      h1bCount: 9,
      exemptH1bCount: 4,
      etaCaseNumber: certified ? 'I-200-26005-123456' : null,
      filedOn: certified ? '2026-01-12' : null,
      certifiedOn: certified ? '2026-01-20' : null,
      createdBy: admin.id,
    });
    await tx.insert(lcaWorksites).values([
      { petitionId: row.id, position: 0, name: 'Head office', line1: '500 Congress Ave', city: 'Austin', county: 'Travis', state: 'TX', zipCode: '78701', workers: 1 },
      ...(certified ? [{ petitionId: row.id, position: 1, name: 'Client site', line1: '1 Market St', city: 'San Francisco', county: 'San Francisco', state: 'CA', zipCode: '94105', workers: 1, thirdParty: true }] : []),
    ]);
    await tx.insert(lcaUsages).values({ lcaId: row.id, caseId: c.id, attachedBy: admin.id, attachedByName: admin.name });
    if (certified) await tx.update(petitions).set({ lcaStatusLogs: [...c.lcaStatusLogs, { statusId: 2, createdBy: admin.id }] }).where(eq(petitions.id, c.id));
    return row;
  };
  await make(first, LCA_STATUS.CERTIFIED, 4);
  const second = sameEmployer[1] ?? h1bs.find((c) => c.id !== first.id && c.petitionerId);
  if (second) await make(second, LCA_STATUS.IN_PREPARATION, 1);
  return second ? 2 : 1;
}
