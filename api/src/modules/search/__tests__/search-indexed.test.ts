import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { globalSearchCall, listPetitionsCall, type TGlobalSearchResult } from 'shared/contract';
import { defaultWorkflow } from 'shared/domain';
import { withTenant, type Database, type Db } from '../../../platform/db';
import { callAs, createTestApp, createTestSession, createTestTenant, openTestDatabase, testDbKinds, type TestLogin } from '../../../testing';
import { beneficiaries } from '../../beneficiaries';
import { companies } from '../../companies';
import { petitions } from '../../petitions';

/*
 * The indexed path of the searches (migration 0035: stored `search_text` haystacks with trigram
 * indexes, and the candidate functions search_beneficiary_ids / search_company_ids /
 * search_case_ids that the global search and the case list's search box read through). Same
 * answers as the plain conditions: partial words, prefixes, apostrophes, trimmed names, renamed
 * people; never another tenant's rows, whatever the function is asked.
 */

jest.setTimeout(60_000);

describe.each(testDbKinds())('indexed search (%s)', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let hostA: string;
  let hostB: string;
  let tenantA: string;
  let tenantB: string;
  let admin: TestLogin;
  let adminB: TestLogin;
  const ids: Record<string, string> = {};

  const insert = <T>(tenantId: string, fn: (tx: Db) => Promise<T>) => withTenant(database.db, tenantId, fn);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database);
    const a = await createTestTenant(database.db);
    const b = await createTestTenant(database.db);
    tenantA = a.id;
    tenantB = b.id;
    hostA = `${a.slug}.localhost:4000`;
    hostB = `${b.slug}.localhost:4000`;
    admin = await createTestSession(database.db, { tenantId: a.id, roleId: 3 });
    adminB = await createTestSession(database.db, { tenantId: b.id, roleId: 3 });

    const seedTenant = async (tenantId: string, tag: string) =>
      insert(tenantId, async (tx) => {
        const [co] = await tx
          .insert(companies)
          .values({ name: `Glenfiddich Analytics ${tag}`, feiNumber: tag === 'A' ? '55-1234567' : '66-7654321', phone: '+1 (212) 555-0142' })
          .returning();
        const [siobhan] = await tx
          .insert(beneficiaries)
          .values({ firstName: 'Siobhán', lastName: `O'Brien-${tag}`, email: `siobhan.${tag.toLowerCase()}@mail.test`, phone: '(646) 555-0177', companyId: co!.id })
          .returning();
        // Blanks around the name parts: the case list compares the trimmed name.
        const [padded] = await tx
          .insert(beneficiaries)
          .values({ firstName: 'Ana', middleName: ' Sofia ', lastName: `Lucero${tag} `, companyId: co!.id })
          .returning();
        const kase = (n: number, beneficiaryId: string, title: string, receiptNumber: string | null) => ({
          caseNumber: `IDX${tag}-2026-0000${n}`,
          receiptNumber,
          title,
          typeId: 1,
          workflow: defaultWorkflow(1, 1),
          nextActivity: 'CREATE_CASE',
          beneficiaryId,
          petitionerId: co!.id,
        });
        const [c1] = await tx.insert(petitions).values(kase(1, siobhan!.id, 'Senior Data Engineer', `EAC26${tag === 'A' ? '111' : '222'}54321`)).returning();
        const [c2] = await tx.insert(petitions).values(kase(2, padded!.id, 'Marine Biologist', null)).returning();
        ids[`co${tag}`] = co!.id;
        ids[`siobhan${tag}`] = siobhan!.id;
        ids[`padded${tag}`] = padded!.id;
        ids[`case1${tag}`] = c1!.id;
        ids[`case2${tag}`] = c2!.id;
      });
    await seedTenant(a.id, 'A');
    await seedTenant(b.id, 'B');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const global = async (q: string, who = admin, host = hostA): Promise<TGlobalSearchResult> => {
    const res = await callAs(app, globalSearchCall, { q }, { host, token: who.token });
    expect(res.statusCode).toBe(200);
    return res.result as TGlobalSearchResult;
  };
  const ofKind = (r: TGlobalSearchResult, k: string) => r.groups.find((g) => g.kind === k)?.items.map((i) => i.id) ?? [];
  const listSearch = async (search: string, who = admin, host = hostA) => {
    const res = await callAs(app, listPetitionsCall, { search, perpage: 50, withCount: true }, { host, token: who.token });
    expect(res.statusCode).toBe(200);
    return { ids: res.result.data.map((c) => c.id).sort(), count: res.result.count };
  };

  it('finds a person and a petitioner by a partial word, a prefix, an apostrophe and accents, in the caller’s firm only', async () => {
    for (const q of ['obhá', 'Sio', "O'Brien", "o'bri", 'brien-a', 'siobhan.a@mail']) {
      expect(ofKind(await global(q), 'person')).toEqual([ids.siobhanA]);
    }
    expect(ofKind(await global("O'Brien", adminB, hostB), 'person')).toEqual([ids.siobhanB]);
    expect(ofKind(await global('brien-b'), 'person')).toEqual([]);
    expect(ofKind(await global('glenfidd'), 'petitioner')).toEqual([ids.coA]);
    expect(ofKind(await global('Analytics A'), 'petitioner')).toEqual([ids.coA]);
    expect(ofKind(await global('55-1234567'), 'petitioner')).toEqual([ids.coA]);
    expect(ofKind(await global('66-7654321'), 'petitioner')).toEqual([]);
    // Phone digits, whatever the punctuation (4 digits or more).
    expect(ofKind(await global('646555'), 'person')).toEqual([ids.siobhanA]);
    expect(ofKind(await global('212-555-0142'), 'petitioner')).toEqual([ids.coA]);
  });

  it('finds cases in the list search box by part of a name, a title, a receipt number; counts them; another firm’s never', async () => {
    expect(await listSearch('obhá')).toEqual({ ids: [ids.case1A], count: 1 });
    expect(await listSearch("o'brien")).toEqual({ ids: [ids.case1A], count: 1 });
    expect(await listSearch('ENGINEER')).toEqual({ ids: [ids.case1A], count: 1 });
    expect(await listSearch('26111543')).toEqual({ ids: [ids.case1A], count: 1 });
    expect(await listSearch('eac26222')).toEqual({ ids: [], count: 0 });
    // The trimmed full name and the first + last name of a beneficiary with blanks around the parts.
    expect(await listSearch('ana sofia lucero')).toEqual({ ids: [ids.case2A], count: 1 });
    expect(await listSearch('Ana LuceroA')).toEqual({ ids: [ids.case2A], count: 1 });
    expect(await listSearch('lucerob')).toEqual({ ids: [], count: 0 });
    // The petitioner's name: both cases of the firm.
    expect(await listSearch('glenfiddich')).toEqual({ ids: [ids.case1A, ids.case2A].sort(), count: 2 });
    expect(await listSearch('glenfiddich', adminB, hostB)).toEqual({ ids: [ids.case1B, ids.case2B].sort(), count: 2 });
    expect(await listSearch('idxa-2026')).toEqual({ ids: [ids.case1A, ids.case2A].sort(), count: 2 });
    // LIKE wildcards are text.
    expect(await listSearch('%')).toEqual({ ids: [], count: 0 });
  });

  it('finds a renamed person by the new name only (the stored haystack follows the row)', async () => {
    await insert(tenantA, (tx) => tx.update(beneficiaries).set({ lastName: 'Fitzgerald' }).where(eq(beneficiaries.id, ids.paddedA!)));
    expect(ofKind(await global('fitzger'), 'person')).toEqual([ids.paddedA]);
    expect(ofKind(await global('lucero'), 'person')).toEqual([]);
    expect(await listSearch('ana sofia fitzgerald')).toEqual({ ids: [ids.case2A], count: 1 });
    await insert(tenantA, (tx) => tx.update(beneficiaries).set({ lastName: 'LuceroA ' }).where(eq(beneficiaries.id, ids.paddedA!)));
  });

  it('the candidate functions return the scope’s tenant’s rows only, and nothing without a tenant', async () => {
    const call = (tenantId: string, fn: string) =>
      insert(tenantId, async (tx) => {
        const res = await tx.execute(sql.raw(`select f::text as id from ${fn} as f`));
        return (res as unknown as { rows: { id: string }[] }).rows.map((r) => r.id).sort();
      });
    const everything = {
      people: `search_beneficiary_ids('%', '', '', '%')`,
      companies: `search_company_ids('%', '', '', '%')`,
      cases: `search_case_ids('%', '%')`,
    };
    expect(await call(tenantA, everything.people)).toEqual([ids.siobhanA, ids.paddedA].sort());
    expect(await call(tenantB, everything.people)).toEqual([ids.siobhanB, ids.paddedB].sort());
    expect(await call(tenantA, everything.companies)).toEqual([ids.coA]);
    expect(await call(tenantA, everything.cases)).toEqual([ids.case1A, ids.case2A].sort());
    expect(await call(tenantB, everything.cases)).toEqual([ids.case1B, ids.case2B].sort());
    // No tenant in scope (app.tenant_id empty): nothing, as under the policies.
    const none = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      await tx.execute(sql`select set_config('app.tenant_id', '', true)`);
      const res = await tx.execute(sql.raw(`select count(*)::int as n from ${everything.cases} as f`));
      return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
    });
    expect(none).toBe(0);
  });
});
