import { communicationMarkReadCall, communicationSaveCall, createPetitionCall, getDashboardCall, getStatsCall } from 'shared/contract';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import { caseTenantSuite, testDbKinds, unchecked, type TestLogin } from '../../../testing';
import { beneficiaries } from '../../beneficiaries';

/* The dashboard's Messages widget (docs/messages.md, docs/dashboard.md): latest unread messages of the caller's visible cases. */
describe.each(testDbKinds())('Messages dashboard widget (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });
  let caseId: string;
  let client: TestLogin;
  const TODAY = '2026-11-26';

  beforeAll(async () => {
    caseId = (await h.post(A.t, createPetitionCall, { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, attorneyId: A.attorney.userId }, A.admin)).result.id;
    client = await A.t.login(51);
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(beneficiaries).set({ userId: client.userId }).where(eq(beneficiaries.id, A.beneficiaryId)));
    for (const [body, visibility] of [
      ['Internal: check the wage level.', 'internal'],
      ['Please send the signed offer letter.', 'shared'],
      ['Second shared note.', 'shared'],
    ] as const) {
      expect((await h.post(A.t, communicationSaveCall, { petitionId: caseId, body, visibility }, A.admin)).status).toBe(200);
    }
  });

  const widget = (login: TestLogin, filters: Record<string, unknown> = {}, t = A) =>
    h.post(t.t, getStatsCall, unchecked({ today: TODAY, widget: 'messages', filters: { pageSize: 25, ...filters } }), login);

  it('is offered to staff and clients now that the module supplies it', async () => {
    const d = await h.post(A.t, getDashboardCall, unchecked({ today: TODAY }), A.attorney);
    expect(d.status).toBe(200);
    expect(d.result.offered.map((w: { key: string }) => w.key)).toContain('messages');
  });

  it('lists unread messages newest first; internal ones only for staff; read ones drop out; other tenants see none', async () => {
    const staff = await widget(A.attorney);
    expect(staff.status).toBe(200);
    expect(staff.result.data.kind).toBe('list');
    expect(staff.result.data).toMatchObject({ total: 3, capped: false });
    expect(staff.result.data.rows[0]).toMatchObject({ title: expect.stringContaining('Second shared note.'), path: `/petition-details/${caseId}`, meta: 'Shared with the client' });
    const forClient = await widget(client);
    expect(forClient.result.data.total).toBe(2);
    expect(forClient.result.data.rows.some((r: { meta: string }) => r.meta === 'Internal')).toBe(false);
    await h.post(A.t, communicationMarkReadCall, { petitionId: caseId }, client);
    expect((await widget(client)).result.data.total).toBe(0);
    // The author's own messages are not unread for him.
    expect((await widget(A.admin)).result.data.total).toBe(0);
    expect((await widget(A.attorney2)).result.data.total).toBe(0);
    expect((await widget(B.admin, {}, B)).result.data.total).toBe(0);
    // Received-date filter: nothing before today.
    expect((await widget(A.attorney, { createdTo: '2020-01-01' })).result.data.total).toBe(0);
  });
});
