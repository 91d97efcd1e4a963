import { caseChecklist, type ChecklistDef, type DocumentKey } from './checklist';

/*
 * Files a client sends with a questionnaire land in the case's document checklist (issue 8 points
 * 2–3): a submitted questionnaire's file answers become client uploads awaiting review, so staff
 * accept or reject them where they review every other document. Keyed by the questionnaire
 * field key (shared/src/domain/questionnaire/defaults.ts); a file whose slot the case type does not
 * list goes to `other_document`.
 */
export const QUESTION_DOCUMENT_KEYS: Readonly<Record<string, DocumentKey>> = {
  'beneficiary.passport.copy': 'passport_bio_page',
  'beneficiary.i94.copy': 'i94_record',
  'beneficiary.education.diploma': 'bachelors_degree',
  'beneficiary.education.transcripts': 'bachelors_marksheets',
  'beneficiary.education.evaluation': 'credential_evaluation',
  'beneficiary.resume': 'resume',
  'beneficiary.experienceLetters': 'experience_letter',
  'beneficiary.h1bHistory.approvalNotice': 'i797_approval',
  'beneficiary.foreignEmployer.payslips': 'foreign_salary_slips',
  'principal.approvalNotice': 'spouse_i797',
  'principal.marriageCertificate': 'marriage_certificate',
  'principal.birthCertificate': 'birth_certificate',
  'relationship.marriageCertificate': 'marriage_certificate',
  'relationship.birthCertificate': 'birth_certificate',
  'sponsor.passport.copy': 'sponsor_passport',
  'sponsor.greenCard.copy': 'sponsor_green_card',
  'sponsor.taxReturns': 'federal_tax_return',
  'investor.funds.evidence': 'source_of_funds',
};

/** The checklist slot of a questionnaire file answer on a case of `typeId`. */
export function questionDocumentSlot(typeId: number, fieldKey: string, configured?: ChecklistDef | null): DocumentKey {
  const key = QUESTION_DOCUMENT_KEYS[fieldKey];
  const slots = caseChecklist(typeId, configured).map((s) => s.key);
  return key && slots.includes(key) ? key : 'other_document';
}
