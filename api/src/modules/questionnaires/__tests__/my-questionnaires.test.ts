import {
  createPetitionCall,
  fillQuestionnaireDetailsCall,
  fillQuestionnaireSaveCall,
  myFillLinkCall,
  myQuestionnaireListCall,
  questionnaireDetailsCall,
  revokeQuestionnaireLinkCall,
  sendQuestionnaireCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
  verifyEmailCall,
} from 'shared/contract';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import {
  testDbKinds,
  type TestLogin,
  caseTenantSuite,
  type CaseTenant,
  type UncheckedPayload,
  unchecked,
} from '../../../testing';
import { issueAccountLink } from '../../auth';
import { beneficiaries } from '../../beneficiaries';
import { questionnaires } from '../questionnaires.table';

/*
 * Issue 14, "clients see their questionnaires": /questionnaire/my-list and /questionnaire/my-fill-link
 * (docs/questionnaires.md "The client's list").
 */

const TODAY = '2026-11-22';

interface MyRow {
  id: string;
  petitionId: string;
  kind: string;
  status: string;
  sentToYou: boolean;
  canFill: boolean;
  linkExpired: boolean;
  dueAt: string | null;
  sentAt: string | null;
}

describe.each(testDbKinds())('my questionnaires (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });
  let client: TestLogin;

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login?: TestLogin,
    tenant: CaseTenant = A,
  ) => h.post(tenant.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  const createCase = async (tenant: CaseTenant = A) => {
    const r = await post(
      createPetitionCall,
      {
        typeId: 1,
        subTypeId: 1,
        petitionerId: tenant.companyId,
        beneficiaryId: tenant.beneficiaryId,
        attorneyId: tenant.attorney.userId,
      },
      tenant.admin,
      tenant,
    );
    if (r.status !== 200) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
    return r.result as { id: string; caseNumber: string };
  };

  const send = async (petitionId: string, over: Record<string, unknown> = {}, tenant: CaseTenant = A) => {
    const r = await post(sendQuestionnaireCall, { petitionId, ...over }, tenant.attorney, tenant);
    expect(r.status).toBe(200);
    return r.result;
  };

  const myList = async (login: TestLogin, payload: Record<string, unknown> = {}, tenant: CaseTenant = A) => {
    const r = await post(myQuestionnaireListCall, payload, login, tenant);
    expect(r.status).toBe(200);
    return r.result as { data: MyRow[]; count: number; nextCursor: string | null };
  };

  const tokenOf = (path: string): string => new URLSearchParams(path.split('?')[1]).get('token')!;

  /** The holder opens a link mailed to the address: the mailbox is proven (modules/auth). */
  const proveMailbox = async (login: TestLogin, tenant: CaseTenant = A) => {
    const { token } = await withTenant(h.database.db, tenant.t.id, (tx) =>
      issueAccountLink(tx, 'verify-email', login.userId),
    );
    expect((await post(verifyEmailCall, { token }, undefined, tenant)).status).toBe(200);
  };

  beforeAll(async () => {
    // The beneficiary's own account (role 51), signed in with its own address.
    client = await A.t.login(51);
    await withTenant(h.database.db, A.t.id, (tx) =>
      tx.update(beneficiaries).set({ userId: client.userId }).where(eq(beneficiaries.id, A.beneficiaryId)),
    );
  });

  it('gives the proven recipient a working fill link, keeps the mailed one, and refuses everyone else', async () => {
    const c = await createCase();
    await send(c.id, { email: client.email, language: 'es' });

    // Not proven yet: 403 pointing at the mailed link.
    const unproven = await post(myFillLinkCall, { petitionId: c.id }, client);
    expect(unproven.status).toBe(403);
    expect(unproven.error.message).toBe(
      `Confirm that ${client.email} is yours first: open the questionnaire from the link in the e-mail we sent you.`,
    );

    await proveMailbox(client);
    const mine = await post(myFillLinkCall, { petitionId: c.id }, client);
    expect(mine.status).toBe(200);
    expect(mine.result.path).toMatch(new RegExp(`^/fill-questionnaire/${c.id}\\?token=[A-Za-z0-9_-]+&lang=es$`));
    expect(Date.parse(mine.result.expiresAt)).toBeGreaterThan(Date.now());
    const token = tokenOf(mine.result.path);
    const details = await post(fillQuestionnaireDetailsCall, { token });
    expect(details.status).toBe(200);
    expect(details.result.caseNumber).toBe(c.caseNumber);
    const saved = await post(fillQuestionnaireSaveCall, { token, answers: { 'beneficiary.name.first': 'Ananya' } });
    expect(saved.status).toBe(200);

    // The mailed link is not revoked by it.
    const view = await post(questionnaireDetailsCall, { petitionId: c.id }, A.attorney);
    expect(view.result.linkState).toBe('live');

    // Staff, the petitioner user (another address), another client, another tenant: no link.
    expect((await post(myFillLinkCall, { petitionId: c.id }, A.attorney)).status).toBe(403);
    expect((await post(myFillLinkCall, { petitionId: c.id }, A.admin)).status).toBe(403);
    const petitioner = await post(myFillLinkCall, { petitionId: c.id }, A.petitioner);
    expect(petitioner.status).toBe(403);
    expect(petitioner.error.message).toBe(
      'This questionnaire was sent to another e-mail address. Use the link in that e-mail.',
    );
    expect(JSON.stringify(petitioner.body)).not.toContain('token=');
    const stranger = await A.t.login(51);
    expect((await post(myFillLinkCall, { petitionId: c.id }, stranger)).status).toBe(404);
    expect((await post(myFillLinkCall, { petitionId: c.id }, B.petitioner, B)).status).toBe(404);

    // A resend revokes the client's link with the mailed one.
    await send(c.id, { email: client.email });
    expect((await post(fillQuestionnaireDetailsCall, { token })).status).toBe(401);
    const again = await post(myFillLinkCall, { petitionId: c.id }, client);
    expect(again.status).toBe(200);
    expect((await post(fillQuestionnaireDetailsCall, { token: tokenOf(again.result.path) })).status).toBe(200);

    // Withdrawn: nothing to open (409), and the list says so.
    expect((await post(revokeQuestionnaireLinkCall, { petitionId: c.id }, A.attorney)).status).toBe(200);
    expect((await post(myFillLinkCall, { petitionId: c.id }, client)).status).toBe(409);
    const row = (await myList(client, { petitionId: c.id })).data[0]!;
    expect(row).toMatchObject({ status: 'in-progress', sentToYou: true, canFill: false, linkExpired: true });
  });

  it('refuses a questionnaire not sent yet (404), not the caller’s address (403), and bad input (422)', async () => {
    const c = await createCase();
    expect((await post(myFillLinkCall, { petitionId: c.id }, client)).status).toBe(404);
    await send(c.id); // to the beneficiary record's address, not the client's sign-in address
    const other = await post(myFillLinkCall, { petitionId: c.id }, client);
    expect(other.status).toBe(403);
    expect((await post(myFillLinkCall, { petitionId: 'x' }, client)).status).toBe(422);
    expect((await post(myFillLinkCall, unchecked({ petitionId: c.id, kind: 'nope' }), client)).status).toBe(422);
    expect((await post(myFillLinkCall, { petitionId: c.id, kind: 'sponsor' }, client)).status).toBe(404);
  });

  it('refuses a submitted questionnaire (409) and lists it as submitted, without a link', async () => {
    const c = await createCase();
    const sent = await send(c.id, { email: client.email });
    const at = new Date('2026-11-21T15:00:00.000Z');
    await withTenant(h.database.db, A.t.id, (tx) =>
      tx.update(questionnaires).set({ status: 'submitted', submittedAt: at }).where(eq(questionnaires.id, sent.id)),
    );
    await proveMailbox(client);
    const r = await post(myFillLinkCall, { petitionId: c.id }, client);
    expect(r.status).toBe(409);
    expect(r.error.message).toBe('This questionnaire has already been submitted.');
    const row = (await myList(client, { petitionId: c.id })).data[0]!;
    expect(row).toMatchObject({
      status: 'submitted',
      submittedAt: at.toISOString(),
      canFill: false,
      linkExpired: false,
    });
  });

  it('lists only the caller’s questionnaires: own cases, sent, to them or their side', async () => {
    const c = await createCase();
    await send(c.id, { email: client.email });
    await send(c.id, { kind: 'petitioner', email: A.petitioner.email });
    await createCase(); // never sent: not listed
    const bCase = await createCase(B);
    await send(bCase.id, {}, B);

    const ben = await myList(client, { perpage: 100 });
    expect(ben.data.every((r) => r.kind === 'beneficiary' || r.kind === 'investor')).toBe(true);
    expect(ben.data.map((r) => r.petitionId)).not.toContain(bCase.id);
    const forC = ben.data.filter((r) => r.petitionId === c.id);
    expect(forC).toHaveLength(1);
    expect(forC[0]).toMatchObject({
      kind: 'beneficiary',
      status: 'sent',
      sentToYou: true,
      canFill: true,
      linkExpired: false,
    });
    expect(forC[0]!.dueAt).toEqual(expect.any(String));
    expect(JSON.stringify(ben)).not.toMatch(/token/i);

    const pet = await myList(A.petitioner, { perpage: 100 });
    expect(pet.data.map((r) => [r.petitionId, r.kind])).toEqual([[c.id, 'petitioner']]);
    expect(pet.data[0]).toMatchObject({ sentToYou: true, status: 'sent' });

    const stranger = await A.t.login(51);
    expect((await myList(stranger)).data).toEqual([]);
    expect((await myList(B.petitioner, {}, B)).data).toEqual([]);
    // Another tenant's case id as a filter: nothing.
    expect((await myList(client, { petitionId: bCase.id })).data).toEqual([]);

    expect((await post(myQuestionnaireListCall, {}, A.attorney)).status).toBe(403);
    expect((await post(myQuestionnaireListCall, {}, A.admin)).status).toBe(403);
    expect((await post(myQuestionnaireListCall, {})).status).toBe(401);
  });

  it('pages by keyset, newest sent first, without repeats', async () => {
    for (let i = 0; i < 3; i += 1) await send((await createCase()).id, { email: client.email });
    const all = await myList(client, { perpage: 100 });
    expect(all.count).toBe(all.data.length);
    expect(all.count).toBeGreaterThanOrEqual(5);
    const sent = all.data.map((r) => r.sentAt!);
    expect([...sent].sort().reverse()).toEqual(sent);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await myList(client, { perpage: 2, cursor });
      expect(page.data.length).toBeLessThanOrEqual(2);
      expect(page.count).toBe(all.count);
      seen.push(...page.data.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.data.map((r) => r.id));
    expect((await post(myQuestionnaireListCall, { cursor: 'not-a-cursor' }, client)).status).toBe(422);
  });
});
