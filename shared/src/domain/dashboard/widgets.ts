import { CASE_SUB_TYPE, CASE_TYPE } from '../cases/case-types';
import { PAGE_SIZE } from '../limits';
import type { TimeRangeLabel } from '../format';
import {
  ADMIN_ROLES,
  BILLING_ROLES,
  CASE_WORKER_ROLES,
  INTERNAL_ROLES,
  INVOICE_ROLES,
  LCA_ROLES,
  ROLE,
  STAFF_AND_CLIENT_ROLES,
  STAFF_AND_PETITIONER_ROLES,
  type RoleId,
} from '../roles';

/*
 * The dashboard widget registry (SPEC §2.1, issue 17 point 1): every widget the spec names, what
 * it shows, which api module supplies its data, who may have it and how it is filtered and sorted.
 * The api offers a widget only when the module named here is installed and supplies it (a module's
 * `dashboardWidgets` in its definition; docs/dashboard.md): never made-up numbers.
 */

/** SPEC §2.1: the default widget view is LIST; a widget that counts may switch to CHART. */
export const WIDGET_VIEWS = ['LIST', 'CHART'] as const;
export type WidgetView = (typeof WIDGET_VIEWS)[number];
export const DEFAULT_WIDGET_VIEW: WidgetView = 'LIST';

/** SPEC §9: widget page sizes 100 or 25. */
export const WIDGET_PAGE_SIZES = [PAGE_SIZE.WIDGET_LARGE, PAGE_SIZE.WIDGET_SMALL] as const;
export type WidgetPageSize = (typeof WIDGET_PAGE_SIZES)[number];
export const WIDGET_PAGE_SIZE_MESSAGE = 'The page size must be 100 or 25.';

/**
 * SPEC §9 time-range labels (kept once in format.ts with `timeRangeLabel`): the same thresholds
 * as ranges of whole days, for counting in SQL.
 */
export const TIME_RANGE_BUCKETS: readonly { label: TimeRangeLabel; minDays: number; maxDays: number | null }[] = [
  { label: '<1 Week', minDays: 0, maxDays: 6 },
  { label: '1 Week', minDays: 7, maxDays: 20 },
  { label: '3+ Weeks', minDays: 21, maxDays: null },
];

/** SPEC §9: case type statistics choices. */
export const CASE_TYPE_STAT_CHOICES = ['h1b', 'perm', 'i140', 'adj_status_i485', 'i130', 'i485'] as const;
export type CaseTypeStatChoice = (typeof CASE_TYPE_STAT_CHOICES)[number];
/**
 * Which cases each choice counts. SPEC §9: the PERM list filter uses type 3 and subtype 15;
 * adj_status_i485 is the employment-based adjustment of status (I-485 subtype 26), i485 every I-485.
 */
export const CASE_TYPE_STAT_CASES: Readonly<Record<CaseTypeStatChoice, { label: string; typeId: number; subTypeId?: number }>> = {
  h1b: { label: 'H-1B', typeId: CASE_TYPE.H1B },
  perm: { label: 'PERM', typeId: CASE_TYPE.PERM, subTypeId: CASE_SUB_TYPE.GC_EMPLOYMENT },
  i140: { label: 'I-140', typeId: CASE_TYPE.I140 },
  adj_status_i485: { label: 'Adjustment of Status (I-485)', typeId: CASE_TYPE.I485, subTypeId: CASE_SUB_TYPE.I485_EMPLOYMENT },
  i130: { label: 'I-130', typeId: CASE_TYPE.I130 },
  i485: { label: 'I-485', typeId: CASE_TYPE.I485 },
};

/** Widget sizes, smallest first: a quarter, half, three quarters or the full width of the grid. */
export const WIDGET_SIZES = ['S', 'M', 'L', 'XL'] as const;
export type WidgetSize = (typeof WIDGET_SIZES)[number];

/** The filter fields of SPEC §3 "Widget filter definitions" (createdDateRange/dueDateRange as from/to). */
export const WIDGET_FILTER_FIELDS = [
  'typeIds',
  'subTypeIds',
  'petitionerIds',
  'branchIds',
  'statusIds',
  'createdRange',
  'dueRange',
  'caseTypes',
] as const;
export type WidgetFilterField = (typeof WIDGET_FILTER_FIELDS)[number];

