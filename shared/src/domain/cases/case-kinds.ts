import { z } from 'zod';
import { CASE_SUB_TYPES, CASE_TYPES, type CaseKind, type CaseSubTypeId, type CaseTypeId } from './case-types';
import { FOLLOW_ON_ACTIONS } from './follow-on';
import { CLOSED_STATUS_IDS, defaultWorkflow, type Workflow } from './workflow';
import { lcaWorkflow, ZLcaCaseData } from '../lca/lca-kind';
import { pwdWorkflow, ZPwdCaseData } from '../pwd/pwd-kind';
import { CASE_KIND_DETAIL_TABS, type CaseKindTab } from './case-kind-tabs';

/*
 * The case-kind registry (issue 15.2, docs/case-kinds.md): one entry per kind of case, with what
 * the api, the case screens and the search need to know about it. A case is one row of the case
 * table (`petitions`) whatever its kind; what only one kind has lives in that kind's side table,
 * keyed by (tenant_id, petition_id), in the kind's own api module — never in new columns of the
 * case table.
 *
 * Layering: shared/contract imports shared/domain, so this file cannot import the contract. The
 * kind names its calls by path; the contract's declarations (and their zod payload schemas, the
 * kind's create and update schemas) are found from the path with `ALL_CALLS` (the registry test
 * checks that every path is declared).
 */

/** List column ids of the case lists (contract CASE_COLUMNS; the registry test keeps them in step). */
export type CaseKindColumn =
  | 'caseNumber'
  | 'beneficiaryName'
  | 'petitionerName'
  | 'typeName'
  | 'subTypeName'
  | 'statusName'
  | 'attorneyName'
  | 'paralegalName'
  | 'branchName'
  | 'deadlineDate'
  | 'receiptNumber'
  | 'premiumProcessing'
  | 'validityTo'
  | 'nextActivity'
  | 'createdAt'
  | 'updatedAt';

/** Details tabs (case-kit `CASE_TABS` ids; `?tab=` carries them): case-kind-tabs.ts. */
export type { CaseKindTab } from './case-kind-tabs';

/** Fields the case search (list search and global search) matches for the kind. */
export type CaseKindSearchField =
  | 'caseNumber'
  | 'customCaseNumber'
  | 'receiptNumber'
  | 'beneficiaryName'
  | 'petitionerName'
  | 'title';

/** The calls of a kind, by declared path (resolve with `ALL_CALLS`). */
export interface CaseKindCalls {
  list: string;
  details: string;
  create: string;
  update: string;
  delete?: string;
  activityList: string;
}

export interface CaseKindDefinition {
  kind: CaseKind;
  label: string;
  /** The api module that owns the kind's calls and side table (api/src/modules/<module>). */
  module: string;
  /** The kind's side table (keyed by tenant_id, petition_id), or null when it has no data of its own yet. */
  sideTable: string | null;
  /** Case type ids of the kind (CASE_TYPES with this kind). */
  typeIds: readonly CaseTypeId[];
  /** Sub-type ids of those types. */
  subTypeIds: readonly CaseSubTypeId[];
  /** The workflow a new case of the kind gets when the tenant has configured none. */
  defaultWorkflow: (tenantTypeId: number, caseTypeId: number) => Workflow;
  /** May the tenant configure the workflow of these types (/workflow/config-*)? */
  configurableWorkflow: boolean;
  /** The status vocabulary: every status id a case of the kind can have (SPEC §4). */
  statusIds: readonly number[];
  /** Statuses after which the kind's lists hide the case unless closed cases are asked for. */
  closedStatusIds: readonly number[];
  calls: CaseKindCalls;
  /** Validates the kind-specific data (its side-table row, or today the case's `data` entries). */
  dataSchema: z.ZodType | null;
  /** Default list columns, in order. */
  listColumns: readonly CaseKindColumn[];
  /** Details tabs, in order. */
  detailTabs: readonly CaseKindTab[];
  searchFields: readonly CaseKindSearchField[];
  /** Follow-on actions (FOLLOW_ON_ACTIONS ids) that may start from a case of the kind. */
  followOnActions: readonly string[];
}

const ZIsoDateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const typesOf = (kind: CaseKind): CaseTypeId[] => CASE_TYPES.filter((t) => t.kind === kind).map((t) => t.id);
const subTypesOf = (kind: CaseKind): CaseSubTypeId[] => {
  const types = new Set<number>(typesOf(kind));
  return CASE_SUB_TYPES.filter((s) => types.has(s.typeId)).map((s) => s.id);
};
const followOnsOf = (kind: CaseKind): string[] => {
  const types = new Set<number>(typesOf(kind));
  return FOLLOW_ON_ACTIONS.filter((a) => types.has(a.source.typeId)).map((a) => a.id);
};

