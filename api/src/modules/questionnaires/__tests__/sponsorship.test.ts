import {
  confirmSponsorshipCall,
  createPetitionCall,
  fillQuestionnaireDetailsCall,
  fillQuestionnaireSubmitCall,
  questionnaireTemplateResetCall,
  questionnaireTemplateSaveCall,
  requestSponsorshipConfirmationCall,
  revokeSponsorshipLinkCall,
  sendQuestionnaireCall,
  sponsorshipDetailsCall,
  sponsorshipListCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { and, desc, eq } from 'drizzle-orm';
import { linkTokens } from '../../../platform/auth';
import { withTenant } from '../../../platform/db';
import { outbox } from '../../../platform/mail';
import { notifications } from '../../../platform/realtime';
import {
  testDbKinds,
  type TestLogin,
  caseTenantSuite,
  type CaseTenant,
  type UncheckedPayload,
  unchecked,
} from '../../../testing';
import { petitionActivity } from '../../petitions';

/*
 * Sponsorship confirmation (/public/confirm-sponsorship-questionnaire) and the client's language
 * on the questionnaire link (issue 8 points 1–2): good, bad, cross-tenant, expired and reused links.
 */

const TODAY = '2026-11-22';

describe.each(testDbKinds())('sponsorship confirmation and link language (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login?: TestLogin,
    tenant: CaseTenant = A,
  ) => h.post(tenant.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  /** An I-130 case (spouse) of tenant A's beneficiary. */
  const createCase = async (tenant: CaseTenant = A) => {
    const r = await post(
      createPetitionCall,
      {
        typeId: 7,
        subTypeId: 20,
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

  /** The newest mail to `to`: template, subject, text and the link in it. */
  const lastMail = async (to: string, tenant: CaseTenant = A) => {
    const [m] = await withTenant(h.database.db, tenant.t.id, (tx) =>
      tx.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(1),
    );
    const url = new URL(/https?:\/\/\S+?(?=[\s"<]|$)/.exec(m!.text)![0]);
    return { template: m!.template, subject: m!.subject, text: m!.text, url };
  };
  /** The token of a sponsorship link (in the path) or a questionnaire link (in the query). */
  const tokenOf = (url: URL): string =>
    url.searchParams.get('token') ?? decodeURIComponent(url.pathname.split('/').pop()!);

  const caseLog = (petitionId: string) =>
    withTenant(h.database.db, A.t.id, (tx) =>
      tx.select().from(petitionActivity).where(eq(petitionActivity.petitionId, petitionId)),
    );

  const ask = async (petitionId: string, over: Record<string, unknown> = {}) => {
    const r = await post(
      requestSponsorshipConfirmationCall,
      { petitionId, email: 'maria.lopez@example.test', name: 'María López', ...over },
      A.attorney,
    );
    expect(r.status).toBe(200);
    const mail = await lastMail((over.email as string) ?? 'maria.lopez@example.test');
    return { view: r.result, mail, token: tokenOf(mail.url) };
  };

  describe('the client language on a questionnaire link', () => {
    it('mails in Spanish with ?lang=es, stores the language, and keeps it on a resend', async () => {
      const c = await createCase();
      const r = await post(sendQuestionnaireCall, { petitionId: c.id, language: 'es' }, A.attorney);
      expect(r.status).toBe(200);
      expect(r.result.language).toBe('es');
      const mail = await lastMail('ananya@example.test');
      expect(mail.template).toBe('questionnaire-link-es');
      expect(mail.subject).toContain('complete su cuestionario de I-130');
      expect(mail.text).toContain('Hola, Ananya Iyer:');
      expect(mail.text).toContain('Completar el cuestionario:');
      expect(mail.url.pathname).toBe(`/fill-questionnaire/${c.id}`);
      expect(mail.url.searchParams.get('lang')).toBe('es');
      const d = await post(fillQuestionnaireDetailsCall, { token: tokenOf(mail.url) });
      expect(d.result).toMatchObject({ language: 'es', templateName: 'I-130 beneficiary questionnaire' });

      const again = await post(sendQuestionnaireCall, { petitionId: c.id }, A.attorney);
      expect(again.result.language).toBe('es');
      expect((await lastMail('ananya@example.test')).template).toBe('questionnaire-link-es');
      const en = await post(sendQuestionnaireCall, { petitionId: c.id, language: 'en' }, A.attorney);
      expect(en.result.language).toBe('en');
      const enMail = await lastMail('ananya@example.test');
      expect(enMail.template).toBe('questionnaire-link');
      expect(enMail.url.searchParams.get('lang')).toBe('en');
    });

    it('refuses a language it does not speak (422)', async () => {
      const c = await createCase();
      const r = await post(sendQuestionnaireCall, unchecked({ petitionId: c.id, language: 'fr' }), A.attorney);
      expect(r.status).toBe(422);
      expect(r.error.issues[0].path).toBe('language');
    });
  });

  describe('asking a sponsor to confirm', () => {
    it('mails a purpose-bound link; the page data names firm, case and beneficiary', async () => {
      const c = await createCase();
      const { view, mail, token } = await ask(c.id, { language: 'es' });
      expect(view).toMatchObject({
        role: 'sponsor',
        status: 'pending',
        sponsorEmail: 'maria.lopez@example.test',
        sponsorName: 'María López',
        language: 'es',
        source: 'staff',
        linkState: 'live',
        requestedByName: expect.any(String),
      });
      expect(mail.template).toBe('sponsorship-confirmation-es');
      expect(mail.subject).toBe(`${c.caseNumber}: confirme si acepta patrocinar a Ananya Iyer`);
      expect(mail.url.pathname).toMatch(/^\/public\/confirm-sponsorship-questionnaire\/[A-Za-z0-9_-]+$/);
      expect(mail.url.searchParams.get('lang')).toBe('es');

      const d = await post(sponsorshipDetailsCall, { token });
      expect(d.status).toBe(200);
      expect(d.result).toMatchObject({
        role: 'sponsor',
        status: 'pending',
        caseNumber: c.caseNumber,
        typeName: 'I-130',
        beneficiaryName: 'Ananya Iyer',
        sponsorName: 'María López',
        language: 'es',
        respondedAt: null,
        questionnaireStatus: 'not-sent',
      });
      expect(d.result.firmName).toEqual(expect.any(String));
      // key and accessToken work too; the token opens nothing else (purpose-bound).
      expect((await post(sponsorshipDetailsCall, { key: token })).status).toBe(200);
      expect((await post(fillQuestionnaireDetailsCall, { token })).status).toBe(401);
      const q = await post(sendQuestionnaireCall, { petitionId: c.id }, A.attorney);
      expect(q.status).toBe(200);
      const qToken = tokenOf((await lastMail('ananya@example.test')).url);
      expect((await post(sponsorshipDetailsCall, { token: qToken })).status).toBe(401);

      const log = await caseLog(c.id);
      expect(log.map((l) => l.action)).toContain('request-sponsorship-confirmation');
      const list = await post(sponsorshipListCall, { petitionId: c.id }, A.attorney);
      expect(list.result.data).toHaveLength(1);
    });

    it('a confirmation spends the link, tells the team, logs it and offers the sponsor questionnaire', async () => {
      const c = await createCase();
      const { token } = await ask(c.id, { language: 'es' });
      const r = await post(confirmSponsorshipCall, { token, decision: 'confirm' });
      expect(r.status).toBe(200);
      expect(r.result).toMatchObject({ status: 'confirmed', respondedAt: expect.any(String) });
      expect(r.result.questionnaireUrl).toMatch(
        new RegExp(`^/fill-sponsor-questionnaire/${c.id}\\?token=[A-Za-z0-9_-]+&lang=es$`),
      );
      // The sponsor questionnaire link works and was mailed too, in Spanish.
      const qToken = new URL(r.result.questionnaireUrl, 'http://x').searchParams.get('token')!;
      const fill = await post(fillQuestionnaireDetailsCall, { token: qToken });
      expect(fill.result).toMatchObject({ kind: 'sponsor', templateName: 'Sponsor questionnaire (I-130 / I-864)' });
      const mail = await lastMail('maria.lopez@example.test');
      expect(mail.template).toBe('questionnaire-link-es');
      expect(tokenOf(mail.url)).toBe(qToken);

      const notes = await withTenant(h.database.db, A.t.id, (tx) =>
        tx
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, A.attorney.userId), eq(notifications.petitionId, c.id))),
      );
      expect(notes.map((n) => n.message).join(' ')).toContain('María López confirmed they agree to sponsor');
      const log = await caseLog(c.id);
      const entry = log.find((l) => l.action === 'sponsorship-confirmed');
      expect(entry).toMatchObject({ userName: 'María López (sponsorship link)' });

      // Single use: answering again is refused; the page still reads the answer.
      const again = await post(confirmSponsorshipCall, { token, decision: 'decline' });
      expect(again.status).toBe(401);
      expect(again.error.code).toBe('LINK_TOKEN_INVALID');
      const read = await post(sponsorshipDetailsCall, { token });
      expect(read.result).toMatchObject({ status: 'confirmed', questionnaireStatus: 'sent' });
      // Staff see it confirmed; asking again is a conflict.
      const list = await post(sponsorshipListCall, { petitionId: c.id }, A.attorney);
      expect(list.result.data[0]).toMatchObject({ status: 'confirmed', linkState: 'used' });
      const ask2 = await post(requestSponsorshipConfirmationCall, { petitionId: c.id }, A.attorney);
      expect(ask2.status).toBe(409);
    });

    it('a decline keeps the reason; asking again revokes the old link; withdrawn and expired links fail', async () => {
      const c = await createCase();
      const first = await ask(c.id);
      const no = await post(confirmSponsorshipCall, {
        token: first.token,
        decision: 'decline',
        reason: 'I cannot take on the obligation this year.',
      });
      expect(no.status).toBe(200);
      expect(no.result).toMatchObject({ status: 'declined', questionnaireUrl: null });
      const list = await post(sponsorshipListCall, { petitionId: c.id }, A.paralegal);
      expect(list.status).toBe(404); // the paralegal is not on the case
      const seen = await post(sponsorshipListCall, { petitionId: c.id }, A.admin);
      expect(seen.result.data[0]).toMatchObject({
        status: 'declined',
        declineReason: 'I cannot take on the obligation this year.',
      });
      expect((await caseLog(c.id)).find((l) => l.action === 'sponsorship-declined')?.note).toContain(
        'Reason: I cannot take on the obligation this year.',
      );

      // Staff ask again (same address, name and language kept): a new pending request.
      const second = await post(requestSponsorshipConfirmationCall, { petitionId: c.id }, A.attorney);
      expect(second.result).toMatchObject({ status: 'pending', declineReason: null, sponsorName: 'María López' });
      const secondToken = tokenOf((await lastMail('maria.lopez@example.test')).url);
      expect((await post(sponsorshipDetailsCall, { token: first.token })).status).toBe(401);
      const third = await ask(c.id, { email: 'jose@example.test', name: 'José Pérez' });
      expect((await post(sponsorshipDetailsCall, { token: secondToken })).status).toBe(401);

      const revoked = await post(revokeSponsorshipLinkCall, { petitionId: c.id }, A.attorney);
      expect(revoked.status).toBe(200);
      expect(revoked.result.linkState).toBe('revoked');
      expect((await post(confirmSponsorshipCall, { token: third.token, decision: 'confirm' })).status).toBe(401);
      expect((await post(revokeSponsorshipLinkCall, { petitionId: c.id }, A.attorney)).status).toBe(409);

      const fourth = await ask(c.id, { email: 'jose@example.test' });
      await withTenant(h.database.db, A.t.id, (tx) =>
        tx
          .update(linkTokens)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(linkTokens.recordId, fourth.view.id)),
      );
      expect((await post(sponsorshipDetailsCall, { token: fourth.token })).status).toBe(401);
      const after = await post(sponsorshipListCall, { petitionId: c.id }, A.attorney);
      expect(after.result.data[0].linkState).toBe('expired');
    });

    it('refuses bad input (422), other tenants (404 / 401) and roles that may not ask (403)', async () => {
      const c = await createCase();
      const noAddress = await post(requestSponsorshipConfirmationCall, { petitionId: c.id }, A.attorney);
      expect(noAddress.status).toBe(422);
      expect(noAddress.error.issues).toEqual([
        { path: 'email', message: 'Enter the e-mail address of the sponsor to ask.' },
      ]);
      for (const bad of [{ email: 'nope' }, { role: 'uncle' }, { language: 'fr' }, { expiresInDays: 0 }]) {
        const r = await post(
          requestSponsorshipConfirmationCall,
          unchecked({ petitionId: c.id, email: 'a@example.test', ...bad }),
          A.attorney,
        );
        expect(r.status).toBe(422);
      }
      const { token } = await ask(c.id);
      expect((await post(confirmSponsorshipCall, unchecked({ token }))).status).toBe(422);
      expect(
        (await post(confirmSponsorshipCall, { token, decision: 'decline', reason: 'x'.repeat(1001) })).status,
      ).toBe(422);
      expect((await post(confirmSponsorshipCall, { decision: 'confirm' })).status).toBe(401);
      expect((await post(sponsorshipDetailsCall, { token: 'x'.repeat(43) })).status).toBe(401);

      // Another tenant: its staff cannot see or ask on this case; the link opens nothing at its host.
      expect(
        (await post(requestSponsorshipConfirmationCall, { petitionId: c.id, email: 'a@example.test' }, B.attorney, B))
          .status,
      ).toBe(404);
      expect((await post(sponsorshipListCall, { petitionId: c.id }, B.admin, B)).status).toBe(404);
      expect((await post(revokeSponsorshipLinkCall, { petitionId: c.id }, B.admin, B)).status).toBe(404);
      expect((await post(sponsorshipDetailsCall, { token }, undefined, B)).status).toBe(401);
      expect((await post(confirmSponsorshipCall, { token, decision: 'confirm' }, undefined, B)).status).toBe(401);
      // A petitioner may not ask; an attorney not on the case does not see it.
      expect(
        (await post(requestSponsorshipConfirmationCall, { petitionId: c.id, email: 'a@example.test' }, A.petitioner))
          .status,
      ).toBe(403);
      expect(
        (await post(requestSponsorshipConfirmationCall, { petitionId: c.id, email: 'a@example.test' }, A.attorney2))
          .status,
      ).toBe(404);
      // The link still works after all that.
      expect((await post(sponsorshipDetailsCall, { token })).result.status).toBe('pending');
    });

    it('a submitted questionnaire that names a joint sponsor asks them, once', async () => {
      const fields = [
        { key: 'sponsor.name.last', label: 'Family name', section: 'Sponsor', type: 'text', required: true },
        {
          key: 'sponsor.jointSponsorName',
          label: 'Joint sponsor',
          section: 'Sponsor',
          type: 'text',
          translations: { es: { label: 'Copatrocinador', help: 'Nombre completo' } },
        },
        { key: 'sponsor.jointSponsorEmail', label: 'Joint sponsor e-mail', section: 'Sponsor', type: 'email' },
      ];
      const saved = await post(
        questionnaireTemplateSaveCall,
        unchecked({ templateId: 'sponsor-0-0', template: { name: 'Our sponsor form', fields } }),
        A.admin,
      );
      expect(saved.status).toBe(200);
      // The firm's own Spanish wording is kept with the template.
      expect(saved.result.fields[1].translations).toEqual({ es: { label: 'Copatrocinador', help: 'Nombre completo' } });
      const badLanguage = await post(
        questionnaireTemplateSaveCall,
        unchecked({
          templateId: 'sponsor-0-0',
          template: { name: 'x', fields: [{ ...fields[0], translations: { fr: { label: 'Nom' } } }] },
        }),
        A.admin,
      );
      expect(badLanguage.status).toBe(422);
      const c = await createCase();
      const sent = await post(
        sendQuestionnaireCall,
        { petitionId: c.id, kind: 'sponsor', email: 'lopez@example.test', language: 'es' },
        A.attorney,
      );
      expect(sent.status).toBe(200);
      const token = tokenOf((await lastMail('lopez@example.test')).url);
      const submit = await post(fillQuestionnaireSubmitCall, {
        token,
        answers: {
          'sponsor.name.last': 'López',
          'sponsor.jointSponsorName': 'Carmen Ruiz',
          'sponsor.jointSponsorEmail': 'Carmen.Ruiz@example.test',
        },
      });
      expect(submit.status).toBe(200);
      const list = await post(sponsorshipListCall, { petitionId: c.id }, A.attorney);
      expect(list.result.data).toEqual([
        expect.objectContaining({
          role: 'joint-sponsor',
          sponsorEmail: 'carmen.ruiz@example.test',
          sponsorName: 'Carmen Ruiz',
          source: 'questionnaire',
          language: 'es',
          status: 'pending',
          requestedByName: expect.stringContaining('(questionnaire link)'),
        }),
      ]);
      const mail = await lastMail('carmen.ruiz@example.test');
      expect(mail.template).toBe('sponsorship-confirmation-es');
      expect(mail.text).toContain('un copatrocinador');
      // A joint sponsor's confirmation offers no questionnaire (the case has one sponsor questionnaire).
      const r = await post(confirmSponsorshipCall, { token: tokenOf(mail.url), decision: 'confirm' });
      expect(r.result).toMatchObject({ status: 'confirmed', questionnaireUrl: null });
      await post(questionnaireTemplateResetCall, { templateId: 'sponsor-0-0' }, A.admin);
    });
  });
});
