import { DOCUMENT_TYPES } from '../../contract/beneficiary/document-types';
import { COMPANY_DOCUMENT_TYPES } from '../../contract/company/company-schemas';
import { caseChecklist } from './checklist';
import {
  approvalRequestBlocker,
  canDecideRfeApproval,
  isRfeResponseDocKey,
  RFE_RESPONSE_DOC_KEYS,
  statusAfterResponseUpload,
  USCIS_NOTICE_TYPES,
  uscisNoticeDocKey,
  uscisNoticeLabel,
  uscisNoticeTypeOf,
} from './filing';
import { DOCUMENT_REGISTRY, DOCUMENT_REGISTRY_KEYS, documentLabel, isRegistryKey, registryKeysOf } from './registry';

describe('document-type registry (SPEC §3)', () => {
  it('has about 300 keys, each with a human label', () => {
    expect(DOCUMENT_REGISTRY_KEYS.length).toBeGreaterThanOrEqual(280);
    expect(DOCUMENT_REGISTRY_KEYS.length).toBeLessThanOrEqual(380);
    for (const k of DOCUMENT_REGISTRY_KEYS) {
      expect(k).toMatch(/^[a-z0-9_]+$/);
      expect(DOCUMENT_REGISTRY[k]!.label.trim().length).toBeGreaterThan(2);
    }
    const labels = DOCUMENT_REGISTRY_KEYS.map((k) => documentLabel(k).toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('includes the personal and company registries unchanged', () => {
    for (const [k, def] of Object.entries(DOCUMENT_TYPES)) expect(DOCUMENT_REGISTRY[k]!.label).toBe(def.label);
    for (const [k, label] of Object.entries(COMPANY_DOCUMENT_TYPES)) {
      if (!(k in DOCUMENT_TYPES)) expect(DOCUMENT_REGISTRY[k]).toMatchObject({ label, group: 'company' });
    }
  });

  it('covers the SPEC kinds', () => {
    for (const k of [
      'passport_bio_page', 'visa_stamp', 'i94_record', 'i797_approval', 'pay_stubs', 'w2', 'federal_tax_return', 'resume',
      'offer_letter', 'bachelors_degree', 'bachelors_marksheets', 'i20', 'experience_letter', 'marriage_certificate',
      'birth_certificate', 'spouse_passport', 'recent_approvals', 'sponsor_family_relationship', 'articles_of_incorporation',
      'perm_recruitment_ad', 'uscis_receipt_notice', 'rfe_response_letter',
    ]) {
      expect(isRegistryKey(k)).toBe(true);
    }
  });

  it('gives tooltips to college degrees, marksheets, I-20s, spouse documents and recent approvals', () => {
    const withTip = (keys: string[]) => keys.every((k) => typeof DOCUMENT_REGISTRY[k]!.tooltip === 'string');
    expect(withTip(['bachelors_degree', 'masters_degree', 'associate_degree', 'postgraduate_diploma'])).toBe(true);
    expect(withTip(['bachelors_marksheets', 'marksheet_12th', 'masters_semester_marksheets'])).toBe(true);
    expect(withTip(['i20', 'i20_opt', 'i20_stem_opt', 'cap_gap_i20'])).toBe(true);
    expect(withTip(['spouse_passport', 'spouse_i797', 'spouse_birth_certificate'])).toBe(true);
    expect(withTip(['recent_approvals', 'i797a_approval', 'prior_h1b_approvals'])).toBe(true);
    expect(DOCUMENT_REGISTRY.resume!.tooltip).toBeUndefined();
    expect(documentLabel('nope')).toBe('nope');
  });

  it('groups keys', () => {
    expect(registryKeysOf('uscis_notice')).toHaveLength(USCIS_NOTICE_TYPES.length);
    expect(registryKeysOf('company').length).toBeGreaterThan(20);
  });
});

describe('USCIS notices and RFE response documents', () => {
  it('maps every notice type to a registry key and back', () => {
    for (const t of USCIS_NOTICE_TYPES) {
      expect(isRegistryKey(uscisNoticeDocKey(t))).toBe(true);
      expect(uscisNoticeTypeOf(uscisNoticeDocKey(t))).toBe(t);
    }
    expect(uscisNoticeLabel('receipt')).toBe('USCIS Receipt Notice (I-797C)');
    expect(uscisNoticeTypeOf('passport_bio_page')).toBeNull();
    expect(uscisNoticeTypeOf('uscis_fax_notice')).toBeNull();
  });

  it('lists the RFE response kinds', () => {
    expect(RFE_RESPONSE_DOC_KEYS).toEqual(expect.arrayContaining(['rfe_response_letter', 'rfe_exhibits', 'rfe_other']));
    expect(isRfeResponseDocKey('rfe_expert_opinion')).toBe(true);
    expect(isRfeResponseDocKey('passport_bio_page')).toBe(false);
  });

  it('moves an RFE case to 32 on upload, but never back from filed (25) or closed (26)', () => {
    expect(statusAfterResponseUpload(24)).toBe(32);
    expect(statusAfterResponseUpload(30)).toBe(32);
    expect(statusAfterResponseUpload(33)).toBe(32);
    expect(statusAfterResponseUpload(25)).toBe(25);
    expect(statusAfterResponseUpload(26)).toBe(26);
  });

  it('says why approval cannot be requested', () => {
    expect(approvalRequestBlocker({ currentDocs: 0, pending: false, statusId: 24 })).toBe('Upload the response documents before asking for approval.');
    expect(approvalRequestBlocker({ currentDocs: 2, pending: true, statusId: 32 })).toMatch(/already been requested/);
    expect(approvalRequestBlocker({ currentDocs: 2, pending: false, statusId: 25 })).toBe('The response has already been filed.');
    expect(approvalRequestBlocker({ currentDocs: 2, pending: false, statusId: 32 })).toBeNull();
  });

  it('lets the case attorney (or any attorney when none is assigned) and admins decide', () => {
    expect(canDecideRfeApproval({ roleId: 3, userId: 'a' }, 'x')).toBe(true);
    expect(canDecideRfeApproval({ roleId: 4, userId: 'a' }, 'x')).toBe(true);
    expect(canDecideRfeApproval({ roleId: 6, userId: 'x' }, 'x')).toBe(true);
    expect(canDecideRfeApproval({ roleId: 6, userId: 'y' }, 'x')).toBe(false);
    expect(canDecideRfeApproval({ roleId: 6, userId: 'y' }, null)).toBe(true);
    expect(canDecideRfeApproval({ roleId: 8, userId: 'x' }, 'x')).toBe(false);
  });

  it('gives RFE cases a checklist of client evidence', () => {
    const keys = caseChecklist(8).map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['passport_bio_page', 'i94_record', 'pay_stubs', 'work_samples', 'other_document']));
    expect(caseChecklist(8).find((s) => s.key === 'work_samples')).toMatchObject({ label: 'Work Samples / Project Documentation', multiple: true });
  });
});
