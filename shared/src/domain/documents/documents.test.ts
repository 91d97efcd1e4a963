import { CASE_TYPES } from '../cases/case-types';
import { caseChecklist, isChecklistSlot } from './checklist';
import { DOCUMENT_REGISTRY_KEYS } from './registry';
import {
  DOCUMENT_TYPE_MESSAGE,
  documentsRequiredError,
  isAcceptedDocumentFile,
  isPreviewable,
  missingRequiredDocuments,
  reviewStatusOf,
} from './rules';

describe('case document checklist', () => {
  it('H-1B requires passport, resume, degree, transcripts, offer letter and I-94; pay stubs and prior I-797s are optional', () => {
    const slots = caseChecklist(1);
    const req = slots.filter((s) => s.required).map((s) => s.key);
    expect(req).toEqual(['passport_bio_page', 'resume', 'bachelors_degree', 'bachelors_marksheets', 'offer_letter', 'i94_record']);
    const opt = slots.filter((s) => !s.required).map((s) => s.key);
    expect(opt).toEqual(expect.arrayContaining(['pay_stubs', 'i797_approval', 'other_document']));
    expect(slots.find((s) => s.key === 'bachelors_marksheets')).toMatchObject({ multiple: true, label: "Bachelor's Marksheets / Transcripts" });
    expect(slots.find((s) => s.key === 'bachelors_degree')?.tooltip).toMatch(/degree certificate/);
    expect(slots.find((s) => s.key === 'resume')?.tooltip).toBeUndefined();
  });

  it('H-4 requires the marriage certificate and the spouse I-797', () => {
    const req = caseChecklist(4).filter((s) => s.required).map((s) => s.key);
    expect(req).toEqual(expect.arrayContaining(['marriage_certificate', 'spouse_i797']));
    expect(req).not.toContain('resume');
  });

  it('every case type has a checklist of registry keys without duplicates, ending with Other Document', () => {
    for (const t of CASE_TYPES) {
      const slots = caseChecklist(t.id);
      const keys = slots.map((s) => s.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const k of keys) expect(DOCUMENT_REGISTRY_KEYS).toContain(k);
      expect(slots.some((s) => s.required)).toBe(true);
      expect(keys[keys.length - 1]).toBe('other_document');
    }
    expect(caseChecklist(999).map((s) => s.key)).toContain('passport_bio_page');
  });

  it('tells slots of the case type from other keys', () => {
    expect(isChecklistSlot(1, 'offer_letter')).toBe(true);
    expect(isChecklistSlot(1, 'marriage_certificate')).toBe(false);
    expect(isChecklistSlot(1, 'nope')).toBe(false);
  });
});

describe("SPEC §5 'Documents required'", () => {
  it('needs at least one file with status true', () => {
    expect(documentsRequiredError('Passport', [])).toBe('Passport is required');
    expect(documentsRequiredError('Passport', [{ status: false }, { status: null }])).toBe('Passport is required');
    expect(documentsRequiredError('Passport', [{ status: false }, { status: true }])).toBeNull();
  });

  it('lists only required slots without an accepted file', () => {
    expect(
      missingRequiredDocuments([
        { label: 'Passport', required: true, files: [{ status: true }] },
        { label: 'Resume', required: true, files: [{ status: null }] },
        { label: 'Pay Stubs', required: false, files: [] },
      ]),
    ).toEqual(['Resume is required']);
  });
});

describe('accepted file types (SPEC §5: images, PDF, Word)', () => {
  it.each([
    { name: 'a.pdf', mimetype: 'application/pdf' },
    { name: 'scan.JPG' },
    { name: 'p.png', mimetype: 'image/png' },
    { name: 'cv.doc', mimetype: 'application/msword' },
    { name: 'cv.docx', mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  ])('accepts $name', (f) => {
    expect(isAcceptedDocumentFile(f)).toBe(true);
  });
  it.each([
    { name: 'sheet.xlsx', mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    { name: 'notes.txt', mimetype: 'text/plain' },
    { name: 'run.exe' },
    { name: 'archive.zip', mimetype: 'application/zip' },
    { name: 'noext' },
  ])('refuses $name', (f) => {
    expect(isAcceptedDocumentFile(f)).toBe(false);
  });
  it('refuses with the SPEC message', () => {
    expect(DOCUMENT_TYPE_MESSAGE).toBe('Only images, PDF and Word documents can be uploaded');
  });
  it('previews PDF and images only', () => {
    expect(isPreviewable({ name: 'a.pdf' })).toBe(true);
    expect(isPreviewable({ name: 'x', mimetype: 'image/png' })).toBe(true);
    expect(isPreviewable({ name: 'a.docx' })).toBe(false);
  });
  it('maps a status to a review state', () => {
    expect([reviewStatusOf(true), reviewStatusOf(false), reviewStatusOf(null)]).toEqual(['accepted', 'rejected', 'pending']);
  });
});
