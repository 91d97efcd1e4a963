import {
  createBeneficiaryCall,
  createCompanyCall,
  createPetitionCall,
  downloadAllFormsCall,
  generatePdfFormDocumentCall,
  pdfFormVersionListCall,
  savePdfFormVersionCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
  generatePetitionPdfCall,
} from 'shared/contract';
import { PDFDocument } from 'pdf-lib';
import { unzipSync } from 'fflate';
import { I129_MAPPING, supersededEditionMessage } from 'shared/forms-mappings';
import {
  testDbKinds,
  type TestLogin,
  caseTenantSuite,
  type CaseTenant,
  type UncheckedPayload,
  unchecked,
} from '../../../testing';
import { findRepoRoot } from '../../../platform/config/repo-root';
import { bundledUscisPdfDir, uscisPdfDir } from '../forms.pdf';
import { formCatalogue } from '../forms.service';

// As on a fresh clone: no USCIS_PDF_DIR, the PDFs the repository ships (api/assets/uscis-pdf).
const savedPdfDir = process.env.USCIS_PDF_DIR;
beforeAll(() => {
  delete process.env.USCIS_PDF_DIR;
});
afterAll(() => {
  if (savedPdfDir !== undefined) process.env.USCIS_PDF_DIR = savedPdfDir;
});

const P = 'form1[0].#subform';
const F = {
  company: `${P}[0].Line3_CompanyorOrgName[0]`,
  fein: `${P}[0].TextField1[0]`,
  state: `${P}[0].P1_Line3_State[0]`,
  benFamily: `${P}[1].Part3_Line2_FamilyName[0]`,
  benGiven: `${P}[1].Part3_Line2_GivenName[0]`,
  classification: `${P}[1].Part2_ClassificationSymbol[0]`,
  basisNew: `${P}[1].new[0]`,
  basisContinuation: `${P}[1].continuation[0]`,
  actionNotify: `${P}[1].P2Checkbox4[0]`,
  priorReceipt: `${P}[1].Line1_ReceiptNumber[0]`,
  workers: `${P}[1].TtlNumbersofWorker[0]`,
  dob: `${P}[2].Line6_DateOfBirth[0]`,
  citizenship: `${P}[2].Part3Line4_CountryOfCitizenship[0]`,
  officeCity: `${P}[2].OfficeAddressCity[0]`,
  hSupPetitioner: `${P}[13].Line1_PetitionerName[0]`,
};

