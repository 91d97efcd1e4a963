import { CASE_SUB_TYPE as ST, CASE_TYPE as T, type CaseSubTypeId, type CaseTypeId } from './case-types';

/*
 * SPEC §4 "Follow-on case creation actions": a new case created from an existing one, carrying
 * its data over. Data only; the API creates the case. Design: docs/workflow.md.
 */

/** What a follow-on copies from the source case into the new one. */
export type CarryOverField =
  | 'petitioner'
  | 'beneficiary'
  | 'branch'
  | 'assignedStaff'
  | 'jobDetails'
  | 'wageDetails'
  | 'worksites'
  | 'validityDates'
  | 'receiptNumber'
  | 'lca'
  | 'pwd'
  | 'priorityDate'
  | 'dependents'
  | 'documents';

/** Whose case the new one is: the same beneficiary, or the source beneficiary's spouse or child. */
export type FollowOnBeneficiary = 'same' | 'spouse' | 'child';

export interface FollowOnAction {
  id: string;
  label: string;
  source: {
    typeId: CaseTypeId;
    /** Sub-types the source must have; absent = any sub-type of the type. */
    subTypeIds?: readonly CaseSubTypeId[];
    /** Statuses the source must be in; absent = any status except denied (23) and withdrawn (31). */
    statusIds?: readonly number[];
  };
  target: { typeId: CaseTypeId; subTypeId: CaseSubTypeId };
  beneficiary: FollowOnBeneficiary;
  carryOver: readonly CarryOverField[];
}

const APPROVED = 22;
const PWD_RESPONSE = 16;
/** Statuses after which no follow-on may start from a case. */
export const FOLLOW_ON_BLOCKED_STATUS_IDS: readonly number[] = [23, 31];

const PARTIES: readonly CarryOverField[] = ['petitioner', 'beneficiary', 'branch', 'assignedStaff'];
const EMPLOYMENT: readonly CarryOverField[] = [...PARTIES, 'jobDetails', 'wageDetails', 'worksites'];
const EXTENSION: readonly CarryOverField[] = [
  ...EMPLOYMENT,
  'validityDates',
  'receiptNumber',
  'dependents',
  'documents',
];
const DEPENDENT_EXTENSION: readonly CarryOverField[] = [
  'petitioner',
  'branch',
  'assignedStaff',
  'validityDates',
  'receiptNumber',
  'documents',
];

