import { z } from 'zod';
import { ZActivityCode, ZWorkflow } from '../../domain/cases/workflow';
import { ZIsoDate } from '../people/iso-date';

/*
 * Schemas shared by the case calls (/petition/*, /rfe-petition/*, /workflow/*). Dates are
 * YYYY-MM-DD; times ISO 8601. Design and rules: docs/cases.md.
 */

/** The assignment slots of a case and the roles a user must hold to fill each. */
export const CASE_ASSIGNMENT_ROLES = {
  attorney: [6],
  paralegal: [8],
  supervisor: [7],
  docManager: [9],
  docExecutive: [10],
  frontOffice: [5],
} as const;
export type TCaseAssignmentField = keyof typeof CASE_ASSIGNMENT_ROLES;
export const CASE_ASSIGNMENT_FIELDS = Object.keys(CASE_ASSIGNMENT_ROLES) as [
  TCaseAssignmentField,
  ...TCaseAssignmentField[],
];
export const ZCaseAssignmentField = z.enum(CASE_ASSIGNMENT_FIELDS);

/** The SPEC §3 case kinds a list can be narrowed to, plus the list flavours of SPEC §2.1. */
export const CASE_KINDS = ['petition', 'perm', 'rfe', 'gc', 'lca', 'pwd'] as const;
export const ZCaseKind = z.enum(CASE_KINDS);

/** Which list a request is for: /cases, /ref-cases (RFE), /old-cases, /external-cases. */
export const CASE_LISTS = ['cases', 'rfe', 'old', 'external'] as const;
export const ZCaseList = z.enum(CASE_LISTS);
export type TCaseList = z.infer<typeof ZCaseList>;

export const CASE_SORT_FIELDS = [
  'updatedAt',
  'createdAt',
  'deadlineDate',
  'caseNumber',
  'statusId',
  'beneficiaryName',
  'petitionerName',
] as const;
export const ZCaseSortField = z.enum(CASE_SORT_FIELDS);
export const ZCaseSort = z
  .object({ field: ZCaseSortField, order: z.union([z.literal(1), z.literal(-1)]).default(-1) })
  .default({ field: 'updatedAt', order: -1 });
export type TCaseSort = z.infer<typeof ZCaseSort>;

/** Columns a list (and its export) can show; saved views keep a choice of them. */
export const CASE_COLUMNS = [
  'caseNumber',
  'beneficiaryName',
  'petitionerName',
  'typeName',
  'subTypeName',
  'statusName',
  'attorneyName',
  'paralegalName',
  'branchName',
  'deadlineDate',
  'receiptNumber',
  'premiumProcessing',
  'validityTo',
  'nextActivity',
  'createdAt',
  'updatedAt',
] as const;
export const ZCaseColumn = z.enum(CASE_COLUMNS);
export type TCaseColumn = z.infer<typeof ZCaseColumn>;
export const CASE_COLUMN_LABELS: Record<TCaseColumn, string> = {
  caseNumber: 'Case No.',
  beneficiaryName: 'Beneficiary',
  petitionerName: 'Petitioner',
  typeName: 'Case Type',
  subTypeName: 'Sub Type',
  statusName: 'Status',
  attorneyName: 'Attorney',
  paralegalName: 'Paralegal',
  branchName: 'Branch',
  deadlineDate: 'Deadline',
  receiptNumber: 'Receipt Number',
  premiumProcessing: 'Premium Processing',
  validityTo: 'Valid To',
  nextActivity: 'Next Activity',
  createdAt: 'Created',
  updatedAt: 'Updated',
};

const ZUserRef = z.object({ id: z.string(), name: z.string() }).nullable();

