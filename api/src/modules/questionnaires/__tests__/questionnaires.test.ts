import { caseDocumentChecklistCall, createPetitionCall, fillQuestionnaireDeleteUploadCall, fillQuestionnaireDetailsCall, fillQuestionnaireSaveCall, fillQuestionnaireSubmitCall, fillQuestionnaireUploadCall, questionnaireChangeListCall, questionnaireDetailsCall, questionnaireTemplateDetailsCall, questionnaireTemplateListCall, questionnaireTemplateResetCall, questionnaireTemplateSaveCall, questionnaireUpdateAnswersCall, revokeQuestionnaireLinkCall, sendQuestionnaireCall, type AnyCallDeclaration, type CallPayloadInput } from 'shared/contract';
import { and, desc, eq } from 'drizzle-orm';
import { defaultTemplate, type TAnswers } from 'shared/domain';
import { linkTokens } from '../../../platform/auth';
import { withTenant } from '../../../platform/db';
import { outbox } from '../../../platform/mail';
import { files } from '../../../platform/storage/storage.table';
import { notifications } from '../../../platform/realtime';
import { testDbKinds, type TestLogin, caseTenantSuite, type CaseTenant, type UncheckedPayload, unchecked } from '../../../testing';
import { beneficiaries } from '../../beneficiaries';
import { petitions } from '../../petitions';

const TODAY = '2026-11-22';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
).toString('base64');

/** Every visible required field of the H-1B default answered with a valid value. */
function completeH1bAnswers(file: { key: string; name: string }): TAnswers {
  const t = defaultTemplate('beneficiary', 1);
  const a: TAnswers = {
    'beneficiary.inUs': 'no',
    'beneficiary.consulate.city': 'Chennai',
    'beneficiary.priorVisaDenial': 'no',
    'beneficiary.h1bHistory.previous': 'no',
    'beneficiary.hasDependents': 'no',
    'employment.fullTime': 'yes',
    'employment.offsite': 'no',
    'beneficiary.education.usMasters': 'no',
    // After the start date (every other date below is 2020-01-15): an end date must follow its start.
    'employment.endDate': '2023-01-14',
  };
  for (const f of t.fields) {
    if (f.key in a || f.conditions?.length) continue;
    if (!(f.required === true || f.isRequired)) continue;
    switch (f.type) {
      case 'email':
        a[f.key] = 'ananya@example.test';
        break;
      case 'phone':
        a[f.key] = '+1 202 555 0143';
        break;
      case 'date':
        a[f.key] = '2020-01-15';
        break;
      case 'number':
        a[f.key] = f.min ?? 1;
        break;
      case 'select':
      case 'radio':
        a[f.key] = f.options![0]!.value;
        break;
      case 'checkbox':
        a[f.key] = f.options?.length ? [f.options[0]!.value] : true;
        break;
      case 'file':
        a[f.key] = [file];
        break;
      default:
        a[f.key] = 'X1234567';
    }
  }
  return a;
}

