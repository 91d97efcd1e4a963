import { and, sql } from 'drizzle-orm';
import { withTenant, type Db } from '../../../platform/db';
import { defaultWorkflow } from 'shared/domain';
import { caseVisibility, type CaseAccess } from '../petitions.access';
import { listKindSql, listPageQuery, filterSql, searchSql } from '../petitions.repository';
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
  await h.database.db.execute(sql`analyze`);
  const base: CaseAccess = { kind: 'all', userId: A.admin.userId, userName: 'x', roleId: 3, isExternal: false, branchIds: [], companyIds: [], beneficiaryIds: [] };
  const explain = async (label: string, a: CaseAccess, extra: Parameters<typeof listPageQuery>[1]) => {
    await withTenant(h.database.db, A.t.id, async (tx: Db) => {
      const q = listPageQuery(tx, { ...extra, where: and(caseVisibility(a), listKindSql('cases'), extra.where) });
      const res = await tx.execute(sql`explain (analyze, costs off) ${q}`);
      const rows = (res as unknown as { rows: { 'QUERY PLAN': string }[] }).rows ?? (res as unknown as { 'QUERY PLAN': string }[]);
      console.log(`--- ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    });
  };
  const raw = async (label: string, q: string) => {
    await withTenant(h.database.db, A.t.id, async (tx: Db) => {
      const res = await tx.execute(sql.raw(`explain (analyze, costs on) ${q}`));
      const rows = (res as unknown as { rows: { 'QUERY PLAN': string }[] }).rows;
      console.log(`--- ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    });
  };
  const first = await h.post(A.t, '/petition/list', { withCount: false }, A.admin);
  await explain('admin cursor page', base, { where: undefined, sort: { field: 'updatedAt', order: -1 }, cursor: first.result.nextCursor, perpage: 25, withCount: false });
  await explain('receipt search', base, { where: searchSql('EAC2612345678'), sort: { field: 'updatedAt', order: -1 }, perpage: 25, withCount: false });
  await explain('deadline', base, { where: filterSql({ statusIds: [3, 4] }), sort: { field: 'deadlineDate', order: 1 }, perpage: 25, withCount: false });
  const time = async (label: string, payload: Record<string, unknown>, who = A.admin) => {
    await h.post(A.t, '/petition/list', payload, who);
    const t0 = process.hrtime.bigint();
    const runs = 5;
    let res;
    for (let i = 0; i < runs; i++) res = await h.post(A.t, '/petition/list', payload, who);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6 / runs;
    console.log(`${label}: ${ms.toFixed(1)} ms (count ${res!.result.count}, rows ${res!.result.data.length})`);
    return res!;
  };
  await time('admin, updatedAt, count', {});
  await time('admin, updatedAt, no count', { withCount: false });
  await time('admin, next page (cursor)', { cursor: first.result.nextCursor, withCount: false });
  await time('admin, deadline sort + status filter', { sort: { field: 'deadlineDate', order: 1 }, matcher: { statusIds: [3, 4], branchIds: [A.t.branchIds[0]] } });
  await time('attorney (assigned, GIN)', {}, A.attorney);
  await time('paralegal (assigned, GIN)', {}, A.paralegal);
  await time('branch manager', {}, A.manager);
  await time('branch manager no count', { withCount: false }, A.manager);
  await time('admin search receipt-like', { search: 'EAC2612345678' });
  await time('admin search name', { search: 'rossi', withCount: false });
  await time('admin sort beneficiaryName', { sort: { field: 'beneficiaryName', order: 1 }, withCount: false });
  await h.close();
}, 600_000);