/** `list`: rows with links; `counts`: series of counts (LIST or CHART). */
export type WidgetKind = 'list' | 'counts';

export interface WidgetSortOption {
  /** The sorting path stored in the filters (SPEC §3 "sorting path"). */
  path: string;
  label: string;
}

export interface DashboardWidgetDef {
  key: DashboardWidgetKey;
  /** SPEC §2.1 name. */
  title: string;
  /** One line for the add-widget list. */
  description: string;
  /** The api module (`api/src/modules/<module>`) that supplies the widget's data. */
  module: string;
  kind: WidgetKind;
  /** Who may have the widget (a named role set). */
  roles: readonly RoleId[];
  /** The filter fields the widget understands (its filter panel). */
  filters: readonly WidgetFilterField[];
  /** Sort options (SPEC §3 "sort option lists"); empty for a widget with one fixed order. */
  sortOptions: readonly WidgetSortOption[];
  defaultSort: { path: string; order: 1 | -1 } | null;
  defaultSize: WidgetSize;
}

export const DASHBOARD_WIDGET_KEYS = [
  'messages',
  'updates',
  'actions',
  'deadlines',
  'cases-by-status',
  'cases-by-branch',
  'clients',
  'beneficiaries',
  'lcas',
  'invoices',
  'support-tickets',
  'pending-cases-stats',
  'current-status',
  'tasks',
  'pwd-position-stats',
] as const;
export type DashboardWidgetKey = (typeof DASHBOARD_WIDGET_KEYS)[number];

const CASE_FILTERS: readonly WidgetFilterField[] = ['typeIds', 'subTypeIds', 'petitionerIds', 'branchIds', 'statusIds', 'createdRange', 'dueRange'];
const CASE_SORTS: readonly WidgetSortOption[] = [
  { path: 'deadlineDate', label: 'Deadline' },
  { path: 'updatedAt', label: 'Last updated' },
  { path: 'createdAt', label: 'Created' },
  { path: 'caseNumber', label: 'Case number' },
];

