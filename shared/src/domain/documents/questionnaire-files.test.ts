import { CASE_TYPE } from '../cases/case-types';
import { DEFAULT_TEMPLATES } from '../questionnaire';
import { isRegistryKey } from './registry';
import { QUESTION_DOCUMENT_KEYS, questionDocumentSlot } from './questionnaire-files';

describe('questionnaire files → checklist slots', () => {
  it('names only registry keys', () => {
    for (const [field, key] of Object.entries(QUESTION_DOCUMENT_KEYS)) expect([field, isRegistryKey(key)]).toEqual([field, true]);
  });

  it("maps the H-1B passport, degree and résumé onto the H-1B checklist's required slots", () => {
    expect(questionDocumentSlot(CASE_TYPE.H1B, 'beneficiary.passport.copy')).toBe('passport_bio_page');
    expect(questionDocumentSlot(CASE_TYPE.H1B, 'beneficiary.education.diploma')).toBe('bachelors_degree');
    expect(questionDocumentSlot(CASE_TYPE.H1B, 'beneficiary.resume')).toBe('resume');
  });

  it('sends an unmapped field, or a slot the case type does not list, to other_document', () => {
    expect(questionDocumentSlot(CASE_TYPE.H1B, 'petitioner.documents.orgChart')).toBe('other_document');
    expect(questionDocumentSlot(CASE_TYPE.H1B, 'investor.funds.evidence')).toBe('other_document');
  });

  it('covers every file question of the default beneficiary templates that has a registry match', () => {
    const fileKeys = Object.values(DEFAULT_TEMPLATES)
      .flatMap((t) => t.fields)
      .filter((f) => f.type === 'file' && f.key.startsWith('beneficiary.'))
      .map((f) => f.key);
    expect(fileKeys.length).toBeGreaterThan(3);
    for (const k of fileKeys) expect([k, k in QUESTION_DOCUMENT_KEYS]).toEqual([k, true]);
  });
});
