import { isAdminRole, ROLE } from '../roles';
import { documentLabel, registryKeysOf } from './registry';

/*
 * USCIS notices and RFE response documents of a case (docs/documents.md "USCIS notices" and
 * "RFE response documents"). Staff file the notices USCIS sends (receipt, approval, RFE…) with
 * their date and receipt number; clients see them read-only. On an RFE case staff prepare the
 * response documents (status 32 'Response Docs Prepared') and ask the attorney to approve them;
 * the approval moves the case to 33 'Response Docs Approved'.
 */

/** USCIS notice types, in the order the upload form offers them. */
export const USCIS_NOTICE_TYPES = [
  'receipt',
  'approval',
  'rfe',
  'noid',
  'denial',
  'biometrics',
  'interview',
  'transfer',
  'withdrawal',
  'rejection',
  'welcome',
  'premium',
  'noir',
  'other',
] as const;
export type UscisNoticeType = (typeof USCIS_NOTICE_TYPES)[number];

/** The registry key a notice of this type is stored under. */
export const uscisNoticeDocKey = (type: UscisNoticeType): string => `uscis_${type}_notice`;

/** The label of a notice type (the registry's). */
export const uscisNoticeLabel = (type: UscisNoticeType): string => documentLabel(uscisNoticeDocKey(type));

/** The notice type a stored key stands for, or null. */
export const uscisNoticeTypeOf = (docKey: string): UscisNoticeType | null => {
  const m = /^uscis_([a-z]+)_notice$/.exec(docKey);
  return m && (USCIS_NOTICE_TYPES as readonly string[]).includes(m[1]!) ? (m[1] as UscisNoticeType) : null;
};

/** The response documents an RFE case may carry (registry group 'rfe_response'). */
export const RFE_RESPONSE_DOC_KEYS: readonly string[] = registryKeysOf('rfe_response');
export const isRfeResponseDocKey = (key: string): boolean => RFE_RESPONSE_DOC_KEYS.includes(key);

/** SPEC §4 RFE statuses these steps move to. */
export const RFE_STATUS = { RECEIVED: 24, NOID: 30, FILED: 25, CLOSED: 26, DOCS_PREPARED: 32, DOCS_APPROVED: 33 } as const;

/** A case document category: checklist slots, RFE response documents, USCIS notices. */
export type CaseDocumentCategory = 'checklist' | 'rfe_response' | 'uscis_notice';

/** States of an attorney approval request for an RFE response. */
export type RfeApprovalStatus = 'pending' | 'approved' | 'rejected';

/** Roles that approve RFE response documents: Admin, Branch Manager, Attorney (SPEC §6). */
export const RFE_APPROVER_ROLES = [3, 4, 6] as const;

/**
 * May this user approve or reject the response? Admins and branch managers always (they override
 * most checks, SPEC §6); an attorney when he is the case's attorney or the case has none.
 */
export function canDecideRfeApproval(user: { roleId: number; userId: string }, caseAttorneyId: string | null): boolean {
  if (isAdminRole(user.roleId)) return true;
  return user.roleId === ROLE.ATTORNEY && (caseAttorneyId === null || caseAttorneyId === user.userId);
}

/** The status an RFE case takes once response documents exist (never moves a case backwards past filing). */
export function statusAfterResponseUpload(statusId: number): number {
  return statusId === RFE_STATUS.FILED || statusId === RFE_STATUS.CLOSED ? statusId : RFE_STATUS.DOCS_PREPARED;
}

/** Why no approval can be requested now, or null. */
export function approvalRequestBlocker(p: { currentDocs: number; pending: boolean; statusId: number }): string | null {
  if (p.statusId === RFE_STATUS.FILED || p.statusId === RFE_STATUS.CLOSED) return 'The response has already been filed.';
  if (p.pending) return 'Approval has already been requested; the attorney has not decided yet.';
  if (p.currentDocs === 0) return 'Upload the response documents before asking for approval.';
  return null;
}