/** The 15 widgets of SPEC §2.1, in the spec's order. */
export const DASHBOARD_WIDGETS: Readonly<Record<DashboardWidgetKey, DashboardWidgetDef>> = {
  messages: {
    key: 'messages',
    title: 'Messages',
    description: 'Your latest unread messages on the cases you can see.',
    module: 'communication',
    kind: 'list',
    roles: STAFF_AND_CLIENT_ROLES,
    filters: ['typeIds', 'createdRange'],
    sortOptions: [{ path: 'createdAt', label: 'Received' }],
    defaultSort: { path: 'createdAt', order: -1 },
    defaultSize: 'M',
  },
  updates: {
    key: 'updates',
    title: 'Updates',
    description: "The firm's feed of case events: new cases, approvals, RFEs, receipts, signatures.",
    module: 'walls',
    kind: 'list',
    roles: STAFF_AND_CLIENT_ROLES,
    filters: ['typeIds', 'createdRange'],
    sortOptions: [{ path: 'createdAt', label: 'Date' }],
    defaultSort: { path: 'createdAt', order: -1 },
    defaultSize: 'M',
  },
  actions: {
    key: 'actions',
    title: 'Actions',
    description: 'Open cases whose next workflow step is yours to do (documents, signatures, reviews).',
    module: 'dashboard',
    kind: 'list',
    roles: STAFF_AND_CLIENT_ROLES,
    filters: CASE_FILTERS,
    sortOptions: CASE_SORTS,
    defaultSort: { path: 'deadlineDate', order: 1 },
    defaultSize: 'L',
  },
  deadlines: {
    key: 'deadlines',
    title: 'Deadlines',
    description: 'Open cases by deadline, overdue first.',
    module: 'dashboard',
    kind: 'list',
    roles: STAFF_AND_CLIENT_ROLES,
    filters: ['typeIds', 'subTypeIds', 'petitionerIds', 'branchIds', 'statusIds', 'dueRange'],
    sortOptions: [{ path: 'deadlineDate', label: 'Deadline' }],
    defaultSort: { path: 'deadlineDate', order: 1 },
    defaultSize: 'M',
  },
  'cases-by-status': {
    key: 'cases-by-status',
    title: 'Cases by Status',
    description: 'How many cases are in each status.',
    module: 'dashboard',
    kind: 'counts',
    roles: STAFF_AND_CLIENT_ROLES,
    filters: ['typeIds', 'subTypeIds', 'petitionerIds', 'branchIds', 'createdRange', 'dueRange'],
    sortOptions: [
      { path: 'count', label: 'Count' },
      { path: 'label', label: 'Status' },
    ],
    defaultSort: { path: 'count', order: -1 },
    defaultSize: 'M',
  },
  'cases-by-branch': {
    key: 'cases-by-branch',
    title: 'Cases Stats by Branch',
    description: 'Open and closed cases of each branch.',
    module: 'dashboard',
    kind: 'counts',
    roles: INTERNAL_ROLES,
    filters: ['typeIds', 'subTypeIds', 'petitionerIds', 'branchIds', 'statusIds', 'createdRange'],
    sortOptions: [
      { path: 'count', label: 'Count' },
      { path: 'label', label: 'Branch' },
    ],
    defaultSort: { path: 'count', order: -1 },
    defaultSize: 'M',
  },
  clients: {
    key: 'clients',
    title: 'Clients',
    description: 'The petitioners of the cases you can see, with their open cases.',
    module: 'dashboard',
    kind: 'counts',
    roles: INTERNAL_ROLES,
    filters: ['typeIds', 'subTypeIds', 'branchIds', 'statusIds', 'createdRange'],
    sortOptions: [
      { path: 'count', label: 'Open cases' },
      { path: 'label', label: 'Name' },
    ],
    defaultSort: { path: 'count', order: -1 },
    defaultSize: 'M',
  },
  beneficiaries: {
    key: 'beneficiaries',
    title: 'Beneficiaries',
    description: 'The beneficiaries of the cases you can see, with their open cases.',
    module: 'dashboard',
    kind: 'counts',
    roles: STAFF_AND_PETITIONER_ROLES,
    filters: ['typeIds', 'subTypeIds', 'petitionerIds', 'branchIds', 'statusIds', 'createdRange'],
    sortOptions: [
      { path: 'count', label: 'Open cases' },
      { path: 'label', label: 'Name' },
    ],
    defaultSort: { path: 'count', order: -1 },
    defaultSize: 'M',
  },
  lcas: {
    key: 'lcas',
    title: 'LCAs',
    description: 'Labor condition applications by status.',
    module: 'lca',
    kind: 'counts',
    roles: LCA_ROLES,
    // Case status ids do not apply: the widget counts by LCA status (modules/lca/lca.dashboard.ts).
    filters: ['petitionerIds', 'branchIds', 'createdRange'],
    sortOptions: [],
    defaultSort: null,
    defaultSize: 'M',
  },
  invoices: {
    key: 'invoices',
    title: 'Invoices',
    description: 'Open, paid and overdue invoices.',
    module: 'invoices',
    kind: 'counts',
    roles: INVOICE_ROLES,
    filters: ['petitionerIds', 'createdRange', 'dueRange'],
    sortOptions: [],
    defaultSort: null,
    defaultSize: 'M',
  },
  'support-tickets': {
    key: 'support-tickets',
    title: 'Support Tickets',
    description: 'Your open support tickets.',
    module: 'support-tickets',
    kind: 'list',
    roles: STAFF_AND_CLIENT_ROLES,
    filters: ['statusIds', 'createdRange'],
    sortOptions: [{ path: 'createdAt', label: 'Opened' }],
    defaultSort: { path: 'createdAt', order: -1 },
    defaultSize: 'M',
  },
  'pending-cases-stats': {
    key: 'pending-cases-stats',
    title: 'Pending Cases Stats',
    description: 'Open cases by case type and how long since they last moved (<1 Week, 1 Week, 3+ Weeks).',
    module: 'dashboard',
    kind: 'counts',
    roles: CASE_WORKER_ROLES,
    filters: ['caseTypes', 'petitionerIds', 'branchIds', 'statusIds', 'createdRange'],
    sortOptions: [],
    defaultSort: null,
    defaultSize: 'L',
  },
  'current-status': {
    key: 'current-status',
    title: 'Current Status of Cases',
    description: 'Your cases with their current status and next step, latest moved first.',
    module: 'dashboard',
    kind: 'list',
    roles: STAFF_AND_CLIENT_ROLES,
    filters: CASE_FILTERS,
    sortOptions: CASE_SORTS,
    defaultSort: { path: 'updatedAt', order: -1 },
    defaultSize: 'L',
  },
  tasks: {
    key: 'tasks',
    title: 'Tasks',
    description: 'Your open tasks, by due date.',
    module: 'tasks',
    kind: 'list',
    roles: INTERNAL_ROLES,
    filters: ['dueRange'],
    sortOptions: [{ path: 'dueDate', label: 'Due date' }],
    defaultSort: { path: 'dueDate', order: 1 },
    defaultSize: 'M',
  },
  'pwd-position-stats': {
    key: 'pwd-position-stats',
    title: 'PWD Position stats',
    description: 'Prevailing wage determinations by position status.',
    module: 'pwd',
    kind: 'counts',
    roles: LCA_ROLES,
    filters: ['petitionerIds', 'createdRange'],
    sortOptions: [],
    defaultSort: null,
    defaultSize: 'M',
  },
};

