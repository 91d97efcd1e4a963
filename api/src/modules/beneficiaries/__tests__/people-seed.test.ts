import { listBeneficiariesCall, listCompaniesCall, listContactsCall, listExpiriesCall, listIndividualsCall, listLeadsCall, type AnyCallDeclaration, type CallPayloadInput } from 'shared/contract';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createSession } from '../../../platform/auth';
import { withTenant, type Database } from '../../../platform/db';
import { callAs, createTestApp, openTestDatabase } from '../../../testing';
import { seedDemo } from '../../../seed/demo.seed';
import { users } from '../../users';

describe('demo people', () => {
  let database: Database;
  let app: FastifyInstance;
  let demoId: string;
  const host = 'demo.localhost:4000';
  const tokenOf = async (email: string) => {
    const [u] = await withTenant(database.db, demoId, (tx) => tx.select().from(users).where(eq(users.email, email)));
    return (await withTenant(database.db, demoId, (tx) => createSession(tx, { userId: u!.id, roleId: u!.roleId }))).token;
  };
  const post = async <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C>, token: string) =>
    (await callAs(app, declaration, payload, { host, token })).json().result;

  beforeAll(async () => {
    database = await openTestDatabase();
    demoId = (await seedDemo(database.db)).tenants.demo!;
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('seeds 8 petitioners, 30 beneficiaries with dependents, individuals, contacts and leads', async () => {
    const admin = await tokenOf('admin@demo.test');
    const companies = await post(listCompaniesCall, { perpage: 100 }, admin);
    expect(companies.count).toBe(8);
    for (const c of companies.data) expect(c.feiNumber).toMatch(/^\d{2}-\d{7}$/);
    const principals = await post(listBeneficiariesCall, { matcher: { relation: 'principal' } }, admin);
    expect(principals.count).toBe(30);
    const dependents = await post(listBeneficiariesCall, { matcher: { relation: 'dependent' }, perpage: 100 }, admin);
    expect(dependents.count).toBeGreaterThanOrEqual(6);
    expect(new Set(dependents.data.map((d: { relation: string }) => d.relation))).toEqual(new Set(['spouse', 'child']));
    expect((await post(listIndividualsCall, {}, admin)).count).toBe(5);
    expect((await post(listContactsCall, {}, admin)).count).toBe(10);
    const leads = await post(listLeadsCall, {}, admin);
    expect(leads.count).toBe(8);
    for (const s of ['new', 'contacted', 'consultation_booked', 'retained', 'lost']) expect(leads.statusCounts[s]).toBeGreaterThan(0);
  });

  it('spreads expiries: some expired, some within 30, 90 and 180 days, some beyond', async () => {
    const admin = await tokenOf('admin@demo.test');
    const count = async (matcher: object) => (await post(listExpiriesCall, { perpage: 1, matcher }, admin)).count as number;
    const today = new Date().toISOString().slice(0, 10);
    expect(await count({ to: today, includeExpired: true, from: '2000-01-01' })).toBeGreaterThan(0);
    const in30 = await count({ withinDays: 30, includeExpired: false });
    const in90 = await count({ withinDays: 90, includeExpired: false });
    const in180 = await count({ withinDays: 180, includeExpired: false });
    const all = await count({ includeExpired: false });
    expect(in30).toBeGreaterThan(0);
    expect(in90).toBeGreaterThan(in30);
    expect(in180).toBeGreaterThan(in90);
    expect(all).toBeGreaterThan(in180);
  });

  it('links petitioner@demo.test to one company and beneficiary@demo.test to one beneficiary', async () => {
    const petitioner = await tokenOf('petitioner@demo.test');
    const mine = await post(listCompaniesCall, {}, petitioner);
    expect(mine.data.map((c: { name: string }) => c.name)).toEqual(['Northwind Analytics Inc.']);
    const people = await post(listBeneficiariesCall, { perpage: 100 }, petitioner);
    expect(people.count).toBeGreaterThan(3);
    expect(new Set(people.data.map((b: { companyName: string }) => b.companyName))).toEqual(new Set(['Northwind Analytics Inc.']));
    const beneficiary = await tokenOf('beneficiary@demo.test');
    const self = await post(listBeneficiariesCall, {}, beneficiary);
    expect(self.data.map((b: { name: string; email: string }) => [b.name, b.email])).toEqual([['Beatriz Santos', 'beneficiary@demo.test']]);
  });
});
