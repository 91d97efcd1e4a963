import { caseTypeRenameCall, createBeneficiaryCall, createPetitionCall, getStatsCall, listWallsCall, type AnyCallDeclaration, type CallPayloadInput } from 'shared/contract';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import { beneficiaries } from '../../beneficiaries';
import { caseTenantSuite, testDbKinds, unchecked, type TestLogin, type UncheckedPayload } from '../../../testing';
import { caseById, logCase } from '../../petitions';

const TODAY = '2026-11-22';

interface Ev {
  id: string;
  type: string;
  text: string;
  petitionId: string | null;
  caseNumber: string | null;
  caseTypeId: number | null;
  client: { id: string; kind: string; name: string } | null;
}

describe.each(testDbKinds())('walls: the Updates feed (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });
  let mine: { id: string; caseNumber: string };
  let other: { id: string; caseNumber: string };
  let bCase: { id: string };
  let clientId: string;

  const post = <C extends AnyCallDeclaration>(t: typeof A, declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin) =>
    h.post(t.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);
  const feed = async (login: TestLogin, payload: Record<string, unknown> = {}, t = A) => {
    const res = await post(t, listWallsCall, { perpage: 100, ...payload }, login);
    if (res.status !== 200) throw new Error(`walls failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result as { data: Ev[]; count: number };
  };
  /** Writes an activity-log row through the kernel, as the case calls do. */
  const log = (tenantId: string, petitionId: string, action: string, extra: { activityCode?: string; note?: string; receipt?: string; approved?: boolean } = {}) =>
    withTenant(h.database.db, tenantId, async (tx) => {
      const row = (await caseById(tx, petitionId))!;
      const after = { ...row, ...(extra.receipt ? { receiptNumber: extra.receipt } : {}), ...(extra.approved ? { approvalStatus: 'approved' } : {}) };
      await logCase(tx, { userId: A.admin.userId, userName: 'Ada Admin' }, action, row, after, { activityCode: extra.activityCode ?? null, note: extra.note ?? null });
    });

  beforeAll(async () => {
    const create = async (t: typeof A, over: Record<string, unknown>) => {
      const res = await post(t, createPetitionCall, { typeId: 1, subTypeId: 1, petitionerId: t.companyId, beneficiaryId: t.beneficiaryId, ...over }, t.admin);
      if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.result;
    };
    mine = await create(A, { paralegalId: A.paralegal.userId });
    other = await create(A, { petitionerId: A.otherCompanyId, beneficiaryId: A.otherBeneficiaryId, typeId: 2, subTypeId: null });
    bCase = await create(B, {});
    await log(A.t.id, mine.id, 'uscis-response', { activityCode: 'USCIS_RECEIVED_RFE', note: 'Internal: evidence weak' });
    await log(A.t.id, mine.id, 'complete-activity', { activityCode: 'UPDATE_USCIS_RECEIPT_NUMBER', receipt: 'EAC2612345678' });
    await log(A.t.id, mine.id, 'esign-signed', { note: 'I-129 signed by the petitioner' });
    await log(A.t.id, other.id, 'uscis-response', { activityCode: 'USCIS_APPROVED' });
    await log(A.t.id, other.id, 'update'); // not an event
    const ben = await post(A, createBeneficiaryCall, { firstName: 'Lena', lastName: 'Kowalski', email: 'lena@example.test', companyId: A.companyId }, A.admin);
    clientId = ben.result.id;
  });

  it('the admin sees every case event and new clients, newest first; edits that are not events stay out', async () => {
    const f = await feed(A.admin);
    const types = f.data.map((e) => `${e.type}:${e.petitionId ?? e.client?.id}`);
    expect(types).toEqual(
      expect.arrayContaining([
        `new_case:${mine.id}`,
        `new_case:${other.id}`,
        `rfe:${mine.id}`,
        `receipt:${mine.id}`,
        `signature:${mine.id}`,
        `approval:${other.id}`,
        `new_client:${clientId}`,
      ]),
    );
    expect(f.data.some((e) => e.petitionId === bCase.id)).toBe(false);
    expect(f.data.filter((e) => e.petitionId === other.id).map((e) => e.type).sort()).toEqual(['approval', 'new_case']);
    expect(f.count).toBe(f.data.length);
    const receipt = f.data.find((e) => e.type === 'receipt')!;
    expect(receipt.text).toContain('EAC2612345678');
    expect(receipt.caseNumber).toBe(mine.caseNumber);
    expect(f.data.find((e) => e.client?.id === clientId)).toMatchObject({ text: 'New beneficiary: Lena Kowalski', client: { kind: 'beneficiary' } });
    expect(f.data.find((e) => e.type === 'rfe')!.text).toContain('Internal: evidence weak');
    const times = f.data.map((e) => (e as unknown as { at: string }).at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('a paralegal sees only the events of the cases assigned to him, and no new clients', async () => {
    const f = await feed(A.paralegal);
    expect(f.data.length).toBeGreaterThan(0);
    expect(new Set(f.data.map((e) => e.petitionId))).toEqual(new Set([mine.id]));
    expect(f.data.some((e) => e.type === 'new_client')).toBe(false);
    const none = await feed(A.paralegal2);
    expect(none.data).toEqual([]);
    expect(none.count).toBe(0);
  });

  it('another firm sees none of it', async () => {
    const f = await feed(B.admin, {}, B);
    expect(f.data.some((e) => e.petitionId === mine.id || e.petitionId === other.id || e.client?.id === clientId)).toBe(false);
    expect(f.data.some((e) => e.petitionId === bCase.id)).toBe(true);
  });

  it('filters by event type, case type and date range; pages in SQL', async () => {
    const rfe = await feed(A.admin, { matcher: { eventTypes: ['rfe', 'approval'] } });
    expect(rfe.data.map((e) => e.type).sort()).toEqual(['approval', 'rfe']);
    const clients = await feed(A.admin, { matcher: { eventTypes: ['new_client'] } });
    expect(clients.data.every((e) => e.type === 'new_client')).toBe(true);
    expect(clients.data.map((e) => e.client?.id)).toContain(clientId);
    const type2 = await feed(A.admin, { matcher: { typeIds: [2] } });
    expect(new Set(type2.data.map((e) => e.petitionId))).toEqual(new Set([other.id]));
    const past = await feed(A.admin, { matcher: { from: '2020-01-01', to: '2020-12-31' } });
    expect(past.count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const now = await feed(A.admin, { timezone: 'UTC', matcher: { from: today, to: today } });
    expect(now.count).toBe((await feed(A.admin)).count);
    const all = await feed(A.admin);
    const page = await feed(A.admin, { perpage: 2, page: 2 });
    expect(page.count).toBe(all.count);
    expect(page.data.map((e) => e.id)).toEqual(all.data.slice(2, 4).map((e) => e.id));
  });

  it('bad input: 422', async () => {
    expect((await post(A, listWallsCall, unchecked({ matcher: { eventTypes: ['gossip'] } }), A.admin)).status).toBe(422);
    expect((await post(A, listWallsCall, { matcher: { from: '2026-02-30' } }, A.admin)).status).toBe(422);
    expect((await post(A, listWallsCall, { matcher: { from: '2026-05-01', to: '2026-04-01' } }, A.admin)).status).toBe(422);
    expect((await post(A, listWallsCall, { perpage: 1000 }, A.admin)).status).toBe(422);
  });

  it('is the source of the dashboard Updates widget: same rows and visibility', async () => {
    const res = await post(A, getStatsCall, { widget: 'updates', filters: { pageSize: 100 } }, A.admin);
    expect(res.status).toBe(200);
    const all = await feed(A.admin);
    expect(res.result.data.rows.map((r: { id: string }) => r.id)).toEqual(all.data.map((e) => e.id));
    const approval = res.result.data.rows.find((r: { dateLabel: string }) => r.dateLabel === 'Approval');
    expect(approval).toMatchObject({ path: `/petition-details/${other.id}`, tone: 'success', meta: other.caseNumber });
    const para = await post(A, getStatsCall, { widget: 'updates', filters: { pageSize: 100 } }, A.paralegal);
    expect(para.result.data.rows.every((r: { path: string }) => r.path === `/petition-details/${mine.id}`)).toBe(true);
    const typed = await post(A, getStatsCall, { widget: 'updates', filters: { pageSize: 25, typeIds: [2] } }, A.admin);
    expect(typed.result.data.rows.length).toBeGreaterThan(0);
    expect(typed.result.data.rows.every((r: { path: string }) => r.path === `/petition-details/${other.id}`)).toBe(true);
  });

  // Last: these add an internal approval step to a case the earlier tests count.
  it('a petitioner reads /walls/list: his company’s cases only, shared events, no staff notes, no internal approval, no new clients', async () => {
    await log(A.t.id, mine.id, 'approval', { note: 'Admin review passed', approved: true });
    const f = await feed(A.petitioner);
    expect(new Set(f.data.map((e) => e.petitionId))).toEqual(new Set([mine.id]));
    expect(f.data.map((e) => e.type).sort()).toEqual(['new_case', 'receipt', 'rfe', 'signature']);
    expect(f.count).toBe(4);
    expect(f.data.find((e) => e.type === 'rfe')!.text).not.toContain('Internal');
    expect(f.data.find((e) => e.type === 'signature')!.text).not.toContain('I-129 signed');
    // The dashboard widget, same SQL: the same rows.
    const res = await post(A, getStatsCall, { widget: 'updates', filters: { pageSize: 100 } }, A.petitioner);
    expect(res.status).toBe(200);
    expect((res.result.data.rows as { id: string }[]).map((r) => r.id)).toEqual(f.data.map((e) => e.id));
    // Staff still see the firm's approval step.
    expect((await feed(A.admin)).data.some((e) => e.petitionId === mine.id && e.type === 'approval')).toBe(true);
  });

  it('a beneficiary reads only his own cases’ shared events; a beneficiary without cases reads nothing', async () => {
    const ben = await A.t.login(51);
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(beneficiaries).set({ userId: ben.userId }).where(eq(beneficiaries.id, A.otherBeneficiaryId)));
    const f = await feed(ben);
    expect(new Set(f.data.map((e) => e.petitionId))).toEqual(new Set([other.id]));
    expect(f.data.map((e) => e.type).sort()).toEqual(['approval', 'new_case']);
    expect(f.data.some((e) => e.type === 'new_client')).toBe(false);
    const lonely = await A.t.login(51);
    expect(await feed(lonely)).toMatchObject({ data: [], count: 0 });
    // Filters apply to clients too, and a client asking for new clients gets none.
    expect((await feed(ben, { matcher: { eventTypes: ['new_client'] } })).count).toBe(0);
    expect((await feed(ben, { matcher: { eventTypes: ['approval'] } })).data.map((e) => e.petitionId)).toEqual([other.id]);
  });

  it('another firm’s petitioner sees none of this firm’s events', async () => {
    const f = await feed(B.petitioner, {}, B);
    expect(f.data.some((e) => e.petitionId === mine.id || e.petitionId === other.id || e.client?.id === clientId)).toBe(false);
    expect(f.data.some((e) => e.type === 'new_client')).toBe(false);
  });

  it("a new case event names the firm's renamed type; another firm keeps the product's name", async () => {
    expect((await post(A, caseTypeRenameCall, { typeId: 1, subTypeId: 0, name: 'Specialty occupation (H-1B)' }, A.admin)).status).toBe(200);
    const a = await feed(A.admin, { matcher: { eventTypes: ['new_case'] } });
    expect(a.data.find((e) => e.petitionId === mine.id)?.text).toBe(`New Specialty occupation (H-1B) case ${mine.caseNumber}`);
    // The petitioner reads the same name.
    expect((await feed(A.petitioner, { matcher: { eventTypes: ['new_case'] } })).data.find((e) => e.petitionId === mine.id)?.text).toContain('Specialty occupation (H-1B)');
    const b = await feed(B.admin, { matcher: { eventTypes: ['new_case'] } }, B);
    expect(b.data.find((e) => e.petitionId === bCase.id)?.text).toMatch(/^New H-1B case /);
    expect(JSON.stringify(b.data)).not.toContain('Specialty occupation');
  });
});