export const DASHBOARD_WIDGET_LIST: readonly DashboardWidgetDef[] = DASHBOARD_WIDGET_KEYS.map((k) => DASHBOARD_WIDGETS[k]);

export const isDashboardWidgetKey = (key: string): key is DashboardWidgetKey => (DASHBOARD_WIDGET_KEYS as readonly string[]).includes(key);

/** True when `roleId` may have the widget. */
export const widgetAllowedForRole = (key: DashboardWidgetKey, roleId: number): boolean =>
  (DASHBOARD_WIDGETS[key].roles as readonly number[]).includes(roleId);

/*
 * Role dashboards (issue 17 point 2): the layout a user gets until he arranges his own. The api
 * keeps only the widgets it offers (installed module, allowed role), in this order.
 */
const MANAGER_LAYOUT: readonly DashboardWidgetKey[] = [
  'actions',
  'deadlines',
  'cases-by-status',
  'cases-by-branch',
  'pending-cases-stats',
  'current-status',
  'messages',
  'updates',
  'tasks',
  'clients',
  'beneficiaries',
  'support-tickets',
  'invoices',
  'lcas',
  'pwd-position-stats',
];
/** Attorney, paralegal and the case team: their cases and next actions first. */
const CASE_TEAM_LAYOUT: readonly DashboardWidgetKey[] = [
  'actions',
  'deadlines',
  'current-status',
  'tasks',
  'messages',
  'pending-cases-stats',
  'cases-by-status',
  'updates',
  'lcas',
  'pwd-position-stats',
];
/** Billing and read-only staff: numbers first. */
const OFFICE_LAYOUT: readonly DashboardWidgetKey[] = ['cases-by-status', 'current-status', 'deadlines', 'invoices', 'clients', 'messages', 'updates', 'tasks'];
/** Petitioner: his company's cases, pending documents and signatures (Actions), beneficiaries. */
const PETITIONER_LAYOUT: readonly DashboardWidgetKey[] = ['actions', 'current-status', 'deadlines', 'beneficiaries', 'messages', 'updates', 'invoices', 'support-tickets'];
/** Beneficiary: his own cases and what is asked of him. */
const BENEFICIARY_LAYOUT: readonly DashboardWidgetKey[] = ['actions', 'current-status', 'deadlines', 'messages', 'support-tickets'];

function layoutFor(roleId: number): readonly DashboardWidgetKey[] {
  if ((ADMIN_ROLES as readonly number[]).includes(roleId)) return MANAGER_LAYOUT;
  if (roleId === ROLE.PETITIONER) return PETITIONER_LAYOUT;
  if (roleId === ROLE.BENEFICIARY) return BENEFICIARY_LAYOUT;
  if ((BILLING_ROLES as readonly number[]).includes(roleId) || roleId === ROLE.READ_ONLY_STAFF) return OFFICE_LAYOUT;
  return CASE_TEAM_LAYOUT;
}

/** The default widget order for a role, only widgets the role may have (the api then drops what it does not offer). */
export const defaultDashboardLayout = (roleId: number): readonly DashboardWidgetKey[] =>
  layoutFor(roleId).filter((k) => widgetAllowedForRole(k, roleId));
