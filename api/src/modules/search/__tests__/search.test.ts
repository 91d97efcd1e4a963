import type { FastifyInstance } from 'fastify';
import { globalSearchCall, SEARCH_QUERY_TOO_SHORT, type TGlobalSearchPayload, type TGlobalSearchResult } from 'shared/contract';
import { withTenant, type Database, type Db } from '../../../platform/db';
import { callAs, createTestApp, createTestSession, createTestTenant, openTestDatabase, testDbKinds, unchecked, type TestLogin, type UncheckedPayload } from '../../../testing';
import { beneficiaries, beneficiaryDocuments } from '../../beneficiaries';
import { companies, companyDocuments, companyUsers } from '../../companies';
import { contacts } from '../../contacts';
import { individuals } from '../../individuals';
import { leads } from '../../leads';
import { defaultWorkflow } from 'shared/domain';
import { petitions } from '../../petitions';

jest.setTimeout(60_000);

describe.each(testDbKinds())('/search/global (%s)', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let hostA: string;
  let hostB: string;
  let admin: TestLogin;
  let petitionerOfY: TestLogin;
  let external: TestLogin;
  let adminB: TestLogin;
  let paralegal: TestLogin;
  const ids: Record<string, string> = {};

  const insert = <T>(tenantId: string, fn: (tx: Db) => Promise<T>) => withTenant(database.db, tenantId, fn);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database);
    const a = await createTestTenant(database.db);
    const b = await createTestTenant(database.db);
    hostA = `${a.slug}.localhost:4000`;
    hostB = `${b.slug}.localhost:4000`;
    admin = await createTestSession(database.db, { tenantId: a.id, roleId: 3 });
    petitionerOfY = await createTestSession(database.db, { tenantId: a.id, roleId: 50 });
    external = await createTestSession(database.db, { tenantId: a.id, roleId: 6, isExternal: 1 });
    adminB = await createTestSession(database.db, { tenantId: b.id, roleId: 3 });
    paralegal = await createTestSession(database.db, { tenantId: a.id, roleId: 8 });

    await insert(a.id, async (tx) => {
      const [x] = await tx
        .insert(companies)
        .values({ name: 'Iyer Robotics Inc', feiNumber: '12-3456789', email: 'hr@iyer-robotics.test' })
        .returning();
      const [y] = await tx
        .insert(companies)
        .values({ name: 'Kumar Textiles LLC', feiNumber: '98-7654321' })
        .returning();
      ids.x = x!.id;
      ids.y = y!.id;
      await tx.insert(companyUsers).values({ companyId: y!.id, userId: petitionerOfY.userId, isPrimary: true });
      const [ananya] = await tx
        .insert(beneficiaries)
        .values({
          firstName: 'Ananya',
          lastName: 'Iyer',
          email: 'ananya.iyer@mail.test',
          phone: '+1 (415) 555-0199',
          passportNumber: 'Z4821937',
          companyId: x!.id,
        })
        .returning();
      ids.ananya = ananya!.id;
      const [ravi] = await tx
        .insert(beneficiaries)
        .values({
          firstName: 'Ravi',
          lastName: 'Kumar',
          email: 'ravi@mail.test',
          passportNumber: 'K1234567',
          companyId: y!.id,
        })
        .returning();
      ids.ravi = ravi!.id;
      const [gone] = await tx
        .insert(beneficiaries)
        .values({ firstName: 'Ananya', lastName: 'Deleted', companyId: x!.id, deletedAt: new Date() })
        .returning();
      ids.gone = gone!.id;
      await tx.insert(beneficiaryDocuments).values({
        beneficiaryId: ananya!.id,
        docType: 'passport',
        name: 'Ananya passport scan.pdf',
        fileKey: 'k/1.pdf',
      });
      await tx
        .insert(beneficiaryDocuments)
        .values({ beneficiaryId: ravi!.id, docType: 'passport', name: 'Ravi passport scan.pdf', fileKey: 'k/2.pdf' });
      await tx.insert(companyDocuments).values({
        companyId: x!.id,
        docType: 'tax_return',
        name: 'Iyer Robotics tax return 2025.pdf',
        fileKey: 'k/3.pdf',
      });
      const [maria] = await tx
        .insert(individuals)
        .values({ firstName: 'Maria', lastName: 'Iyer', email: 'maria@mail.test' })
        .returning();
      ids.maria = maria!.id;
      await tx.insert(contacts).values({ firstName: 'Oscar', lastName: 'Iyer', organisation: 'Consulate' });
      await tx.insert(leads).values({ firstName: 'Lena', lastName: 'Iyer', email: 'lena@mail.test' });
      const kase = (caseNumber: string, receiptNumber: string, paralegalId: string | null) => ({
        caseNumber,
        receiptNumber,
        paralegalId,
        title: caseNumber,
        typeId: 1,
        workflow: defaultWorkflow(1, 1),
        nextActivity: 'CREATE_CASE',
        beneficiaryId: ananya!.id,
        petitionerId: x!.id,
      });
      await tx.insert(petitions).values(kase('H1B-2026-00001', 'WAC2690012345', paralegal.userId));
      await tx.insert(petitions).values(kase('H1B-2026-00002', 'WAC2690099999', null));
    });
    await insert(b.id, (tx) =>
      tx.insert(beneficiaries).values({ firstName: 'Ananya', lastName: 'Secret', passportNumber: 'Z4821937' }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const search = async (who: TestLogin, payload: TGlobalSearchPayload | UncheckedPayload, host = hostA) =>
    callAs(app, globalSearchCall, payload, { host, token: who.token });
  const result = async (who: TestLogin, payload: TGlobalSearchPayload, host = hostA): Promise<TGlobalSearchResult> => {
    const res = await search(who, payload, host);
    expect(res.statusCode).toBe(200);
    return res.json().result as TGlobalSearchResult;
  };
  const titles = (r: TGlobalSearchResult, k: string) =>
    r.groups.find((g) => g.kind === k)?.items.map((i) => i.title) ?? [];

  it('finds people, petitioners and documents by name, grouped by kind, deleted records left out', async () => {
    const r = await result(admin, { q: 'iyer' });
    expect(r.groups.map((g) => g.kind)).toEqual(['case', 'person', 'petitioner', 'document']);
    expect(titles(r, 'person').sort()).toEqual(['Ananya Iyer', 'Lena Iyer', 'Maria Iyer', 'Oscar Iyer']);
    expect(titles(r, 'petitioner')).toEqual(['Iyer Robotics Inc']);
    expect(titles(r, 'document')).toEqual(['Iyer Robotics tax return 2025.pdf']);
    const ananya = r.groups[1]!.items.find((i) => i.title === 'Ananya Iyer')!;
    expect(ananya.path).toBe(`/beneficiaries-details/${ids.ananya}`);
    expect(titles(r, 'case')).toHaveLength(2);
    expect(r.total).toBe(8);
  });

  it('finds a person by e-mail, phone digits, passport number and a partial name; exact matches rank first', async () => {
    expect(titles(await result(admin, { q: 'ananya.iyer@mail.test' }), 'person')[0]).toBe('Ananya Iyer');
    expect(titles(await result(admin, { q: '415-555-0199' }), 'person')).toEqual(['Ananya Iyer']);
    expect(titles(await result(admin, { q: 'z4821937' }), 'person')).toEqual(['Ananya Iyer']);
    expect(titles(await result(admin, { q: 'anan' }), 'person')).toEqual(['Ananya Iyer']);
    const r = await result(admin, { q: 'Maria Iyer' });
    expect(titles(r, 'person')[0]).toBe('Maria Iyer');
    expect(r.groups[0]!.items[0]!.rank).toBeGreaterThan(r.groups[0]!.items[1]?.rank ?? -1);
  });

  it('finds a petitioner by FEIN and documents by file name', async () => {
    expect(titles(await result(admin, { q: '12-3456789' }), 'petitioner')).toEqual(['Iyer Robotics Inc']);
    expect(titles(await result(admin, { q: 'passport scan' }), 'document').sort()).toEqual([
      'Ananya passport scan.pdf',
      'Ravi passport scan.pdf',
    ]);
  });

  it('respects the caller’s visibility: a petitioner sees only his company’s people and documents', async () => {
    const r = await result(petitionerOfY, { q: 'passport scan' });
    expect(titles(r, 'document')).toEqual(['Ravi passport scan.pdf']);
    expect(titles(await result(petitionerOfY, { q: 'ananya' }), 'person')).toEqual([]);
    expect(titles(await result(petitionerOfY, { q: 'kumar' }), 'person')).toEqual(['Ravi Kumar']);
    expect(titles(await result(petitionerOfY, { q: 'kumar' }), 'petitioner')).toEqual(['Kumar Textiles LLC']);
    // Individuals, contacts and leads are staff-only.
    expect(titles(await result(petitionerOfY, { q: 'iyer' }), 'person')).toEqual([]);
  });

  it('gives external users no people (the people rules refuse them), without failing', async () => {
    expect((await result(external, { q: 'iyer' })).groups).toEqual([]);
  });

  it('keeps tenants apart', async () => {
    const b = await result(adminB, { q: 'Z4821937' }, hostB);
    expect(titles(b, 'person')).toEqual(['Ananya Secret']);
    const a = await result(admin, { q: 'secret' });
    expect(a.groups).toEqual([]);
    // A tenant's token is unknown at another tenant's host.
    expect((await search(admin, { q: 'ananya' }, hostB)).statusCode).toBe(401);
  });

  it('limits each kind and filters kinds', async () => {
    const r = await result(admin, { q: 'iyer', limit: 2, kinds: ['person'] });
    expect(r.groups.map((g) => g.kind)).toEqual(['person']);
    expect(r.groups[0]!.items).toHaveLength(2);
  });

  it('finds cases by receipt number, and a paralegal only the cases assigned to him (the cases provider)', async () => {
    const admin1 = await result(admin, { q: 'WAC2690012345' });
    expect(admin1.groups[0]!.kind).toBe('case');
    expect(admin1.groups[0]!.items[0]!.title).toContain('H1B-2026-00001');
    expect(admin1.groups[0]!.items[0]!.path).toMatch(/^\/petition-details\/[0-9a-f-]{36}$/);
    expect((await result(paralegal, { q: 'WAC2690099999' })).groups.filter((g) => g.kind === 'case')).toEqual([]);
    expect((await result(paralegal, { q: 'WAC2690012345' })).groups[0]!.items.map((i) => i.title)).toEqual([
      expect.stringContaining('H1B-2026-00001'),
    ]);
  });

  it('treats LIKE wildcards and quotes as text', async () => {
    expect((await result(admin, { q: '%%' })).groups).toEqual([]);
    expect((await result(admin, { q: "__'; drop table x --" })).groups).toEqual([]);
  });

  it('refuses bad input with 422 and a clear message, and anonymous callers with 401', async () => {
    const short = await search(admin, { q: ' a ' });
    expect(short.statusCode).toBe(422);
    expect(JSON.stringify(short.json())).toContain(SEARCH_QUERY_TOO_SHORT);
    expect((await search(admin, unchecked({}))).statusCode).toBe(422);
    expect((await search(admin, unchecked({ q: 'x'.repeat(101) }))).statusCode).toBe(422);
    expect((await search(admin, unchecked({ q: 'iyer', limit: 0 }))).statusCode).toBe(422);
    expect((await search(admin, unchecked({ q: 'iyer', kinds: ['planets'] }))).statusCode).toBe(422);
    expect((await callAs(app, globalSearchCall, { q: 'iyer' }, { host: hostA })).statusCode).toBe(401);
  });
});
