import { ROLE, type RoleId } from '../roles';

/*
 * Workflow activity codes. The first block is SPEC §4 "Workflow activity codes" verbatim; the
 * second names the default-workflow items SPEC §4 lists without a code (docs/workflow.md).
 */

/** SPEC §4 workflow activity codes, grouped as the spec groups them. */
export const SPEC_ACTIVITY_CODES = [
  // Assignment
  'ASSIGN_ATTORNEY',
  'ASSIGN_SUPERVISOR',
  'ASSIGN_DOCUMENTATION_MANAGER',
  'ASSIGN_DOCUMENTATION_EXECUTIVE',
  'ASSIGN_CUSTOM_CASE_NO',
  // Submission and signature
  'SUBMIT_TO_LAW_FIRM',
  'REQUEST_PETITIONER_SIGN',
  // Fees
  'FILING_FEE',
  // LCA
  'LCA_REQUEST',
  'LCA_REQUIRED',
  'LCA_SUBMIT',
  // Filing and tracking
  'COURIER_TRACKING',
  'UPDATE_USCIS_RECEIPT_NUMBER',
  'SUBMIT_TO_USCIS',
  // Outcomes
  'UPDATE_USCIS_RESPONSE',
  'USCIS_APPROVED',
  'USCIS_RECEIVED_RFE',
  'USCIS_DENIED',
  'USCIS_WITHDRAWN',
  'CASE_APPROVED',
] as const;

/** Codes for the SPEC §4 default-workflow items that the spec lists without a code. */
export const ADDED_ACTIVITY_CODES = [
  'CREATE_CASE',
  'SUBMIT_BY_BENEFICIARY',
  'ASSIGN_CASE_ADMINISTRATOR',
  'FIRST_RECEIVER',
  'ASSIGN_PARALEGAL',
  'COLLECT_EVIDENCE',
  'ASSIGN_CASE_APPROVER',
  'DOCUMENT_SIGNERS',
  'SUPERVISOR_FORMS_REVIEW',
  'UPDATE_DOL_RESPONSE',
] as const;

export const ACTIVITY_CODES = [...SPEC_ACTIVITY_CODES, ...ADDED_ACTIVITY_CODES] as const;

/** Every workflow activity code. */
export type ActivityCode = (typeof ACTIVITY_CODES)[number];

const CODE_SET: ReadonlySet<string> = new Set(ACTIVITY_CODES);

/** Type guard: is `value` a known activity code? */
export const isActivityCode = (value: unknown): value is ActivityCode =>
  typeof value === 'string' && CODE_SET.has(value);

/** The USCIS outcome codes (SPEC §4 "Outcomes" except the internal CASE_APPROVED). */
export const USCIS_OUTCOME_CODES: readonly ActivityCode[] = [
  'USCIS_APPROVED',
  'USCIS_RECEIVED_RFE',
  'USCIS_DENIED',
  'USCIS_WITHDRAWN',
];

/** Human labels, for the workflow editor and the case timeline. */
export const ACTIVITY_LABELS: Record<ActivityCode, string> = {
  ASSIGN_ATTORNEY: 'Attorney',
  ASSIGN_SUPERVISOR: 'Supervisor',
  ASSIGN_DOCUMENTATION_MANAGER: 'Documentation Manager',
  ASSIGN_DOCUMENTATION_EXECUTIVE: 'Documentation Executive',
  ASSIGN_CUSTOM_CASE_NO: 'Assign Case Number',
  SUBMIT_TO_LAW_FIRM: 'Submit to Law Firm',
  REQUEST_PETITIONER_SIGN: 'Request Petitioner Signature',
  FILING_FEE: 'Filing Fee Invoice',
  LCA_REQUEST: 'LCA Request',
  LCA_REQUIRED: 'LCA Required',
  LCA_SUBMIT: 'LCA Submit',
  COURIER_TRACKING: 'Courier Tracking',
  UPDATE_USCIS_RECEIPT_NUMBER: 'USCIS Receipt Number',
  SUBMIT_TO_USCIS: 'Submit to USCIS',
  UPDATE_USCIS_RESPONSE: 'Update USCIS Response',
  USCIS_APPROVED: 'USCIS Approved',
  USCIS_RECEIVED_RFE: 'RFE Received',
  USCIS_DENIED: 'USCIS Denied',
  USCIS_WITHDRAWN: 'Withdrawn',
  CASE_APPROVED: 'Case Approved',
  CREATE_CASE: 'Create Case',
  SUBMIT_BY_BENEFICIARY: 'Submit by Beneficiary',
  ASSIGN_CASE_ADMINISTRATOR: 'Case Administrator',
  FIRST_RECEIVER: 'First Receiver',
  ASSIGN_PARALEGAL: 'Paralegal',
  COLLECT_EVIDENCE: 'Collect Evidence',
  ASSIGN_CASE_APPROVER: 'Case Approver',
  DOCUMENT_SIGNERS: 'Document Signers',
  SUPERVISOR_FORMS_REVIEW: 'Supervisor Forms Review',
  UPDATE_DOL_RESPONSE: 'Update DOL Response',
};

/** SPEC §4/§6: the roles that manage cases (act on any activity): Admin and Branch Manager. */
export const MANAGER_LIST: readonly RoleId[] = [ROLE.ADMIN, ROLE.BRANCH_MANAGER];
/** SPEC §4: the documentation-manager roles (they assign documentation executives). */
export const DOCUMENTATION_MANAGER_LIST: readonly RoleId[] = [ROLE.DOCUMENTATION_MANAGER];
/** SPEC §4: the documentation-executive roles. */
export const DOCUMENTATION_EXECUTIVE_LIST: readonly RoleId[] = [ROLE.DOCUMENTATION_EXECUTIVE];

/** Is `roleId` one of the MANAGER_LIST roles? */
export const isManagerRole = (roleId: number | null | undefined): boolean =>
  roleId != null && (MANAGER_LIST as readonly number[]).includes(roleId);
