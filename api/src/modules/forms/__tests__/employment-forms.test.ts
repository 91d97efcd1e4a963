import {
  createBeneficiaryCall,
  createCompanyCall,
  createPetitionCall,
  gcFormCalls,
  generatePdfFormDocumentCall,
  pdfFormVersionListCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { PDFDocument } from 'pdf-lib';
import { I129_MAPPING, I140_MAPPING, I9_MAPPING } from 'shared/forms-mappings';
import { testDbKinds, type TestLogin, caseTenantSuite, type UncheckedPayload } from '../../../testing';

const S = 'form1[0].#subform';
const I140 = {
  company: `${S}[0].Line2_CompanyName[0]`,
  fein: `${S}[0].Pt1Line3_TaxNumber[0]`,
  state: `${S}[0].Line6e_State[0]`,
  benFamily: `${S}[1].Pt3Line1a_FamilyName[0]`,
  benGiven: `${S}[1].Pt3Line1b_GivenName[0]`,
  dob: `${S}[1].Line5_DateOfBirth[0]`,
  citizenship: `${S}[1].Line9_Country[0]`,
  categoryD: `${S}[0].prt2PetitionType[4]`,
  categoryE: `${S}[0].prt2PetitionType[0]`,
  signerFamily: `${S}[5].Part7_Item3a_FamilyName[0]`,
  soc1: `${S}[3].Line2_SOCCode1[0]`,
};
const L = {
  petitioner: `${S}[25].Line1_FamilyName[4]`,
  beneficiary: `${S}[25].HSupLine2_FamilyName[0]`,
  individual: `${S}[25].a_individual[0]`,
  l1a: `${S}[25].a_L1A[0]`,
  l1b: `${S}[25].b_L1B[0]`,
  hSupPetitioner: `${S}[13].Line1_PetitionerName[0]`,
};

describe.each(testDbKinds())('employment forms: I-140, I-9 and the I-129 L Supplement (%s)', (kind) => {
  const { h, A } = caseTenantSuite(kind);
  let companyId: string;
  let beneficiaryId: string;

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login: TestLogin = A.admin,
  ) => h.post(A.t, declaration, payload, login);

  async function readPdf(key: string): Promise<PDFDocument> {
    const chunks: Buffer[] = [];
    for await (const c of await h.app.storage.get(key)) chunks.push(c as Buffer);
    return PDFDocument.load(Buffer.concat(chunks));
  }

  async function newCase(typeId: number, subTypeId: number | undefined, extra: Record<string, unknown> = {}) {
    const res = await post(createPetitionCall, { typeId, subTypeId, petitionerId: companyId, beneficiaryId, ...extra });
    expect(res.status).toBe(200);
    return res.result.id as string;
  }

  beforeAll(async () => {
    const company = await post(createCompanyCall, {
      name: 'Contoso Research LLC',
      branchId: A.t.branchIds[0],
      feiNumber: '12-3456789',
      employeesCount: 240,
      authSigner: { firstName: 'Daniel', lastName: 'Brooks', title: 'CEO', email: 'daniel@contoso.example' },
      addresses: [
        {
          type: 'mailing',
          line1: '500 Market Street',
          aptType: 'ste',
          line2: '1200',
          locationDetails: { id: 1, name: 'San Francisco' },
          stateDetails: { id: 1416, name: 'California' },
          countryDetails: { id: 231, name: 'United States' },
          zipcode: '94105',
        },
      ],
    });
    expect(company.status).toBe(200);
    companyId = company.result.id;
    const ben = await post(createBeneficiaryCall, {
      firstName: 'Priya',
      middleName: 'Kavya',
      lastName: 'Raman',
      email: 'priya.raman@example.test',
      companyId,
      dateOfBirth: '1991-07-04',
      citizenshipCountryId: 101,
      ssn: '123-45-6789',
      currentStatus: { code: 'H-1B', expiryDate: '2027-09-30' },
      addresses: [
        {
          type: 'home',
          line1: '12 Oak Avenue',
          aptType: 'apt',
          line2: '4B',
          locationDetails: { id: 2, name: 'Austin' },
          stateDetails: { id: 1407, name: 'Texas' },
          countryDetails: { id: 231, name: 'United States' },
          zipcode: '73301',
        },
      ],
    });
    expect(ben.status).toBe(200);
    beneficiaryId = ben.result.id;
  });

  it('fills the real I-140 of a green card case (via /gc-petition/) and the PDF reads back the names', async () => {
    const caseId = await newCase(9, 24, { title: 'Senior Data Scientist' });
    // The category letter comes from the case data (or the questionnaire).
    const list = await post(gcFormCalls.list, { petitionId: caseId });
    expect(list.status).toBe(200);
    expect(list.result.forms.map((f: { code: string }) => f.code)).toEqual(['I-140']);
    expect(list.result.forms[0].unmapped.map((u: { field: string }) => u.field)).toContain(I140.soc1);

    const saved = await post(gcFormCalls.save, {
      petitionId: caseId,
      formCode: 'I-140',
      overrides: { [I140.categoryD]: true, [I140.soc1]: '15' },
    });
    expect(saved.status).toBe(200);
    const res = await post(gcFormCalls.generate, { petitionId: caseId, formCode: 'I-140' });
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({
      formCode: 'I-140',
      edition: I140_MAPPING.edition,
      version: 1,
      source: 'generated',
      isFinal: false,
    });
    const form = (await readPdf(res.result.file.path)).getForm();
    expect(form.getTextField(I140.company).getText()).toBe('Contoso Research LLC');
    expect(form.getTextField(I140.fein).getText()).toBe('123456789');
    expect(form.getDropdown(I140.state).getSelected()).toEqual(['CA']);
    expect(form.getTextField(I140.benFamily).getText()).toBe('RAMAN');
    expect(form.getTextField(I140.benGiven).getText()).toBe('PRIYA');
    expect(form.getTextField(I140.dob).getText()).toBe('07/04/1991');
    expect(form.getTextField(I140.citizenship).getText()).toBe('India');
    expect(form.getTextField(I140.signerFamily).getText()).toBe('Brooks');
    expect(form.getCheckBox(I140.categoryD).isChecked()).toBe(true);
    expect(form.getCheckBox(I140.categoryE).isChecked()).toBe(false);
    expect(form.getTextField(I140.soc1).getText()).toBe('15');
  });

  it('fills the real I-9: Section 1 from the beneficiary, Section 2 from the petitioner and its signer', async () => {
    const caseId = await newCase(1, 1, { validityFrom: '2026-10-01' });
    const res = await post(generatePdfFormDocumentCall, { petitionId: caseId, formCode: 'I-9' });
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ formCode: 'I-9', edition: I9_MAPPING.edition });
    const form = (await readPdf(res.result.file.path)).getForm();
    expect(form.getTextField('Last Name (Family Name)').getText()).toBe('Raman');
    expect(form.getTextField('First Name Given Name').getText()).toBe('Priya');
    expect(form.getTextField('Employee Middle Initial (if any)').getText()).toBe('K');
    expect(form.getTextField('Address Street Number and Name').getText()).toBe('12 Oak Avenue');
    expect(form.getTextField('City or Town').getText()).toBe('Austin');
    expect(form.getDropdown('State').getSelected()).toEqual(['TX']);
    expect(form.getTextField('Date of Birth mmddyyyy').getText()).toBe('07/04/1991');
    expect(form.getTextField('US Social Security Number').getText()).toBe('123456789');
    expect(form.getCheckBox('CB_4').isChecked()).toBe(true);
    expect(form.getCheckBox('CB_1').isChecked()).toBe(false);
    expect(form.getTextField('Exp Date mmddyyyy').getText()).toBe('09/30/2027');
    expect(form.getTextField('Employers Business or Org Name').getText()).toBe('Contoso Research LLC');
    expect(form.getTextField('Employers Business or Org Address').getText()).toBe(
      '500 Market Street, 1200, San Francisco, California, 94105',
    );
    expect(form.getTextField('Last Name First Name and Title of Employer or Authorized Representative').getText()).toBe(
      'Brooks, Daniel, CEO',
    );
    expect(form.getTextField('FirstDayEmployed mmddyyyy').getText()).toBe('10/01/2026');
  });

  it('fills the L Supplement of the I-129 for an L-1 case only', async () => {
    const l1 = await newCase(2, 7);
    const list = await post(pdfFormVersionListCall, { petitionId: l1, formCode: 'I-129' });
    const sections = new Set(list.result.forms[0].fields.map((f: { section: string }) => f.section));
    expect(sections.has('L Supplement')).toBe(true);
    expect(sections.has('H Supplement')).toBe(false);
    const res = await post(generatePdfFormDocumentCall, { petitionId: l1, formCode: 'I-129' });
    expect(res.status).toBe(200);
    expect(res.result.edition).toBe(I129_MAPPING.edition);
    const form = (await readPdf(res.result.file.path)).getForm();
    expect(form.getTextField(L.petitioner).getText()).toBe('Contoso Research LLC');
    expect(form.getTextField(L.beneficiary).getText()).toBe('Priya Kavya Raman');
    expect(form.getCheckBox(L.individual).isChecked()).toBe(true);
    expect(form.getCheckBox(L.l1a).isChecked()).toBe(true);
    expect(form.getCheckBox(L.l1b).isChecked()).toBe(false);
    expect(form.getTextField(L.hSupPetitioner).getText() ?? '').toBe('');

    // An H-1B case does not show the L Supplement.
    const h1b = await newCase(1, 1);
    const hList = await post(pdfFormVersionListCall, { petitionId: h1b, formCode: 'I-129' });
    const hSections = new Set(hList.result.forms[0].fields.map((f: { section: string }) => f.section));
    expect(hSections.has('L Supplement')).toBe(false);
    expect(hSections.has('H Supplement')).toBe(true);
  });
});
