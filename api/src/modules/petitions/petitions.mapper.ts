import {
  ACTIVITY_LABELS,
  CASE_STATUS_BY_ID,
  CASE_SUB_TYPE_BY_ID,
  CASE_TYPE_BY_ID,
  isActivityCode,
  isCaseClosed,
  type ActivityCode,
  type CaseWorkflowState,
  type Workflow,
} from 'shared/domain';
import type { TCaseActivity, TCaseDetails, TCaseLink, TCaseListItem } from 'shared/contract';
import { daysBetweenIso, diffSnapshots, iso } from '../../platform/data';
import type { CaseListRow } from './petitions.repository';
import type { PetitionActivityRow, PetitionRow } from './petitions.table';

/** Role id of each assignment slot (the workflow's editor rule reads them). */
export const SLOT_ROLE = {
  attorneyId: 6,
  paralegalId: 8,
  supervisorId: 7,
  docManagerId: 9,
  docExecutiveId: 10,
  frontOfficeId: 5,
} as const;
export type SlotColumn = keyof typeof SLOT_ROLE;

export const typeName = (id: number | null | undefined): string => (id ? (CASE_TYPE_BY_ID.get(id)?.name ?? `Type ${id}`) : '');
export const subTypeName = (id: number | null | undefined): string | null => (id ? (CASE_SUB_TYPE_BY_ID.get(id)?.name ?? `Subtype ${id}`) : null);
export const statusName = (id: number): string => CASE_STATUS_BY_ID.get(id)?.name ?? `Status ${id}`;
export const activityLabel = (code: string | null | undefined): string | null =>
  code ? (isActivityCode(code) ? ACTIVITY_LABELS[code] : code) : null;

/** The number shown for a case: its custom number when it has one. */
export const shownCaseNumber = (row: Pick<PetitionRow, 'caseNumber' | 'customCaseNumber'>): string => row.customCaseNumber ?? row.caseNumber;

/** 'Overdue by N day(s)': whole days past the deadline of an open case, else null. */
export function overdueDays(row: Pick<PetitionRow, 'deadlineDate' | 'statusId'>, today: string): number | null {
  if (!row.deadlineDate || isCaseClosed(row.statusId)) return null;
  const d = daysBetweenIso(row.deadlineDate, today);
  return d > 0 ? d : null;
}

const ref = (id: string | null, name: string | null | undefined) => (id ? { id, name: name ?? '' } : null);