describe.each(testDbKinds())('USCIS forms (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });
  let caseId: string;
  let companyId: string;
  let bCaseId: string;

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login: TestLogin,
    t: CaseTenant = A,
  ) => h.post(t.t, declaration, payload, login);

  async function readPdf(key: string): Promise<PDFDocument> {
    const chunks: Buffer[] = [];
    for await (const c of await h.app.storage.get(key)) chunks.push(c as Buffer);
    return PDFDocument.load(Buffer.concat(chunks));
  }

  beforeAll(async () => {
    const company = await post(
      createCompanyCall,
      {
        name: 'Contoso Research LLC',
        branchId: A.t.branchIds[0],
        feiNumber: '12-3456789',
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
      },
      A.admin,
    );
    expect(company.status).toBe(200);
    companyId = company.result.id;
    const ben = await post(
      createBeneficiaryCall,
      {
        firstName: 'Priya',
        lastName: 'Raman',
        email: 'priya.raman@example.test',
        companyId,
        dateOfBirth: '1991-07-04',
        gender: 'female',
        citizenshipCountryId: 101,
        i797: { receiptNumber: 'WAC2190012345' },
      },
      A.admin,
    );
    expect(ben.status).toBe(200);
    const c = await post(
      createPetitionCall,
      {
        typeId: 1,
        subTypeId: 1,
        petitionerId: companyId,
        beneficiaryId: ben.result.id,
        title: 'Data Scientist',
        validityFrom: '2026-10-01',
        validityTo: '2029-09-30',
      },
      A.admin,
    );
    expect(c.status).toBe(200);
    caseId = c.result.id;
    const bc = await post(
      createPetitionCall,
      { typeId: 1, subTypeId: 1, petitionerId: B.companyId, beneficiaryId: B.beneficiaryId },
      B.admin,
      B,
    );
    bCaseId = bc.result.id;
  });

  it('generates the real I-129 and the PDF reads back the names and the receipt-relevant fields', async () => {
    expect(uscisPdfDir(findRepoRoot())).toBe(bundledUscisPdfDir(findRepoRoot()));
    const res = await post(
      generatePdfFormDocumentCall,
      { petitionId: caseId, formCode: 'I-129', overrides: { [F.officeCity]: 'Chennai' } },
      A.admin,
    );
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({
      petitionId: caseId,
      formCode: 'I-129',
      edition: I129_MAPPING.edition,
      version: 1,
    });
    expect(res.result.file.name).toMatch(/^I-129-H1B-\d{4}-\d{5}-v1\.pdf$/);
    const pdf = await readPdf(res.result.file.path);
    const form = pdf.getForm();
    expect(form.getTextField(F.company).getText()).toBe('Contoso Research LLC');
    expect(form.getTextField(F.hSupPetitioner).getText()).toBe('Contoso Research LLC');
    expect(form.getTextField(F.benFamily).getText()).toBe('RAMAN');
    expect(form.getTextField(F.benGiven).getText()).toBe('PRIYA');
    expect(form.getTextField(F.classification).getText()).toBe('H-1B');
    expect(form.getCheckBox(F.basisNew).isChecked()).toBe(true);
    expect(form.getCheckBox(F.basisContinuation).isChecked()).toBe(false);
    expect(form.getCheckBox(F.actionNotify).isChecked()).toBe(true);
    expect(form.getTextField(F.priorReceipt).getText()).toBe('WAC2190012345');
    expect(form.getTextField(F.workers).getText()).toBe('1');
    expect(form.getTextField(F.fein).getText()).toBe('123456789');
    expect(form.getDropdown(F.state).getSelected()).toEqual(['CA']);
    expect(form.getTextField(F.dob).getText()).toBe('07/04/1991');
    expect(form.getTextField(F.citizenship).getText()).toBe('India');
    expect(form.getTextField(F.officeCity).getText()).toBe('Chennai');
  });

  it('lists forms with unmapped fields, saves staff values that the next version uses, and zips the latest', async () => {
    const list = await post(pdfFormVersionListCall, { petitionId: caseId }, A.admin);
    expect(list.status).toBe(200);
    expect(list.result.forms.map((f: { code: string }) => f.code)).toEqual(['I-129']);
    const i129 = list.result.forms[0];
    expect(i129.unmapped.map((u: { field: string }) => u.field)).toContain(F.officeCity);
    expect(list.result.versions).toHaveLength(1);

    const bad = await post(
      savePdfFormVersionCall,
      { petitionId: caseId, formCode: 'I-129', overrides: { 'form1[0].nope[0]': 'x' } },
      A.admin,
    );
    expect(bad.status).toBe(422);
    const saved = await post(
      savePdfFormVersionCall,
      { petitionId: caseId, formCode: 'I-129', overrides: { [F.officeCity]: 'Mumbai', [F.benGiven]: 'PRIYA K' } },
      A.admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.result.unmapped.map((u: { field: string }) => u.field)).not.toContain(F.officeCity);
    expect(saved.result.fields.find((f: { field: string }) => f.field === F.benGiven)).toMatchObject({
      value: 'PRIYA K',
      source: 'override',
    });

    const v2 = await post(generatePdfFormDocumentCall, { petitionId: caseId, formCode: 'i-129' }, A.admin);
    expect(v2.status).toBe(200);
    expect(v2.result.version).toBe(2);
    const form = (await readPdf(v2.result.file.path)).getForm();
    expect(form.getTextField(F.officeCity).getText()).toBe('Mumbai');
    expect(form.getTextField(F.benGiven).getText()).toBe('PRIYA K');

    const zip = await post(downloadAllFormsCall, { petitionId: caseId }, A.admin);
    expect(zip.status).toBe(200);
    expect(zip.result.mimeType).toBe('application/zip');
    const entries = unzipSync(Buffer.from(zip.result.contentBase64, 'base64'));
    expect(Object.keys(entries)).toEqual([v2.result.file.name]);
    const fromZip = (await PDFDocument.load(entries[v2.result.file.name]!)).getForm();
    expect(fromZip.getTextField(F.officeCity).getText()).toBe('Mumbai');
  });

  it('refuses a superseded edition with 409 and the reason', async () => {
    const old = { ...I129_MAPPING, code: 'I-129-OLD', edition: '07/21/17', superseded: true };
    formCatalogue.push(old);
    try {
      const res = await post(generatePdfFormDocumentCall, { petitionId: caseId, formCode: 'I-129-OLD' }, A.admin);
      expect(res.status).toBe(409);
      expect(res.error.message).toBe(supersededEditionMessage('I-129-OLD', '07/21/17'));
      // The case-call spelling of SPEC §7 (/petition/generate-pdf) applies the same rules.
      const viaCase = await post(generatePetitionPdfCall, { petitionId: caseId, formCode: 'I-129-OLD' }, A.admin);
      expect(viaCase.status).toBe(409);
    } finally {
      formCatalogue.splice(formCatalogue.indexOf(old), 1);
    }
    const unknown = await post(generatePdfFormDocumentCall, { petitionId: caseId, formCode: 'I-000' }, A.admin);
    expect(unknown.status).toBe(404);
  });

  it("answers 404 for another tenant's case and for a case the user does not see", async () => {
    for (const declaration of [generatePdfFormDocumentCall, pdfFormVersionListCall, downloadAllFormsCall]) {
      const res = await post(declaration, unchecked({ petitionId: bCaseId, formCode: 'I-129' }), A.admin);
      expect(res.status).toBe(404);
    }
    const fromB = await post(pdfFormVersionListCall, { petitionId: caseId }, B.admin, B);
    expect(fromB.status).toBe(404);
    // A paralegal not assigned to the case does not see it.
    const paralegal = await post(pdfFormVersionListCall, { petitionId: caseId }, A.paralegal2);
    expect(paralegal.status).toBe(404);
    const none = await post(downloadAllFormsCall, { petitionId: bCaseId }, B.admin, B);
    expect(none.status).toBe(404);
  });

  it('answers 403 to roles that may not generate forms (petitioner, external user without access to all cases)', async () => {
    const petitioner = await post(generatePdfFormDocumentCall, { petitionId: caseId, formCode: 'I-129' }, A.petitioner);
    expect(petitioner.status).toBe(403);
    const external = await A.t.login(6, { isExternal: 1 });
    const ext = await post(generatePdfFormDocumentCall, { petitionId: caseId, formCode: 'I-129' }, external);
    expect(ext.status).toBe(403);
  });
});