/** The follow-on actions of SPEC §4, in the spec's order (dependant variants after their base). */
export const FOLLOW_ON_ACTIONS: readonly FollowOnAction[] = [
  {
    id: 'H4_EAD_EXTENSION',
    label: 'H-4 EAD Extension',
    source: { typeId: T.H4_EAD, statusIds: [APPROVED] },
    target: { typeId: T.H4_EAD, subTypeId: ST.H4_EAD_EXTENSION },
    beneficiary: 'same',
    carryOver: [...PARTIES, 'validityDates', 'receiptNumber', 'documents'],
  },
  {
    id: 'H4_EAD_EXTENSION_SPOUSE',
    label: 'H-4 EAD Extension (Spouse)',
    source: { typeId: T.H1B, statusIds: [APPROVED] },
    target: { typeId: T.H4_EAD, subTypeId: ST.H4_EAD_EXTENSION },
    beneficiary: 'spouse',
    carryOver: DEPENDENT_EXTENSION,
  },
  {
    id: 'H1B_EXTENSION',
    label: 'H1B Extension',
    source: { typeId: T.H1B, statusIds: [APPROVED] },
    target: { typeId: T.H1B, subTypeId: ST.H1B_EXTENSION },
    beneficiary: 'same',
    carryOver: [...EXTENSION, 'lca'],
  },
  {
    id: 'H4_EXTENSION',
    label: 'H-4 Extension',
    source: { typeId: T.H4, statusIds: [APPROVED] },
    target: { typeId: T.H4, subTypeId: ST.H4_EXTENSION },
    beneficiary: 'same',
    carryOver: [...PARTIES, 'validityDates', 'receiptNumber', 'documents'],
  },
  {
    id: 'H4_EXTENSION_SPOUSE',
    label: 'H-4 Extension (Spouse)',
    source: { typeId: T.H1B, statusIds: [APPROVED] },
    target: { typeId: T.H4, subTypeId: ST.H4_EXTENSION },
    beneficiary: 'spouse',
    carryOver: DEPENDENT_EXTENSION,
  },
  {
    id: 'H4_EXTENSION_CHILD',
    label: 'H-4 Extension (Child)',
    source: { typeId: T.H1B, statusIds: [APPROVED] },
    target: { typeId: T.H4, subTypeId: ST.H4_EXTENSION },
    beneficiary: 'child',
    carryOver: DEPENDENT_EXTENSION,
  },
  {
    id: 'L2_EXTENSION',
    label: 'L-2 Extension',
    source: { typeId: T.L2, statusIds: [APPROVED] },
    target: { typeId: T.L2, subTypeId: ST.L2_EXTENSION },
    beneficiary: 'same',
    carryOver: [...PARTIES, 'validityDates', 'receiptNumber', 'documents'],
  },
  {
    id: 'L2_EXTENSION_SPOUSE',
    label: 'L-2 Extension (Spouse)',
    source: { typeId: T.L1, statusIds: [APPROVED] },
    target: { typeId: T.L2, subTypeId: ST.L2_EXTENSION },
    beneficiary: 'spouse',
    carryOver: DEPENDENT_EXTENSION,
  },
  {
    id: 'L2_EXTENSION_CHILD',
    label: 'L-2 Extension (Child)',
    source: { typeId: T.L1, statusIds: [APPROVED] },
    target: { typeId: T.L2, subTypeId: ST.L2_EXTENSION },
    beneficiary: 'child',
    carryOver: DEPENDENT_EXTENSION,
  },
  {
    id: 'L1_EXTENSION',
    label: 'L-1 Extension',
    source: { typeId: T.L1, statusIds: [APPROVED] },
    target: { typeId: T.L1, subTypeId: ST.L1_EXTENSION },
    beneficiary: 'same',
    carryOver: EXTENSION,
  },
  {
    id: 'H1B_FROM_CAP',
    label: 'H1B from CAP',
    source: { typeId: T.CAP, statusIds: [APPROVED] },
    target: { typeId: T.H1B, subTypeId: ST.H1B_CAP },
    beneficiary: 'same',
    carryOver: [...EMPLOYMENT, 'documents'],
  },
  {
    id: 'PERM_FROM_PWD',
    label: 'PERM from PWD',
    source: { typeId: T.PWD, statusIds: [PWD_RESPONSE, APPROVED] },
    target: { typeId: T.PERM, subTypeId: ST.PERM_FROM_PWD },
    beneficiary: 'same',
    carryOver: [...EMPLOYMENT, 'pwd'],
  },
  {
    id: 'I140_FROM_PERM',
    label: 'I140 from PERM',
    source: { typeId: T.PERM, statusIds: [APPROVED] },
    target: { typeId: T.I140, subTypeId: ST.I140_FROM_PERM },
    beneficiary: 'same',
    carryOver: [...EMPLOYMENT, 'priorityDate', 'documents'],
  },
  {
    id: 'I485_FROM_PERM',
    label: 'I485 from PERM',
    source: { typeId: T.PERM, statusIds: [APPROVED] },
    target: { typeId: T.I485, subTypeId: ST.I485_EMPLOYMENT },
    beneficiary: 'same',
    carryOver: [...PARTIES, 'jobDetails', 'priorityDate', 'dependents', 'documents'],
  },
  {
    id: 'PERM_FROM_H1B',
    label: 'PERM from H1B',
    source: { typeId: T.H1B },
    target: { typeId: T.PERM, subTypeId: ST.PERM_FROM_H1B },
    beneficiary: 'same',
    carryOver: [...EMPLOYMENT, 'documents'],
  },
];

export const FOLLOW_ON_ACTION_BY_ID: ReadonlyMap<string, FollowOnAction> = new Map(
  FOLLOW_ON_ACTIONS.map((a) => [a.id, a]),
);

/** The facts of a source case that decide its follow-ons. */
export interface FollowOnSource {
  typeId: number;
  subTypeId?: number | null;
  statusId: number;
  /** Has the beneficiary a spouse / children on file? Absent = unknown, the variants are offered. */
  hasSpouse?: boolean;
  hasChildren?: boolean;
}

const matches = (action: FollowOnAction, c: FollowOnSource): boolean => {
  const { source } = action;
  if (source.typeId !== c.typeId) return false;
  if (source.subTypeIds && (c.subTypeId == null || !(source.subTypeIds as readonly number[]).includes(c.subTypeId))) {
    return false;
  }
  if (FOLLOW_ON_BLOCKED_STATUS_IDS.includes(c.statusId)) return false;
  if (source.statusIds && !source.statusIds.includes(c.statusId)) return false;
  if (action.beneficiary === 'spouse' && c.hasSpouse === false) return false;
  if (action.beneficiary === 'child' && c.hasChildren === false) return false;
  return true;
};

/** The follow-on actions a case offers now, in FOLLOW_ON_ACTIONS order. */
export const followOnActionsFor = (source: FollowOnSource): FollowOnAction[] =>
  FOLLOW_ON_ACTIONS.filter((a) => matches(a, source));

/** May `actionId` start from this case? Unknown ids and non-matching cases give a reason. */
export const canStartFollowOn = (actionId: string, source: FollowOnSource): { allowed: boolean; reason: string } => {
  const action = FOLLOW_ON_ACTION_BY_ID.get(actionId);
  if (!action) return { allowed: false, reason: 'Unknown follow-on case action.' };
  return matches(action, source)
    ? { allowed: true, reason: '' }
    : { allowed: false, reason: `"${action.label}" cannot be created from this case.` };
};
