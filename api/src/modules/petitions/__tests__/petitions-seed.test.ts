import { deadlineListCall, listPetitionsCall, listRfePetitionsCall, loginCall, petitionDetailsCall, type AnyCallDeclaration, type CallPayloadInput } from 'shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from 'shared/domain';
import { withTenant, type Database } from '../../../platform/db';
import { createTestApp, openTestDatabase, callAs, type UncheckedPayload } from '../../../testing';
import { seedDemo } from '../../../seed/demo.seed';
import { users } from '../../users';
import { petitions } from '../petitions.table';

describe('demo cases', () => {
  let database: Database;
  let app: FastifyInstance;
  let demoId: string;
  const host = 'demo.localhost';
  const login = async (email: string): Promise<string> => {
    const res = await callAs(app, loginCall, { email, password: DEMO_PASSWORD }, { host });
    return res.json().result.token;
  };
  const post = async <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, token: string) => (await callAs(app, declaration, payload, { host, token })).json().result;

  beforeAll(async () => {
    database = await openTestDatabase();
    demoId = (await seedDemo(database.db)).tenants.demo!;
    app = await createTestApp(database, { env: { RATE_LIMIT_MAX: '100000', RATE_LIMIT_AUTH_MAX: '100000' } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('seeds about 40 cases across types and statuses, some overdue, one RFE with its case, one approved', async () => {
    const rows = await withTenant(database.db, demoId, (tx) => tx.select().from(petitions));
    expect(rows.length).toBeGreaterThanOrEqual(38);
    expect(new Set(rows.map((r) => r.typeId)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.statusId)).size).toBeGreaterThanOrEqual(8);
    const rfe = rows.filter((r) => r.kind === 'rfe');
    expect(rfe).toHaveLength(1);
    expect(rows.find((r) => r.id === rfe[0]!.parentId)).toMatchObject({ statusId: 24, uscisOutcome: 'rfe' });
    expect(rows.some((r) => r.statusId === 22 && r.validityTo)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(rows.filter((r) => r.deadlineDate && r.deadlineDate < today && !r.closedAt).length).toBeGreaterThanOrEqual(3);
    const numbers = rows.map((r) => r.caseNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const r of rows) expect(r.caseNumber).toMatch(/^[A-Z0-9]+-\d{4}-\d{5}$/);
  });

  it('the demo attorney and paralegal see their assigned cases through the API, the admin all', async () => {
    const admin = await login('admin@demo.test');
    const attorney = await login('attorney@demo.test');
    const paralegal = await login('paralegal@demo.test');
    const all = await post(listPetitionsCall, { perpage: 1000 }, admin);
    const mine = await post(listPetitionsCall, { perpage: 1000 }, attorney);
    const his = await post(listPetitionsCall, { perpage: 1000 }, paralegal);
    expect(all.count).toBeGreaterThanOrEqual(35);
    expect(mine.count).toBeGreaterThan(10);
    expect(mine.count).toBeLessThan(all.count);
    expect(his.count).toBeGreaterThan(10);
    const [attorneyRow] = await withTenant(database.db, demoId, (tx) => tx.select().from(petitions).where(eq(petitions.id, mine.data[0].id)));
    const [me] = await withTenant(database.db, demoId, (tx) => tx.select().from(users).where(eq(users.email, 'attorney@demo.test')));
    const slots = [attorneyRow!.attorneyId, attorneyRow!.paralegalId, attorneyRow!.supervisorId, attorneyRow!.docManagerId, attorneyRow!.docExecutiveId, attorneyRow!.frontOfficeId];
    expect(slots).toContain(me!.id);
    const deadlines = await post(deadlineListCall, {}, attorney);
    expect(deadlines.overdue).toBeGreaterThan(0);
    expect(deadlines.data.some((c: { overdueDays: number | null }) => (c.overdueDays ?? 0) > 0)).toBe(true);
    const rfe = await post(listRfePetitionsCall, {}, paralegal);
    expect(rfe.count).toBe(1);
    const details = await post(petitionDetailsCall, { petitionId: all.data[0].id }, admin);
    expect(details.workflow.activities.length).toBeGreaterThan(5);
    const beneficiary = await login('beneficiary@demo.test');
    expect((await post(listPetitionsCall, {}, beneficiary)).count).toBeGreaterThan(0);
    const petitioner = await login('petitioner@demo.test');
    expect((await post(listPetitionsCall, {}, petitioner)).count).toBeGreaterThan(0);
  });
});