/** The case calls every kind on the case table shares (/petition/*). */
const PETITION_CALLS: CaseKindCalls = {
  list: '/petition/list',
  details: '/petition/details',
  create: '/petition/create',
  update: '/petition/update',
  activityList: '/petition/activity-list',
};

const CASE_LIST_COLUMNS: readonly CaseKindColumn[] = [
  'caseNumber',
  'beneficiaryName',
  'petitionerName',
  'typeName',
  'statusName',
  'deadlineDate',
  'updatedAt',
];
const CASE_SEARCH: readonly CaseKindSearchField[] = ['caseNumber', 'customCaseNumber', 'receiptNumber', 'beneficiaryName', 'petitionerName', 'title'];

/** USCIS-filed cases: intake to filing (1–13), then the USCIS outcome (approved, denied, RFE, NOID, withdrawn). */
const USCIS_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 22, 23, 24, 30, 31];
/** PERM (DOL-filed): intake, PWD, recruitment and the PERM filing, audits, the DOL outcome. */
const PERM_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 27, 28, 29, 31];
/**
 * RFE and NOID response cases: their own statuses (update-rfe-petition's, 30 for a NOID) first;
 * the workflow's activities may still move them through the USCIS ones.
 */
const RFE_STATUSES = [...new Set([24, 30, 32, 33, 25, 26, ...USCIS_STATUSES])];
/** An RFE case whose response was received (26) leaves the open RFE list. */
export const RFE_RESPONSE_RECEIVED_STATUS_ID = 26;

/**
 * RFE-specific data: the notice and response due dates, the notice file, whether the petitioner
 * may edit. Today stored in the case's `data` (see docs/case-kinds.md "RFE data").
 */
export const ZRfeCaseData = z.object({
  noticeDate: ZIsoDateString.nullable(),
  responseDueDate: ZIsoDateString,
  noticeFileKey: z.string().nullable().optional(),
  editOption: z.boolean(),
});
export type RfeCaseData = z.infer<typeof ZRfeCaseData>;

