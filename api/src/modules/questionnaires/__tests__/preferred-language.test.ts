import {
  beneficiaryDetailsCall,
  createPetitionCall,
  questionnaireDetailsCall,
  sendQuestionnaireCall,
  updateBeneficiaryCall,
} from 'shared/contract';
import { and, desc, eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import { outbox } from '../../../platform/mail';
import { caseTenantSuite, unchecked } from '../../../testing';

/*
 * "The client's language chosen from his profile or the page" (issue 8 point 2): the beneficiary
 * profile keeps a preferred language; a questionnaire sent without a language goes out in it.
 */
describe('questionnaires in the client’s preferred language', () => {
  const { h, A } = caseTenantSuite('pglite');

  it('keeps the preferred language on the profile and sends the questionnaire in it', async () => {
    const bad = await h.post(
      A.t,
      updateBeneficiaryCall,
      unchecked({ beneficiaryId: A.beneficiaryId, preferredLanguage: 'fr' }),
      A.admin,
    );
    expect(bad.status).toBe(422);
    const saved = await h.post(
      A.t,
      updateBeneficiaryCall,
      { beneficiaryId: A.beneficiaryId, preferredLanguage: 'es' },
      A.admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.result.preferredLanguage).toBe('es');
    expect(
      (await h.post(A.t, beneficiaryDetailsCall, { beneficiaryId: A.beneficiaryId }, A.admin)).result.preferredLanguage,
    ).toBe('es');

    const c = await h.post(
      A.t,
      createPetitionCall,
      {
        typeId: 1,
        subTypeId: 1,
        petitionerId: A.companyId,
        beneficiaryId: A.beneficiaryId,
        attorneyId: A.attorney.userId,
      },
      A.admin,
    );
    const before = await h.post(A.t, questionnaireDetailsCall, { petitionId: c.result.id }, A.attorney);
    expect(before.result.beneficiaryLanguage).toBe('es');

    const sent = await h.post(
      A.t,
      sendQuestionnaireCall,
      { petitionId: c.result.id, email: 'cliente@example.test' },
      A.attorney,
    );
    expect(sent.status).toBe(200);
    expect(sent.result.language).toBe('es');
    const [mail] = await withTenant(h.database.db, A.t.id, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, 'cliente@example.test'), eq(outbox.template, 'questionnaire-link-es')))
        .orderBy(desc(outbox.createdAt))
        .limit(1),
    );
    expect(mail?.text).toContain('lang=es');

    // Staff may still choose another language when sending.
    const english = await h.post(
      A.t,
      sendQuestionnaireCall,
      { petitionId: c.result.id, email: 'cliente@example.test', language: 'en' },
      A.attorney,
    );
    expect(english.result.language).toBe('en');
  });
});