/** A row of the case lists. */
export const ZCaseListItem = z.object({
  id: z.string(),
  /** The number shown: the custom case number when there is one, else the generated one. */
  caseNumber: z.string(),
  generatedCaseNumber: z.string(),
  customCaseNumber: z.string().nullable(),
  kind: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  subTypeId: z.number().int().nullable(),
  subTypeName: z.string().nullable(),
  statusId: z.number().int(),
  statusName: z.string(),
  title: z.string().nullable(),
  petitionerId: z.string().nullable(),
  petitionerName: z.string().nullable(),
  beneficiaryId: z.string().nullable(),
  beneficiaryName: z.string().nullable(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  attorney: ZUserRef,
  paralegal: ZUserRef,
  deadlineDate: z.string().nullable(),
  /** Whole days past the deadline for an open case ('Overdue by N day(s)'), else null. */
  overdueDays: z.number().int().nullable(),
  premiumProcessing: z.boolean(),
  receiptNumber: z.string().nullable(),
  validityFrom: z.string().nullable(),
  validityTo: z.string().nullable(),
  nextActivity: z.string().nullable(),
  parentId: z.string().nullable(),
  /** The parent case's number (RFE cases and follow-ons). */
  parentCaseNumber: z.string().nullable(),
  isExternal: z.boolean(),
  isOld: z.boolean(),
  closed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCaseListItem = z.infer<typeof ZCaseListItem>;

export const ZCompletedActivity = z.object({
  code: ZActivityCode,
  label: z.string(),
  by: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});

export const ZCaseLink = z.object({
  id: z.string(),
  caseNumber: z.string(),
  kind: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  statusId: z.number().int(),
  statusName: z.string(),
  relation: z.string().nullable(),
  deadlineDate: z.string().nullable(),
});
export type TCaseLink = z.infer<typeof ZCaseLink>;

/** One case with everything the details page shows. */
export const ZCaseDetails = ZCaseListItem.extend({
  supervisor: ZUserRef,
  docManager: ZUserRef,
  docExecutive: ZUserRef,
  frontOffice: ZUserRef,
  workflow: ZWorkflow,
  /** SPEC §3 completedActivities (codes, in completion order). */
  completedActivities: z.array(ZActivityCode),
  /** Who completed each activity and when. */
  completionLog: z.array(ZCompletedActivity),
  /** SPEC §3 nextWorkflowActivity. */
  nextWorkflowActivity: ZActivityCode.nullable(),
  petitionerSignRequested: z.boolean(),
  allowCustomCaseNo: z.boolean(),
  fileOnlyAfterInvoice: z.boolean(),
  fileOnlyAfterPayment: z.boolean(),
  scannedCopyCount: z.number().int(),
  courierTracking: z.object({
    carrierId: z.number().int().nullable(),
    carrierName: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    /** SPEC §3 courierTrackingCategory. */
    category: z.string().nullable(),
    trackingUrl: z.string().nullable(),
  }),
  lcaStatusLogs: z.array(z.object({ statusId: z.number().int(), createdBy: z.string() })),
  uscisOutcome: z.enum(['approved', 'rfe', 'denied', 'withdrawn']).nullable(),
  uscisOutcomeDate: z.string().nullable(),
  approvalStatus: z.enum(['pending', 'approved', 'rejected']).nullable(),
  pwdPositionTypeStatus: z.string().nullable(),
  externalFirm: z.string().nullable(),
  parent: ZCaseLink.nullable(),
  /** RFE cases and follow-ons created from this case. */
  children: z.array(ZCaseLink),
  /** Free-form details (employer size, RFE notice, carried-over beneficiary data…). */
  data: z.record(z.string(), z.unknown()),
  createdBy: ZUserRef,
  updatedBy: ZUserRef,
  closedAt: z.string().nullable(),
});
export type TCaseDetails = z.infer<typeof ZCaseDetails>;

/** Fields a case is created or updated with. */
export const caseEditableFields = {
  title: z.string().trim().max(200).nullable().optional(),
  branchId: z.uuid().nullable().optional(),
  deadlineDate: ZIsoDate.nullable().optional(),
  premiumProcessing: z.boolean().optional(),
  validityFrom: ZIsoDate.nullable().optional(),
  validityTo: ZIsoDate.nullable().optional(),
  /** The firm's own number (only when allowCustomCaseNo); checked with validateCustomCaseNumber. */
  customCaseNumber: z.string().max(100).nullable().optional(),
  /** Must equal customCaseNumber after trimming (SPEC §5 'The Conform Case Number confirmation does not match'). */
  confirmCustomCaseNumber: z.string().max(100).optional(),
  allowCustomCaseNo: z.boolean().optional(),
  fileOnlyAfterInvoice: z.boolean().optional(),
  fileOnlyAfterPayment: z.boolean().optional(),
  pwdPositionTypeStatus: z.string().trim().max(100).nullable().optional(),
  /** Free-form details merged into the case's data (e.g. { employerSize: 'small' }). */
  data: z.record(z.string(), z.unknown()).optional(),
};

/** An activity-log entry (before/after are snapshots of the changed case fields). */
export const ZCaseActivity = z.object({
  id: z.string(),
  action: z.string(),
  activityCode: z.string().nullable(),
  activityLabel: z.string().nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
  note: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type TCaseActivity = z.infer<typeof ZCaseActivity>;

export const ZCaseNote = z.object({
  id: z.string(),
  petitionId: z.string(),
  text: z.string(),
  internal: z.boolean(),
  /** Seen by its author only (notes module, issue 18.3). */
  private: z.boolean().optional(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  /** Last edit (/notes/update), if any. */
  updatedAt: z.string().nullable().optional(),
});
export type TCaseNote = z.infer<typeof ZCaseNote>;

/** A case id payload. */
export const ZPetitionIdPayloadShape = { petitionId: z.uuid() };

/** A file answer (PDF, CSV, XLSX): base64 content to save as `fileName`. */
export const ZFileDownload = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  /** base64 of the bytes. */
  contentBase64: z.string(),
  rowCount: z.number().int().optional(),
});
export type TFileDownload = z.infer<typeof ZFileDownload>;
