import type { CaseTypeId } from '../cases/case-types';
import { DOCUMENT_REGISTRY, documentLabel, type RegistryEntry } from './registry';

/*
 * Per-case document checklist (issue 8 point 3): for each case type, the document-type registry
 * keys a case needs (required) and those it may carry (optional). Every case also offers
 * `other_document` so nothing has to be forced into a wrong slot.
 */

/** A registry key (registry.ts). */
export type DocumentKey = string;

export interface ChecklistDef {
  required: readonly DocumentKey[];
  optional: readonly DocumentKey[];
}

export interface ChecklistSlot {
  key: DocumentKey;
  label: string;
  required: boolean;
  /** Several files are expected (pay stubs, marksheets…). */
  multiple: boolean;
  tooltip?: string;
}

const H1B: ChecklistDef = {
  required: ['passport_bio_page', 'resume', 'bachelors_degree', 'bachelors_marksheets', 'offer_letter', 'i94_record'],
  optional: ['masters_degree', 'masters_marksheets', 'credential_evaluation', 'pay_stubs', 'i797_approval', 'recent_approvals', 'visa_stamp', 'experience_letter', 'client_letter', 'w2', 'i20', 'ead_card'],
};
const L1: ChecklistDef = {
  required: ['passport_bio_page', 'resume', 'bachelors_degree', 'employment_verification_letter', 'job_description'],
  optional: ['pay_stubs', 'i94_record', 'i797_approval', 'recent_approvals', 'visa_stamp', 'offer_letter', 'experience_letter'],
};
const H4: ChecklistDef = {
  required: ['passport_bio_page', 'marriage_certificate', 'spouse_i797', 'i94_record'],
  optional: ['spouse_passport', 'spouse_visa', 'spouse_i94', 'birth_certificate', 'wedding_photos', 'i797_approval', 'visa_stamp', 'pay_stubs'],
};
const H4_EAD: ChecklistDef = {
  required: ['passport_bio_page', 'marriage_certificate', 'spouse_i797', 'i94_record', 'photo'],
  optional: ['spouse_passport', 'ead_card', 'i797_approval', 'visa_stamp'],
};
const L2: ChecklistDef = {
  required: ['passport_bio_page', 'marriage_certificate', 'spouse_i797', 'i94_record'],
  optional: ['spouse_passport', 'spouse_visa', 'i797_approval', 'visa_stamp'],
};
const PERM: ChecklistDef = {
  required: ['passport_bio_page', 'resume', 'bachelors_degree', 'experience_letter'],
  optional: ['masters_degree', 'credential_evaluation', 'perm_recruitment_ad', 'perm_newspaper_ad', 'perm_job_order', 'perm_notice_of_filing', 'i797_approval', 'pay_stubs'],
};
const I130: ChecklistDef = {
  required: ['sponsor_proof_of_status', 'birth_certificate', 'passport_bio_page', 'photo'],
  optional: ['marriage_certificate', 'divorce_decree', 'sponsor_family_relationship', 'joint_bank_statement', 'wedding_photos', 'name_change_document'],
};
const I140: ChecklistDef = {
  required: ['passport_bio_page', 'bachelors_degree', 'experience_letter'],
  optional: ['masters_degree', 'credential_evaluation', 'i797_approval', 'pay_stubs', 'federal_tax_return'],
};
const I485: ChecklistDef = {
  required: ['passport_bio_page', 'birth_certificate', 'photo', 'i94_record', 'medical_exam_i693'],
  optional: ['i797_approval', 'visa_stamp', 'affidavit_of_support', 'police_clearance', 'ead_card', 'advance_parole', 'marriage_certificate'],
};
/** RFE cases (type 8): the client's evidence for the response (maintenance of status, employment). */
const RFE: ChecklistDef = {
  required: ['passport_bio_page', 'i94_record'],
  optional: ['pay_stubs', 'w2', 'employment_verification_letter', 'client_letter', 'vendor_letter', 'statement_of_work', 'purchase_order', 'work_samples', 'experience_letter', 'recommendation_letter', 'i797_approval'],
};
const GENERIC: ChecklistDef = { required: ['passport_bio_page'], optional: ['resume', 'i94_record', 'i797_approval', 'visa_stamp'] };

export const CASE_DOCUMENT_CHECKLISTS: Readonly<Partial<Record<CaseTypeId, ChecklistDef>>> = {
  1: H1B,
  2: L1,
  3: PERM,
  4: H4,
  5: H4_EAD,
  6: L2,
  7: I130,
  8: RFE,
  9: I140,
  10: I485,
};

/** The checklist definition of a case type (a generic one for types without their own). */
export const checklistDefOf = (typeId: number): ChecklistDef =>
  CASE_DOCUMENT_CHECKLISTS[typeId as CaseTypeId] ?? GENERIC;

const slot = (key: DocumentKey, required: boolean): ChecklistSlot => {
  const def: Partial<RegistryEntry> = DOCUMENT_REGISTRY[key] ?? {};
  return {
    key,
    label: documentLabel(key),
    required,
    multiple: def.multiple === true,
    ...(def.tooltip ? { tooltip: def.tooltip } : {}),
  };
};

/** Key of a case's `data` holding the case configuration it was created with (issue 16.2). */
export const CASE_CONFIG_DATA_KEY = 'caseConfig';

/**
 * The checklist a case was created with (the firm's configuration of its type and subtype, kept
 * in the case's data by /petition/create), or null for cases created before (they use the type's).
 */
export function configuredChecklistOf(data: unknown): ChecklistDef | null {
  const cfg = (data as Record<string, unknown> | null | undefined)?.[CASE_CONFIG_DATA_KEY] as { checklist?: unknown } | undefined;
  const c = cfg?.checklist as { required?: unknown; optional?: unknown } | undefined;
  if (!c || !Array.isArray(c.required) || !Array.isArray(c.optional)) return null;
  const keys = (a: unknown[]) => a.filter((k): k is string => typeof k === 'string');
  return { required: keys(c.required), optional: keys(c.optional) };
}

/**
 * The slots of a case: required first, then optional, then `other_document`. `configured` (the
 * firm's checklist the case was created with) replaces the type's default when given.
 */
export function caseChecklist(typeId: number, configured?: ChecklistDef | null): ChecklistSlot[] {
  const def = configured ?? checklistDefOf(typeId);
  const keys = new Set<DocumentKey>();
  const out: ChecklistSlot[] = [];
  const add = (k: DocumentKey, required: boolean) => {
    if (keys.has(k)) return;
    keys.add(k);
    out.push(slot(k, required));
  };
  for (const k of def.required) add(k, true);
  for (const k of def.optional) add(k, false);
  add('other_document', false);
  return out;
}

/** Whether `key` is a slot of the case type's checklist. */
export const isChecklistSlot = (typeId: number, key: string): boolean =>
  caseChecklist(typeId).some((s) => s.key === key);