export function toListItem(r: CaseListRow, today: string): TCaseListItem {
  return {
    id: r.id,
    caseNumber: shownCaseNumber(r),
    generatedCaseNumber: r.caseNumber,
    customCaseNumber: r.customCaseNumber,
    kind: r.kind,
    typeId: r.typeId,
    typeName: r.firmTypeName ?? typeName(r.typeId),
    subTypeId: r.subTypeId,
    subTypeName: r.firmSubTypeName ?? subTypeName(r.subTypeId),
    statusId: r.statusId,
    statusName: statusName(r.statusId),
    title: r.title,
    petitionerId: r.petitionerId,
    petitionerName: r.petitionerName,
    beneficiaryId: r.beneficiaryId,
    beneficiaryName: r.beneficiaryName,
    branchId: r.branchId,
    branchName: r.branchName,
    attorney: ref(r.attorneyId, r.attorneyName),
    paralegal: ref(r.paralegalId, r.paralegalName),
    deadlineDate: r.deadlineDate,
    overdueDays: overdueDays(r, today),
    premiumProcessing: r.premiumProcessing,
    receiptNumber: r.receiptNumber,
    validityFrom: r.validityFrom,
    validityTo: r.validityTo,
    nextActivity: r.nextActivity,
    parentId: r.parentId,
    parentCaseNumber: r.parentCaseNumber,
    isExternal: r.isExternal,
    isOld: r.isOld,
    closed: isCaseClosed(r.statusId),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
}

/** The columns a case link reads (a parent or child case in the details). */
export type CaseLinkRow = Pick<PetitionRow, 'id' | 'caseNumber' | 'customCaseNumber' | 'kind' | 'typeId' | 'statusId' | 'parentRelation' | 'deadlineDate'>;

export function toCaseLink(r: CaseLinkRow): TCaseLink {
  return {
    id: r.id,
    caseNumber: shownCaseNumber(r),
    kind: r.kind,
    typeId: r.typeId,
    typeName: typeName(r.typeId),
    statusId: r.statusId,
    statusName: statusName(r.statusId),
    relation: r.parentRelation,
    deadlineDate: r.deadlineDate,
  };
}

/** The workflow state the domain rules read, from a case row. */
export function workflowStateOf(r: PetitionRow): CaseWorkflowState {
  const assignees = (Object.keys(SLOT_ROLE) as SlotColumn[])
    .filter((k) => r[k])
    .map((k) => ({ roleId: SLOT_ROLE[k], userId: r[k]! }));
  return {
    statusId: r.statusId,
    completedActivities: r.completedActivities.filter(isActivityCode),
    completionLog: r.completionLog.filter((c) => isActivityCode(c.code)) as CaseWorkflowState['completionLog'],
    nextWorkflowActivity: r.nextActivity && isActivityCode(r.nextActivity) ? r.nextActivity : null,
    petitionerSignRequested: r.petitionerSignRequested,
    courierTrackingCategory: r.courierTrackingCategory,
    allowCustomCaseNo: r.allowCustomCaseNo,
    scannedCopyCount: r.scannedCopyCount,
    lcaStatusLogs: r.lcaStatusLogs,
    assignees,
  };
}

export const workflowOf = (r: PetitionRow): Workflow => r.workflow as Workflow;

/** The roles `userId` holds on a case through its assignment slots. */
export function slotRolesOf(r: PetitionRow, userId: string): { roleId: number }[] {
  return (Object.keys(SLOT_ROLE) as SlotColumn[]).filter((k) => r[k] === userId).map((k) => ({ roleId: SLOT_ROLE[k] }));
}

export interface DetailsExtras {
  names: Map<string, string>;
  carrier: { name: string; trackingUrl: string | null } | null;
  parent: CaseLinkRow | undefined;
  children: CaseLinkRow[];
  list: CaseListRow;
}

export function toDetails(r: PetitionRow, x: DetailsExtras, today: string): TCaseDetails {
  const u = (id: string | null) => ref(id, id ? x.names.get(id) : null);
  const state = workflowStateOf(r);
  const outcome = r.uscisOutcome as TCaseDetails['uscisOutcome'];
  return {
    ...toListItem({ ...x.list, ...r }, today),
    supervisor: u(r.supervisorId),
    docManager: u(r.docManagerId),
    docExecutive: u(r.docExecutiveId),
    frontOffice: u(r.frontOfficeId),
    workflow: workflowOf(r),
    completedActivities: [...state.completedActivities],
    completionLog: state.completionLog.map((c) => ({
      code: c.code,
      label: ACTIVITY_LABELS[c.code as ActivityCode],
      by: c.by || null,
      byName: c.by ? (x.names.get(c.by) ?? null) : null,
      at: c.at,
    })),
    nextWorkflowActivity: state.nextWorkflowActivity,
    petitionerSignRequested: r.petitionerSignRequested,
    allowCustomCaseNo: r.allowCustomCaseNo,
    fileOnlyAfterInvoice: r.fileOnlyAfterInvoice,
    fileOnlyAfterPayment: r.fileOnlyAfterPayment,
    scannedCopyCount: r.scannedCopyCount,
    courierTracking: {
      carrierId: r.courierCarrierId,
      carrierName: x.carrier?.name ?? null,
      trackingNumber: r.courierTrackingNumber,
      category: r.courierTrackingCategory,
      trackingUrl:
        x.carrier?.trackingUrl && r.courierTrackingNumber
          ? x.carrier.trackingUrl.replace('{number}', encodeURIComponent(r.courierTrackingNumber))
          : null,
    },
    lcaStatusLogs: r.lcaStatusLogs,
    uscisOutcome: outcome ?? null,
    uscisOutcomeDate: r.uscisOutcomeDate,
    approvalStatus: (r.approvalStatus as TCaseDetails['approvalStatus']) ?? null,
    pwdPositionTypeStatus: r.pwdPositionTypeStatus,
    externalFirm: r.externalFirm,
    parent: x.parent ? toCaseLink(x.parent) : null,
    children: x.children.map(toCaseLink),
    data: r.data ?? {},
    createdBy: u(r.createdBy),
    updatedBy: u(r.updatedBy),
    closedAt: iso(r.closedAt),
  };
}

export function toActivity(r: PetitionActivityRow): TCaseActivity {
  return {
    id: r.id,
    action: r.action,
    activityCode: r.activityCode,
    activityLabel: activityLabel(r.activityCode),
    userId: r.userId,
    userName: r.userName,
    at: new Date(r.at).toISOString(),
    note: r.note,
    before: r.before ?? null,
    after: r.after ?? null,
    changes: diffSnapshots(r.before ?? null, r.after ?? null),
  };
}

/** The case fields an activity-log snapshot keeps (what a person would compare). */
export function caseSnapshot(r: PetitionRow): Record<string, unknown> {
  return {
    caseNumber: r.caseNumber,
    customCaseNumber: r.customCaseNumber,
    typeId: r.typeId,
    subTypeId: r.subTypeId,
    statusId: r.statusId,
    title: r.title,
    petitionerId: r.petitionerId,
    beneficiaryId: r.beneficiaryId,
    branchId: r.branchId,
    attorneyId: r.attorneyId,
    paralegalId: r.paralegalId,
    supervisorId: r.supervisorId,
    docManagerId: r.docManagerId,
    docExecutiveId: r.docExecutiveId,
    frontOfficeId: r.frontOfficeId,
    deadlineDate: r.deadlineDate,
    premiumProcessing: r.premiumProcessing,
    validityFrom: r.validityFrom,
    validityTo: r.validityTo,
    receiptNumber: r.receiptNumber,
    courierCarrierId: r.courierCarrierId,
    courierTrackingNumber: r.courierTrackingNumber,
    completedActivities: r.completedActivities,
    nextActivity: r.nextActivity,
    uscisOutcome: r.uscisOutcome,
    approvalStatus: r.approvalStatus,
    isExternal: r.isExternal,
    externalFirm: r.externalFirm,
    allowCustomCaseNo: r.allowCustomCaseNo,
    pwdPositionTypeStatus: r.pwdPositionTypeStatus,
    scannedCopyCount: r.scannedCopyCount,
  };
}
