import { and, sql } from 'drizzle-orm';
import { withTenant, type Db } from '../../../platform/db';
import { defaultWorkflow } from 'shared/domain';
import { caseVisibility, type CaseAccess } from '../petitions.access';
import { listKindSql, listPageQuery, filterSql } from '../petitions.repository';
import { caseTenant, peopleHarness, type PeopleHarness } from './support';

const N = Number(process.env.BENCH_ROWS ?? 100000);

it('bench', async () => {
  const h: PeopleHarness = await peopleHarness('postgres');
  const A = await caseTenant(h);
  const wf = JSON.stringify(defaultWorkflow(1, 1));
  await withTenant(h.database.db, A.t.id, async (tx) => {
    await tx.execute(sql.raw(`
      insert into petitions (tenant_id, case_number, type_id, sub_type_id, status_id, petitioner_id, beneficiary_id, branch_id, attorney_id, paralegal_id, deadline_date, workflow, updated_at, created_at, next_activity)
      select '${A.t.id}', 'B-' || g, 1 + (g % 10), null, 1 + (g % 33),
        case when g % 2 = 0 then '${A.companyId}'::uuid else '${A.otherCompanyId}'::uuid end,
        case when g % 2 = 0 then '${A.beneficiaryId}'::uuid else '${A.otherBeneficiaryId}'::uuid end,
        case when g % 2 = 0 then '${A.t.branchIds[0]}'::uuid else '${A.t.branchIds[1]}'::uuid end,
        case when g % 100 = 0 then '${A.attorney.userId}'::uuid else gen_random_uuid() end,
        case when g % 250 = 0 then '${A.paralegal.userId}'::uuid else null end,
        date '2026-01-01' + (g % 700), '${wf}'::jsonb, now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval, 'ASSIGN_ATTORNEY'
      from generate_series(1, ${N}) g`));
  });
  await withTenant(h.database.db, A.t.id, (tx) => tx.execute(sql`analyze petitions`));
  const base: CaseAccess = { kind: 'all', userId: A.admin.userId, userName: 'x', roleId: 3, isExternal: false, branchIds: [], companyIds: [], beneficiaryIds: [] };
  const explain = async (label: string, a: CaseAccess, extra: Parameters<typeof listPageQuery>[1]) => {
    await withTenant(h.database.db, A.t.id, async (tx: Db) => {
      const q = listPageQuery(tx, { ...extra, where: and(caseVisibility(a), listKindSql('cases'), extra.where) });
      const res = await tx.execute(sql`explain (analyze, costs off) ${q}`);
      const rows = (res as unknown as { rows: { 'QUERY PLAN': string }[] }).rows ?? (res as unknown as { 'QUERY PLAN': string }[]);
      console.log(`--- ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    });
  };
  await explain('admin first page', base, { where: undefined, sort: { field: 'updatedAt', order: -1 }, perpage: 25, withCount: false });
  const first = await h.post(A.t, '/petition/list', { withCount: false }, A.admin);
  await explain('admin cursor page', base, { where: undefined, sort: { field: 'updatedAt', order: -1 }, cursor: first.result.nextCursor, perpage: 25, withCount: false });
  await explain('attorney', { ...base, kind: 'assigned', userId: A.attorney.userId, roleId: 6 }, { where: undefined, sort: { field: 'updatedAt', order: -1 }, perpage: 25, withCount: false });
  await explain('branch', { ...base, kind: 'branch', userId: A.manager.userId, roleId: 4, branchIds: [A.t.branchIds[0]!] }, { where: undefined, sort: { field: 'updatedAt', order: -1 }, perpage: 25, withCount: false });
  await explain('deadline + status', base, { where: filterSql({ statusIds: [3, 4] }), sort: { field: 'deadlineDate', order: 1 }, perpage: 25, withCount: false });
  await h.close();
}, 600_000);
