import {
  createPetitionCall,
  fillQuestionnaireSaveCall,
  fillQuestionnaireSubmitCall,
  fillQuestionnaireUploadCall,
  generatePdfFormDocumentCall,
  pdfFormVersionListCall,
  sendQuestionnaireCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { type PDFCheckBox, PDFDocument, PDFDropdown, type PDFTextField } from 'pdf-lib';
import { defaultTemplate, type TAnswers } from 'shared/domain';
import { I129_MAPPING } from 'shared/forms-mappings';
import { and, desc, eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import { outbox } from '../../../platform/mail';
import { testDbKinds, type TestLogin, caseTenantSuite, type UncheckedPayload, unchecked } from '../../../testing';

/*
 * Issue 20 point 1: "after an H-1B questionnaire was submitted, the I-129's job title, date of last
 * arrival, I-94 number, employment dates and wages were still empty". The client fills the H-1B
 * questionnaire through the link calls, staff generate the I-129, and pdf-lib reads the fields back.
 */

const TODAY = '2026-11-22';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
).toString('base64');

/** The client's own answers for the fields of the bug report (and a few more the I-129 asks). */
const CLIENT: TAnswers = {
  'beneficiary.inUs': 'yes',
  'beneficiary.lastArrival.date': '2024-08-15',
  'beneficiary.i94.number': '123456789A1',
  'beneficiary.currentStatus': 'F-1',
  'beneficiary.statusExpiryDate': '2026-12-31',
  'beneficiary.passport.number': 'Z1234567',
  'beneficiary.passport.issueDate': '2019-05-02',
  'beneficiary.passport.expiryDate': '2029-05-01',
  'beneficiary.passport.country': 'India',
  'beneficiary.citizenship': 'India',
  'beneficiary.birth.country': 'India',
  'beneficiary.dateOfBirth': '1994-03-07',
  'employment.jobTitle': 'Senior Data Engineer',
  'employment.startDate': '2026-10-01',
  'employment.endDate': '2029-09-30',
  'employment.fullTime': 'no',
  'employment.hoursPerWeek': 30,
  'employment.wage.amount': 145000,
  'employment.wage.per': 'year',
  'employment.offsite': 'no',
  'beneficiary.priorVisaDenial': 'no',
  'beneficiary.h1bHistory.previous': 'no',
  'beneficiary.hasDependents': 'no',
  'beneficiary.education.usMasters': 'no',
  'beneficiary.address.street': '500 Market Street',
  'beneficiary.address.unit': 'Apt 12',
  'beneficiary.address.city': 'San Francisco',
  'beneficiary.address.state': 'California',
  'beneficiary.address.zip': '94105',
  'beneficiary.address.country': 'United States',
};

/** The client's answers plus a valid value for every other visible required question. */
function completeAnswers(file: { key: string; name: string }): TAnswers {
  const a: TAnswers = { ...CLIENT };
  const visible = (f: { conditions?: { key: string; equals: string[] }[] }) =>
    (f.conditions ?? []).every((c) => c.equals.includes(String(a[c.key] ?? '')));
  for (const f of defaultTemplate('beneficiary', 1).fields) {
    if (f.key in a || !visible(f) || !(f.required === true || f.isRequired)) continue;
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
      case 'country':
        a[f.key] = 'India';
        break;
      default:
        a[f.key] = 'X1234567';
    }
  }
  return a;
}

/** The PDF field name of an I-129 rule, by its label. */
const field = (label: string): string => {
  const r = I129_MAPPING.fields.find((x) => x.label === label);
  if (!r) throw new Error(`no I-129 rule ${label}`);
  return r.field;
};

describe.each(testDbKinds())('a submitted H-1B questionnaire fills the I-129 (%s)', (kind) => {
  const { h, A } = caseTenantSuite(kind);
  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login?: TestLogin,
  ) => h.post(A.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  it('job title, last arrival, I-94, employment dates, wages and hours read back from the generated PDF', async () => {
    const c = await post(
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
    expect(c.status).toBe(200);
    const petitionId = c.result.id as string;
    expect((await post(sendQuestionnaireCall, { petitionId }, A.attorney)).status).toBe(200);
    const [mail] = await withTenant(h.database.db, A.t.id, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, 'ananya@example.test'), eq(outbox.template, 'questionnaire-link')))
        .orderBy(desc(outbox.createdAt))
        .limit(1),
    );
    const token = new URL(/https?:\/\/\S+?token=[A-Za-z0-9_-]+/.exec(mail!.text)![0]).searchParams.get('token')!;

    // The client: a draft, an upload, then submit.
    expect(
      (await post(fillQuestionnaireSaveCall, { token, answers: { 'employment.jobTitle': 'Data Engineer' } })).status,
    ).toBe(200);
    const up = await post(fillQuestionnaireUploadCall, { token, fileName: 'passport.pdf', contentBase64: PDF });
    expect(up.status).toBe(200);
    const submit = await post(fillQuestionnaireSubmitCall, { token, answers: completeAnswers(up.result) });
    expect(submit.status).toBe(200);

    // Staff see the answers in the Forms tab and generate the I-129.
    const list = await post(pdfFormVersionListCall, { petitionId, formCode: 'I-129' }, A.admin);
    expect(list.status).toBe(200);
    const shown = list.result.forms[0].fields.find((f: { label: string }) => f.label === 'Job title');
    expect(shown).toMatchObject({ value: 'Senior Data Engineer', source: 'data' });

    const gen = await post(generatePdfFormDocumentCall, { petitionId, formCode: 'I-129' }, A.admin);
    expect(gen.status).toBe(200);
    const chunks: Buffer[] = [];
    for await (const ch of await h.app.storage.get(gen.result.file.path)) chunks.push(ch as Buffer);
    const form = (await PDFDocument.load(Buffer.concat(chunks))).getForm();
    const text = (label: string) => (form.getField(field(label)) as PDFTextField).getText();
    const checked = (label: string) => (form.getField(field(label)) as PDFCheckBox).isChecked();

    expect(text('Job title')).toBe('Senior Data Engineer');
    expect(text('Date of last arrival')).toBe('08/15/2024');
    expect(text('I-94 arrival-departure record number')).toBe('123456789A1');
    expect(text('Date status expires')).toBe('12/31/2026');
    expect(text('Dates of intended employment: from')).toBe('10/01/2026');
    expect(text('Dates of intended employment: to')).toBe('09/30/2029');
    expect(text('Wages (amount)')).toBe('145000');
    const per = form.getField(field('Wages per (hour, week, month or year)'));
    expect(per instanceof PDFDropdown ? per.getSelected()[0] : (per as PDFTextField).getText()).toMatch(/year/i);
    expect(checked('Full-time position: no')).toBe(true);
    expect(checked('Full-time position: yes')).toBe(false);
    expect(text('Hours per week (if not full-time)')).toBe('30');
    expect(checked('Works off-site: no')).toBe(true);
    expect(text('Passport or travel document number')).toBe('Z1234567');
    expect(text('Passport date issued')).toBe('05/02/2019');
    expect(text('Passport expiry date')).toBe('05/01/2029');
    expect(text('Date of birth')).toBe('03/07/1994');
    // The address answer is a U.S. address: it fills Part 3's U.S. address.
    expect(text('U.S. address: street number and name')).toBe('500 Market Street');
    expect(text('U.S. address: city or town')).toBe('San Francisco');
    expect((form.getField(field('U.S. address: state')) as PDFDropdown).getSelected()).toEqual(['CA']);
    expect(text('U.S. address: ZIP code')).toBe('94105');
  }, 240_000);
});