export const CASE_KIND_REGISTRY: readonly CaseKindDefinition[] = [
  {
    kind: 'petition',
    label: 'Petition',
    module: 'petitions',
    sideTable: null,
    typeIds: typesOf('petition'),
    subTypeIds: subTypesOf('petition'),
    defaultWorkflow,
    configurableWorkflow: true,
    statusIds: USCIS_STATUSES,
    closedStatusIds: CLOSED_STATUS_IDS,
    calls: PETITION_CALLS,
    dataSchema: null,
    listColumns: CASE_LIST_COLUMNS,
    detailTabs: CASE_KIND_DETAIL_TABS.petition,
    searchFields: CASE_SEARCH,
    followOnActions: followOnsOf('petition'),
  },
  {
    kind: 'perm',
    label: 'PERM / Green Card',
    module: 'petitions',
    sideTable: null,
    typeIds: typesOf('perm'),
    subTypeIds: subTypesOf('perm'),
    defaultWorkflow,
    configurableWorkflow: true,
    statusIds: PERM_STATUSES,
    closedStatusIds: CLOSED_STATUS_IDS,
    calls: PETITION_CALLS,
    dataSchema: null,
    listColumns: CASE_LIST_COLUMNS,
    detailTabs: CASE_KIND_DETAIL_TABS.perm,
    searchFields: CASE_SEARCH,
    followOnActions: followOnsOf('perm'),
  },
  {
    kind: 'gc',
    label: 'Green Card (I-130, I-140, I-485)',
    module: 'petitions',
    sideTable: null,
    typeIds: typesOf('gc'),
    subTypeIds: subTypesOf('gc'),
    defaultWorkflow,
    configurableWorkflow: true,
    statusIds: USCIS_STATUSES,
    closedStatusIds: CLOSED_STATUS_IDS,
    calls: PETITION_CALLS,
    dataSchema: null,
    listColumns: CASE_LIST_COLUMNS,
    detailTabs: CASE_KIND_DETAIL_TABS.gc,
    searchFields: CASE_SEARCH,
    followOnActions: followOnsOf('gc'),
  },
  {
    kind: 'rfe',
    label: 'RFE / NOID response',
    module: 'rfe',
    sideTable: null,
    typeIds: typesOf('rfe'),
    subTypeIds: subTypesOf('rfe'),
    defaultWorkflow,
    configurableWorkflow: true,
    statusIds: RFE_STATUSES,
    closedStatusIds: [...CLOSED_STATUS_IDS, RFE_RESPONSE_RECEIVED_STATUS_ID],
    calls: {
      list: '/rfe-petition/list',
      details: '/rfe-petition/details',
      create: '/rfe-petition/create',
      update: '/rfe-petition/update',
      delete: '/rfe-petition/delete',
      activityList: '/rfe-petition/activity-list',
    },
    dataSchema: ZRfeCaseData,
    listColumns: ['caseNumber', 'beneficiaryName', 'petitionerName', 'statusName', 'deadlineDate', 'updatedAt'],
    detailTabs: CASE_KIND_DETAIL_TABS.rfe,
    searchFields: CASE_SEARCH,
    followOnActions: followOnsOf('rfe'),
  },
  {
    // LCA (ETA-9035, issue 19): its data in the lca module's side tables; docs/lca.md.
    kind: 'lca',
    label: 'LCA (ETA-9035)',
    module: 'lca',
    sideTable: 'lca_details',
    typeIds: typesOf('lca'),
    subTypeIds: subTypesOf('lca'),
    defaultWorkflow: lcaWorkflow,
    configurableWorkflow: false,
    // The case status follows the LCA status (LCA_CASE_STATUS): started, in process, ready for filing, approved (certified), denied, withdrawn.
    statusIds: [1, 3, 8, 22, 23, 31],
    closedStatusIds: [23, 31],
    calls: { list: '/lca/list', details: '/lca/details', create: '/lca/request', update: '/lca/update', activityList: '/lca/activity-list' },
    dataSchema: ZLcaCaseData,
    listColumns: ['caseNumber', 'petitionerName', 'beneficiaryName', 'statusName', 'updatedAt'],
    detailTabs: CASE_KIND_DETAIL_TABS.lca,
    searchFields: ['caseNumber', 'petitionerName', 'beneficiaryName', 'title'],
    followOnActions: followOnsOf('lca'),
  },
  {
    // PWD (ETA-9141, issue 19 point 6): its data in the pwd module's side table; docs/pwd.md.
    kind: 'pwd',
    label: 'PWD (ETA-9141)',
    module: 'pwd',
    sideTable: 'pwd_details',
    typeIds: typesOf('pwd'),
    subTypeIds: subTypesOf('pwd'),
    defaultWorkflow: pwdWorkflow,
    configurableWorkflow: false,
    // The case status follows the PWD status (PWD_CASE_STATUS): started, in process, approved (determined), closed.
    statusIds: [1, 3, 22, 31],
    closedStatusIds: [31],
    calls: { list: '/pwd/list', details: '/pwd/details', create: '/pwd/request', update: '/pwd/update', activityList: '/pwd/activity-list' },
    dataSchema: ZPwdCaseData,
    listColumns: ['caseNumber', 'petitionerName', 'beneficiaryName', 'statusName', 'updatedAt'],
    detailTabs: CASE_KIND_DETAIL_TABS.pwd,
    searchFields: ['caseNumber', 'petitionerName', 'beneficiaryName', 'title'],
    followOnActions: followOnsOf('pwd'),
  },
];

/**
 * Kinds worked in a list of their own, never in the case lists of /cases (all, old, external):
 * their registry list call is not the petition list (LCA → /lcalist, PWD → /pwd-list). RFE cases
 * have their own tab of the case lists (`list: 'rfe'`), so they are not in this set.
 */
export const OWN_LIST_CASE_KINDS: readonly CaseKind[] = CASE_KIND_REGISTRY.filter(
  (k) => k.kind !== 'rfe' && k.calls.list !== '/petition/list',
).map((k) => k.kind);

export const CASE_KIND_BY_NAME: ReadonlyMap<CaseKind, CaseKindDefinition> = new Map(CASE_KIND_REGISTRY.map((k) => [k.kind, k]));

/** The registered kind of a case type id (undefined for a type whose kind has no entry yet: LCA, PWD, CAP, I-9). */
export const caseKindOfType = (typeId: number): CaseKindDefinition | undefined =>
  CASE_KIND_REGISTRY.find((k) => (k.typeIds as readonly number[]).includes(typeId));

/** The registered kind by name; throws for an unregistered one (a programming error). */
export function caseKindDef(kind: CaseKind): CaseKindDefinition {
  const def = CASE_KIND_BY_NAME.get(kind);
  if (!def) throw new Error(`Case kind "${kind}" is not registered (shared/domain/cases/case-kinds.ts)`);
  return def;
}
