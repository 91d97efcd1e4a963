import type { TCaseDetails, TCaseLink } from 'shared/contract';
import {
  ACTIVITY_LABELS,
  CASE_STATUS_BY_ID,
  CASE_TYPE,
  completeActivity,
  defaultWorkflow,
  initialWorkflowState,
  type ActivityCode,
} from 'shared/domain';

export const CASE_ID = '10000000-0000-4000-8000-000000000001';
export const RFE_ID = '10000000-0000-4000-8000-000000000002';
export const OTHER_ID = '10000000-0000-4000-8000-000000000003';

export const USERS = {
  admin: { id: 'u-admin', name: 'Alex Admin' },
  attorney: { id: 'u-att', name: 'Ada Attorney' },
  paralegal: { id: 'u-para', name: 'Pat Paralegal' },
  frontOffice: { id: 'u-fo', name: 'Fran Front' },
};

/** Every activity of the default H-1B workflow up to (not including) `code`, in order. */
export function stepsBefore(code: ActivityCode): ActivityCode[] {
  const codes = defaultWorkflow(1, CASE_TYPE.H1B).activities.map((a) => a.code);
  return codes.slice(0, codes.indexOf(code)).filter((c) => !['LCA_REQUEST', 'LCA_SUBMIT'].includes(c));
}

/**
 * A case as /petition/details answers it, on the default H-1B workflow, with `completed` done in
 * order by the admin (status and next step computed by the domain), then `over` applied.
 */
export function makeCase(completed: readonly ActivityCode[] = ['CREATE_CASE'], over: Partial<TCaseDetails> = {}): TCaseDetails {
  const workflow = defaultWorkflow(1, CASE_TYPE.H1B);
  let state = initialWorkflowState(workflow);
  completed.forEach((code, i) => {
    state = completeActivity(workflow, state, code, USERS.admin.id, `2026-11-${String(10 + (i % 10)).padStart(2, '0')}T10:00:00.000Z`);
  });
  return {
    id: CASE_ID,
    caseNumber: 'H1B-2026-00042',
    generatedCaseNumber: 'H1B-2026-00042',
    customCaseNumber: null,
    kind: 'petition',
    typeId: CASE_TYPE.H1B,
    typeName: 'H-1B',
    subTypeId: 1,
    subTypeName: 'New Employment',
    statusId: state.statusId,
    statusName: CASE_STATUS_BY_ID.get(state.statusId)?.name ?? '',
    title: null,
    petitionerId: '20000000-0000-4000-8000-000000000001',
    petitionerName: 'Globex Corporation',
    beneficiaryId: '30000000-0000-4000-8000-000000000001',
    beneficiaryName: 'Ananya Iyer',
    branchId: null,
    branchName: 'New York',
    attorney: null,
    paralegal: null,
    supervisor: null,
    docManager: null,
    docExecutive: null,
    frontOffice: null,
    deadlineDate: '2026-12-01',
    overdueDays: null,
    premiumProcessing: false,
    receiptNumber: null,
    validityFrom: null,
    validityTo: null,
    nextActivity: state.nextWorkflowActivity ? ACTIVITY_LABELS[state.nextWorkflowActivity] : null,
    parentId: null,
    parentCaseNumber: null,
    isExternal: false,
    isOld: false,
    closed: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    workflow,
    completedActivities: [...state.completedActivities],
    completionLog: state.completionLog.map((e) => ({ ...e, label: ACTIVITY_LABELS[e.code], by: e.by, byName: USERS.admin.name })),
    nextWorkflowActivity: state.nextWorkflowActivity,
    petitionerSignRequested: state.petitionerSignRequested,
    allowCustomCaseNo: false,
    fileOnlyAfterInvoice: false,
    fileOnlyAfterPayment: false,
    scannedCopyCount: 0,
    courierTracking: { carrierId: null, carrierName: null, trackingNumber: null, category: null, trackingUrl: null },
    lcaStatusLogs: [],
    uscisOutcome: null,
    uscisOutcomeDate: null,
    approvalStatus: null,
    pwdPositionTypeStatus: null,
    externalFirm: null,
    parent: null,
    children: [],
    data: {},
    createdBy: USERS.admin,
    updatedBy: USERS.admin,
    closedAt: null,
    ...over,
  };
}

export const rfeLink = (over: Partial<TCaseLink> = {}): TCaseLink => ({
  id: RFE_ID,
  caseNumber: 'RFE-2026-00007',
  kind: 'rfe',
  typeId: 8,
  typeName: 'RFE',
  statusId: 24,
  statusName: 'RFE Received',
  relation: 'rfe',
  deadlineDate: '2027-02-01',
  ...over,
});

export const carriersHandler = () => ({
  data: [
    { id: 1, category: 'carriers', name: 'FedEx', code: 'fedex', designation: null, countryId: null, stateId: null, parentId: null, sortOrder: 1, active: true, tenantId: null, extra: {} },
    { id: 2, category: 'carriers', name: 'UPS', code: 'ups', designation: null, countryId: null, stateId: null, parentId: null, sortOrder: 2, active: true, tenantId: null, extra: {} },
  ],
  count: 2,
  page: 1,
  perpage: 1000,
});