describe.each(testDbKinds())('questionnaires (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login?: TestLogin, tenant: CaseTenant = A) =>
    h.post(tenant.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  const createCase = async (tenant: CaseTenant = A, over: Record<string, unknown> = {}) => {
    const r = await post(
      createPetitionCall,
      {
        typeId: 1,
        subTypeId: 1,
        petitionerId: tenant.companyId,
        beneficiaryId: tenant.beneficiaryId,
        attorneyId: tenant.attorney.userId,
        ...over,
      },
      tenant.admin,
      tenant,
    );
    if (r.status !== 200) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
    return r.result as { id: string; caseNumber: string };
  };

  /** The token of the newest questionnaire mail to `to`, read from the captured outbox. */
  const mailedToken = async (to: string, tenant: CaseTenant = A): Promise<{ token: string; url: string }> => {
    const [m] = await withTenant(h.database.db, tenant.t.id, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), eq(outbox.template, 'questionnaire-link')))
        .orderBy(desc(outbox.createdAt))
        .limit(1),
    );
    const url = /https?:\/\/\S+?token=[A-Za-z0-9_-]+/.exec(m!.text)![0];
    return { url, token: new URL(url).searchParams.get('token')! };
  };

  const send = async (petitionId: string, over: Record<string, unknown> = {}) => {
    const r = await post(sendQuestionnaireCall, { petitionId, ...over }, A.attorney);
    expect(r.status).toBe(200);
    return { view: r.result, ...(await mailedToken((over.email as string) ?? 'ananya@example.test')) };
  };

  const upload = async (token: string, fileName = 'passport.pdf', contentBase64 = PDF) => {
    const r = await post(fillQuestionnaireUploadCall, { token, fileName, contentBase64 });
    return r;
  };

  describe('templates', () => {
    it('lists the seven defaults and reads one by id', async () => {
      const list = await post(questionnaireTemplateListCall, {}, A.attorney);
      expect(list.status).toBe(200);
      expect(list.result.data.map((t: { id: string }) => t.id)).toEqual(
        expect.arrayContaining([
          'beneficiary-1-0',
          'beneficiary-2-0',
          'beneficiary-4-0',
          'beneficiary-7-0',
          'sponsor-0-0',
          'petitioner-0-0',
          'investor-0-0',
        ]),
      );
      const d = await post(questionnaireTemplateDetailsCall, { templateId: 'beneficiary-1-0' }, A.attorney);
      expect(d.result).toMatchObject({ name: 'H-1B beneficiary questionnaire', source: 'default', typeName: 'H-1B' });
      expect(d.result.fields.length).toBe(defaultTemplate('beneficiary', 1).fields.length);
    });

    it('saves a tenant version, keeps it in its tenant only, and resets to the default', async () => {
      const fields = [
        { key: 'sponsor.name.last', label: 'Family name', section: 'Sponsor', type: 'text', required: 'true' },
        {
          key: 'sponsor.pets',
          label: 'Pets',
          section: 'Home',
          type: 'select',
          options: [{ value: 'cat', label: 'Cat' }],
          notRequired: true,
        },
      ];
      const saved = await post(
        questionnaireTemplateSaveCall,
        unchecked({ templateId: 'sponsor-0-0', template: { name: 'Our sponsor form', fields } }),
        A.admin,
      );
      expect(saved.status).toBe(200);
      expect(saved.result).toMatchObject({
        source: 'tenant',
        name: 'Our sponsor form',
        fieldCount: 2,
        sectionCount: 2,
        updatedByName: expect.any(String),
      });
      const other = await post(questionnaireTemplateDetailsCall, { templateId: 'sponsor-0-0' }, B.admin, B);
      expect(other.result.source).toBe('default');
      const reset = await post(questionnaireTemplateResetCall, { templateId: 'sponsor-0-0' }, A.admin);
      expect(reset.result).toMatchObject({ source: 'default', name: 'Sponsor questionnaire (I-130 / I-864)' });
    });

    it('refuses bad templates (422), unknown ids (404 / 422) and non-managers (403)', async () => {
      const dup = await post(
        questionnaireTemplateSaveCall,
        {
          templateId: 'beneficiary-1-0',
          template: {
            name: 'x',
            fields: [
              { key: 'a', label: 'A', section: 'S', type: 'text' },
              { key: 'a', label: 'B', section: 'S', type: 'text' },
            ],
          },
        },
        A.admin,
      );
      expect(dup.status).toBe(422);
      expect(dup.error.issues).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: 'template.fields.1.key', message: 'The key a is used twice' }),
        ]),
      );
      expect((await post(questionnaireTemplateDetailsCall, { templateId: 'beneficiary-99-0' }, A.admin)).status).toBe(
        404,
      );
      expect((await post(questionnaireTemplateDetailsCall, { templateId: 'beneficiary-1-99' }, A.admin)).status).toBe(
        404,
      );
      expect((await post(questionnaireTemplateDetailsCall, { templateId: 'nope' }, A.admin)).status).toBe(422);
      const asAttorney = await post(
        questionnaireTemplateSaveCall,
        {
          templateId: 'sponsor-0-0',
          template: { name: 'x', fields: [{ key: 'a', label: 'A', section: 'S', type: 'text' }] },
        },
        A.attorney,
      );
      expect(asAttorney.status).toBe(403);
    });
  });

  describe('send and fill by link', () => {
    it('mails a link that opens the questionnaire as the anonymous beneficiary (roleId 51)', async () => {
      const c = await createCase();
      const { view, url, token } = await send(c.id);
      expect(view).toMatchObject({
        status: 'sent',
        sentTo: 'ananya@example.test',
        linkState: 'live',
        templateName: 'H-1B beneficiary questionnaire',
      });
      expect(url).toContain(`/fill-questionnaire/${c.id}?token=`);
      const d = await post(fillQuestionnaireDetailsCall, { token });
      expect(d.status).toBe(200);
      expect(d.result).toMatchObject({
        caseNumber: c.caseNumber,
        status: 'sent',
        user: {
          roleId: 51,
          firstName: 'Ananya',
          lastName: 'Iyer',
          name: 'Ananya Iyer',
          beneficiaryId: A.beneficiaryId,
        },
      });
      // The token is accepted as key and accessToken too.
      expect((await post(fillQuestionnaireDetailsCall, { key: token })).status).toBe(200);
      expect((await post(fillQuestionnaireDetailsCall, { accessToken: token })).status).toBe(200);
    });

    it('saves drafts, refuses an incomplete submit with the SPEC §5 messages, then submits and completes the activity', async () => {
      const c = await createCase();
      const { token } = await send(c.id);
      const draft = await post(fillQuestionnaireSaveCall, { token, answers: { 'beneficiary.name.first': 'Ananya' } });
      expect(draft.status).toBe(200);
      expect(draft.result.status).toBe('draft');
      const back = await post(fillQuestionnaireDetailsCall, { token });
      expect(back.result.answers).toEqual({ 'beneficiary.name.first': 'Ananya' });

      const incomplete = await post(fillQuestionnaireSubmitCall, {
        token,
        answers: { 'beneficiary.name.first': 'Ananya' },
      });
      expect(incomplete.status).toBe(422);
      expect(incomplete.error.issues).toEqual(
        expect.arrayContaining([
          { path: 'answers.beneficiary.passport.number', message: 'Please fill Passport number .' },
          { path: 'answers.beneficiary.passport.copy', message: 'Copy of the passport (bio page) is required' },
        ]),
      );
      const up = await upload(token);
      expect(up.status).toBe(200);
      expect(up.result).toMatchObject({
        name: 'passport.pdf',
        key: expect.stringMatching(new RegExp(`^t/${A.t.id}/`)),
      });
      const file = up.result as { key: string; name: string };
      const badType = await post(fillQuestionnaireSubmitCall, {
        token,
        answers: { ...completeH1bAnswers(file), 'beneficiary.email': 'nope' },
      });
      expect(badType.status).toBe(422);
      expect(badType.error.issues).toEqual([
        { path: 'answers.beneficiary.email', message: 'The E-mail address field must be a valid email' },
      ]);

      const ok = await post(fillQuestionnaireSubmitCall, { token, answers: completeH1bAnswers(file) });
      expect(ok.status).toBe(200);
      expect(ok.result.activityCompleted).toBe(true);
      const [row] = await withTenant(h.database.db, A.t.id, (tx) =>
        tx.select().from(petitions).where(eq(petitions.id, c.id)),
      );
      expect(row!.completedActivities).toContain('SUBMIT_BY_BENEFICIARY');
      expect(row!.statusId).toBe(2);
      // The passport sent with the questionnaire waits for review in the case's checklist.
      const list = await post(caseDocumentChecklistCall, { petitionId: c.id }, A.attorney);
      expect(list.status).toBe(200);
      const passportSlot = (
        list.result.slots as { key: string; files: { status: boolean | null; uploadedByKind: string }[] }[]
      ).find((s) => s.key === 'passport_bio_page');
      expect(passportSlot?.files).toEqual([expect.objectContaining({ status: null, uploadedByKind: 'client' })]);
      // The case team (the assigned attorney) is told.
      const notes = await withTenant(h.database.db, A.t.id, (tx) =>
        tx
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, A.attorney.userId), eq(notifications.petitionId, c.id))),
      );
      expect(notes.map((n) => n.message).join(' ')).toContain('submitted the H-1B beneficiary questionnaire');

      // Reused link: reads the submitted answers, but cannot save or submit again.
      const again = await post(fillQuestionnaireSubmitCall, { token, answers: completeH1bAnswers(file) });
      expect(again.status).toBe(401);
      expect(again.error.code).toBe('LINK_TOKEN_INVALID');
      expect((await post(fillQuestionnaireSaveCall, { token, answers: {} })).status).toBe(401);
      const readOnly = await post(fillQuestionnaireDetailsCall, { token });
      expect(readOnly.result.status).toBe('submitted');

      // Staff see it submitted; a resend is refused.
      const staff = await post(questionnaireDetailsCall, { petitionId: c.id }, A.attorney);
      expect(staff.result).toMatchObject({ status: 'submitted', linkState: 'used' });
      expect((await post(sendQuestionnaireCall, { petitionId: c.id }, A.attorney)).status).toBe(409);
    });

    it('a resend revokes the old link; revoke-link kills the live one; expired links fail', async () => {
      const c = await createCase();
      const first = await send(c.id);
      await post(fillQuestionnaireSaveCall, { token: first.token, answers: { 'beneficiary.name.last': 'Iyer' } });
      const second = await send(c.id, { email: 'other@example.test' });
      expect(second.view.sentTo).toBe('other@example.test');
      const old = await post(fillQuestionnaireDetailsCall, { token: first.token });
      expect(old.status).toBe(401);
      expect(old.error.code).toBe('LINK_TOKEN_INVALID');
      const fresh = await post(fillQuestionnaireDetailsCall, { token: second.token });
      expect(fresh.result.answers).toEqual({ 'beneficiary.name.last': 'Iyer' });

      const revoked = await post(revokeQuestionnaireLinkCall, { petitionId: c.id }, A.attorney);
      expect(revoked.result.linkState).toBe('revoked');
      expect((await post(fillQuestionnaireDetailsCall, { token: second.token })).status).toBe(401);
      expect((await post(revokeQuestionnaireLinkCall, { petitionId: c.id }, A.attorney)).status).toBe(409);

      const third = await send(c.id);
      await withTenant(h.database.db, A.t.id, (tx) =>
        tx
          .update(linkTokens)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(linkTokens.recordId, third.view.id)),
      );
      expect((await post(fillQuestionnaireDetailsCall, { token: third.token })).status).toBe(401);
      const staff = await post(questionnaireDetailsCall, { petitionId: c.id }, A.attorney);
      expect(staff.result.linkState).toBe('expired');
    });

    it('refuses unknown keys, a token of another tenant, no token, and bad send input', async () => {
      const c = await createCase();
      const { token } = await send(c.id);
      const unknown = await post(fillQuestionnaireSaveCall, { token, answers: { 'not.a.field': 'x' } });
      expect(unknown.status).toBe(422);
      expect(unknown.error.issues[0]).toEqual({
        path: 'answers.not.a.field',
        message: 'not.a.field is not a field of this questionnaire',
      });
      expect((await post(fillQuestionnaireDetailsCall, { token }, undefined, B)).status).toBe(401);
      // Files of the wrong type, a fake PDF, and a document of another case are refused.
      expect((await upload(token, 'tool.exe', Buffer.from('MZ\x90\x00binary').toString('base64'))).status).toBe(415);
      expect((await upload(token, 'fake.pdf', Buffer.from('just some text').toString('base64'))).status).toBe(415);
      const other = await createCase();
      const otherLink = await send(other.id);
      const foreign = (await upload(otherLink.token)).result as { key: string; name: string };
      const stolen = await post(fillQuestionnaireSaveCall, {
        token,
        answers: { 'beneficiary.passport.copy': [foreign] },
      });
      expect(stolen.status).toBe(422);
      expect(stolen.error.issues[0].path).toBe('answers.beneficiary.passport.copy');
      // SPEC §7 delete stored file: a fresh upload taken out again is deleted; one in saved answers or another case's is not.
      expect((await post(fillQuestionnaireDeleteUploadCall, { token, key: foreign.key })).status).toBe(404);
      const mine = (await upload(token)).result as { key: string; name: string };
      const kept = (await upload(token)).result as { key: string; name: string };
      expect(
        (await post(fillQuestionnaireSaveCall, { token, answers: { 'beneficiary.passport.copy': [kept] } })).status,
      ).toBe(200);
      expect((await post(fillQuestionnaireDeleteUploadCall, { token, key: kept.key })).status).toBe(409);
      const del = await post(fillQuestionnaireDeleteUploadCall, { token, key: mine.key });
      expect(del.status).toBe(200);
      const [row] = await withTenant(h.database.db, A.t.id, (tx) =>
        tx.select().from(files).where(eq(files.key, mine.key)),
      );
      expect(row!.status).toBe('deleted');
      expect((await post(fillQuestionnaireDeleteUploadCall, { token, key: mine.key })).status).toBe(404);
      expect((await post(fillQuestionnaireDetailsCall, {})).status).toBe(401);
      expect((await post(fillQuestionnaireDetailsCall, { token: 'x'.repeat(43) })).status).toBe(401);
      expect(
        (await post(sendQuestionnaireCall, { petitionId: c.id, expiresInDays: 0 }, A.attorney)).status,
      ).toBe(422);
      expect((await post(sendQuestionnaireCall, { petitionId: c.id, email: 'bad' }, A.attorney)).status).toBe(
        422,
      );
      // Another tenant's case is unknown; a beneficiary cannot send.
      expect((await post(sendQuestionnaireCall, { petitionId: c.id }, B.attorney, B)).status).toBe(404);
      expect((await post(questionnaireDetailsCall, { petitionId: c.id }, B.admin, B)).status).toBe(404);
      expect((await post(sendQuestionnaireCall, { petitionId: c.id }, A.petitioner)).status).toBe(403);
    });

    it('an attorney not on the case cannot see or send its questionnaire', async () => {
      const c = await createCase();
      expect((await post(sendQuestionnaireCall, { petitionId: c.id }, A.attorney2)).status).toBe(404);
    });
  });

  describe('staff corrections', () => {
    it('records every change with who, when and before/after, and checks types and completeness', async () => {
      const c = await createCase();
      const before = await post(questionnaireDetailsCall, { petitionId: c.id }, A.paralegal);
      expect(before.status).toBe(404); // the paralegal is not on the case
      const d0 = await post(questionnaireDetailsCall, { petitionId: c.id }, A.attorney);
      expect(d0.result).toMatchObject({ id: null, status: 'not-sent', linkState: 'none', answers: {} });

      const u1 = await post(
        questionnaireUpdateAnswersCall,
        { petitionId: c.id, answers: { 'beneficiary.passport.number': 'K1234567' } },
        A.attorney,
      );
      expect(u1.status).toBe(200);
      expect(u1.result).toMatchObject({ status: 'draft', answers: { 'beneficiary.passport.number': 'K1234567' } });
      const u2 = await post(
        questionnaireUpdateAnswersCall,
        { petitionId: c.id, answers: { 'beneficiary.passport.number': 'K7654321' } },
        A.admin,
      );
      expect(u2.status).toBe(200);
      const bad = await post(
        questionnaireUpdateAnswersCall,
        { petitionId: c.id, answers: { 'beneficiary.dateOfBirth': '31/31/2020' } },
        A.admin,
      );
      expect(bad.status).toBe(422);
      expect(bad.error.issues).toEqual([
        { path: 'answers.beneficiary.dateOfBirth', message: 'Date must be a valid format (MM/DD/YYYY)' },
      ]);
      const incomplete = await post(
        questionnaireUpdateAnswersCall,
        { petitionId: c.id, answers: { 'beneficiary.passport.number': 'K7654321' }, complete: true },
        A.admin,
      );
      expect(incomplete.status).toBe(422);
      expect(incomplete.error.issues).toContainEqual({
        path: 'answers.beneficiary.name.last',
        message: 'Please fill Family name (last name) .',
      });

      const log = await post(questionnaireChangeListCall, { petitionId: c.id }, A.attorney);
      expect(log.result.data).toHaveLength(2);
      expect(log.result.data[0]).toMatchObject({
        action: 'staff-update',
        via: 'staff',
        before: { 'beneficiary.passport.number': 'K1234567' },
        after: { 'beneficiary.passport.number': 'K7654321' },
      });
      expect(log.result.data[1]).toMatchObject({
        before: { 'beneficiary.passport.number': null },
        after: { 'beneficiary.passport.number': 'K1234567' },
      });
      expect(new Date(log.result.data[0].at).getTime()).not.toBeNaN();

      const key = `t/${A.t.id}/2026/01/staff-scan.pdf`;
      await withTenant(h.database.db, A.t.id, (tx) =>
        tx.insert(files).values({
          key,
          name: 'scan.pdf',
          mimetype: 'application/pdf',
          extn: 'pdf',
          size: 10,
          sha256: 'x'.repeat(64),
          petitionId: c.id,
        }),
      );
      const done = await post(
        questionnaireUpdateAnswersCall,
        { petitionId: c.id, answers: completeH1bAnswers({ key, name: 'scan.pdf' }), complete: true },
        A.admin,
      );
      expect(done.status).toBe(200);
      expect(done.result.status).toBe('submitted');
    });
  });

  describe('who is told of a submission (issue 20 point 5)', () => {
    it('the sender (in no slot of the case) and the case team get a notification and a mail', async () => {
      const c = await createCase();
      const sent = await post(sendQuestionnaireCall, { petitionId: c.id }, A.admin);
      expect(sent.status).toBe(200);
      const { token } = await mailedToken('ananya@example.test');
      const up = await upload(token);
      const ok = await post(fillQuestionnaireSubmitCall, { token, answers: completeH1bAnswers(up.result) });
      expect(ok.status).toBe(200);

      const told = async (userId: string) =>
        withTenant(h.database.db, A.t.id, (tx) =>
          tx
            .select()
            .from(notifications)
            .where(and(eq(notifications.userId, userId), eq(notifications.petitionId, c.id))),
        );
      const mails = async (to: string) =>
        withTenant(h.database.db, A.t.id, (tx) =>
          tx
            .select()
            .from(outbox)
            .where(and(eq(outbox.to, to), eq(outbox.template, 'case-update'))),
        );
      const submittedLine = `submitted the H-1B beneficiary questionnaire of case ${c.caseNumber}`;
      for (const who of [A.admin, A.attorney]) {
        expect((await told(who.userId)).map((n) => n.message).join(' ')).toContain(submittedLine);
        const theirs = (await mails(who.email)).filter((m) => m.text.includes(c.caseNumber));
        expect(theirs.map((m) => m.subject)).toContain(`${c.caseNumber}: Questionnaire submitted`);
        expect(theirs.find((m) => m.subject.endsWith('Questionnaire submitted'))!.text).toContain(submittedLine);
      }
      // Told once each, not once per list he is on.
      expect((await told(A.admin.userId)).filter((n) => n.message.includes(submittedLine))).toHaveLength(1);
    });
  });

  describe('what the firm knows is filled in (issue 20 point 6)', () => {
    it('fill-details offers the name, e-mail, date of birth and passport from the profile, for the template’s questions, until submitted', async () => {
      const c = await createCase();
      await withTenant(h.database.db, A.t.id, (tx) =>
        tx
          .update(beneficiaries)
          .set({ dateOfBirth: '1994-03-04', passportNumber: 'Z7654321', passportExpiry: '2031-05-01' })
          .where(eq(beneficiaries.id, A.beneficiaryId)),
      );
      const { token } = await send(c.id);
      const first = await post(fillQuestionnaireDetailsCall, { token });
      expect(first.status).toBe(200);
      // Offered beside the draft (the draft itself stays what the client saved).
      expect(first.result.answers).toEqual({});
      expect(first.result.known).toEqual({
        'beneficiary.name.first': 'Ananya',
        'beneficiary.name.last': 'Iyer',
        'beneficiary.email': 'ananya@example.test',
        'beneficiary.dateOfBirth': '1994-03-04',
        'beneficiary.passport.number': 'Z7654321',
        'beneficiary.passport.expiryDate': '2031-05-01',
      });
      // Nothing is offered once submitted.
      const up = await upload(token);
      expect((await post(fillQuestionnaireSubmitCall, { token, answers: completeH1bAnswers(up.result) })).status).toBe(200);
      expect((await post(fillQuestionnaireDetailsCall, { token })).result.known).toEqual({});
    });
  });
});
