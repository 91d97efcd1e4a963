/*
 * The report registry (issue 17 point 4): one entry per report page of mf-reports. The api runs a
 * report only by its id here, validates filters and sort keys against the entry, and mf-reports
 * renders the table, the filter bar, the totals row and the chart from the same entry
 * (docs/reports.md). Nothing in a report is computed in the browser: rows, totals and chart data
 * come from `reports/run`.
 */

/** How a column's value is shown (and typed in exports). */
export type ReportColumnType = 'text' | 'number' | 'date' | 'datetime' | 'status';

export interface ReportColumn {
  key: string;
  label: string;
  type: ReportColumnType;
  sortable: boolean;
}

/**
 * Filter kinds and the value each takes (checked by `ZReportFilterValue` in the contract):
 * - `dateRange`: { from?: 'YYYY-MM-DD', to?: 'YYYY-MM-DD' } (inclusive);
 * - `caseTypes`, `caseStatuses`: arrays of type / status ids;
 * - `branches`, `petitioners`, `users`: arrays of uuids;
 * - `search`: a string (≤ 100 characters);
 * - `choice`: one of `options` (a string);
 * - `multiChoice`: several of `options`;
 * - `fiscalYear`: a fiscal year (2000–2100);
 * - `date`: one date 'YYYY-MM-DD';
 * - `number`: a whole number between `min` and `max`.
 */
export type ReportFilterType =
  | 'dateRange'
  | 'caseTypes'
  | 'caseStatuses'
  | 'branches'
  | 'petitioners'
  | 'users'
  | 'search'
  | 'choice'
  | 'multiChoice'
  | 'fiscalYear'
  | 'date'
  | 'number';

export interface ReportFilterOption {
  value: string;
  label: string;
}

export interface ReportFilter {
  key: string;
  label: string;
  type: ReportFilterType;
  /** For choice / multiChoice. */
  options?: readonly ReportFilterOption[];
  /** For number. */
  min?: number;
  max?: number;
  /** Shown in the filter's help text. */
  hint?: string;
}

export interface ReportTotal {
  key: string;
  label: string;
}

export interface ReportSort {
  key: string;
  /** 1 ascending, -1 descending (SPEC §2.1 sort order 1/−1). */
  order: 1 | -1;
}

/**
 * The chart of a report, drawn from data the server computes:
 * - `rows`: one bar (or slice) per row of the current page: label column `x`, value columns `series`;
 * - `groups`: the server groups the whole filtered set by `groupBy` and counts (not only the page).
 */
export type ReportChart =
  | { kind: 'bar' | 'stackedBar' | 'pie'; source: 'rows'; x: string; series: readonly string[] }
  | { kind: 'bar' | 'pie'; source: 'groups'; groupBy: string; label: string };

/** What one row of a report stands for. */
export type ReportEntity = 'cases' | 'caseActivity' | 'branches' | 'petitioners' | 'individuals' | 'caseTypes' | 'expiries';

export type ReportId =
  | 'cap'
  | 'case-list'
  | 'overdue'
  | 'weekly'
  | 'activity'
  | 'branchwise-case-summary'
  | 'cases-by-customer'
  | 'corporate-customers'
  | 'individual-customers'
  | 'expiry-risk';

export interface ReportDef {
  id: ReportId;
  /** The catalogue route (shared/src/routes/catalogue/mf-reports.ts) that shows it. */
  routeId: string;
  path: string;
  title: string;
  description: string;
  entity: ReportEntity;
  columns: readonly ReportColumn[];
  filters: readonly ReportFilter[];
  defaultSort: ReportSort;
  /** Figures over the whole filtered set (not the page); the row count is always given as `total`. */
  totals: readonly ReportTotal[];
  chart: ReportChart | null;
  /** Tenants need this flag (SPEC §6: /weekly-reports for two tenants only). */
  tenantFlag?: 'weeklyReports';
  /** Tenant types refused (SPEC §6: type 2 cannot open these). */
  blockedTenantTypes?: readonly number[];
  /** Column holding the id of the case a row opens; such rows also carry `link` (/petition-details/{id}). */
  caseIdKey?: string;
}

const TOTAL_LABELS: Readonly<Record<string, string>> = {
  selected: 'Selected',
  petitionsFiled: 'Petitions filed',
  maxDaysOverdue: 'Longest overdue (days)',
  opened: 'Opened',
  closed: 'Closed',
  moved: 'Status changed',
  approved: 'Approved',
  denied: 'Denied',
  rfe: 'RFE',
  openAtEnd: 'Open at week end',
  total: 'Cases',
  open: 'Open',
  filed: 'Filed, pending',
  withdrawn: 'Withdrawn',
  overdue: 'Overdue',
  beneficiaryCount: 'Beneficiaries',
  openCases: 'Open cases',
  totalCases: 'All cases',
  people: 'People at risk',
};
const t = (key: string): ReportTotal => ({ key, label: TOTAL_LABELS[key] ?? key });
const col = (key: string, label: string, type: ReportColumnType = 'text', sortable = true): ReportColumn => ({ key, label, type, sortable });

/** Open/closed choice shared by the case reports. */
export const CASE_STATE_OPTIONS: readonly ReportFilterOption[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

/** CAP registration status, derived from the registration case's status (docs/reports.md). */
export const CAP_REGISTRATION_STATUSES: readonly ReportFilterOption[] = [
  { value: 'draft', label: 'Not yet submitted' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'selected', label: 'Selected' },
  { value: 'not_selected', label: 'Not Selected' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'not_recorded', label: 'No registration recorded' },
];

/** Activity log actions a firm filters on (petition_activity.action). */
export const ACTIVITY_ACTION_OPTIONS: readonly ReportFilterOption[] = [
  { value: 'create', label: 'Case created' },
  { value: 'update', label: 'Case updated' },
  { value: 'complete-activity', label: 'Workflow step completed' },
  { value: 'assign', label: 'Assignment' },
  { value: 'tracking', label: 'Tracking / receipt' },
  { value: 'approval', label: 'Approval' },
  { value: 'outcome', label: 'USCIS / DOL outcome' },
  { value: 'transfer', label: 'Transfer' },
];

/** Expiry kinds of the expiry risk report (the expiries module's kinds). */
export const EXPIRY_RISK_KIND_OPTIONS: readonly ReportFilterOption[] = [
  { value: 'passport', label: 'Passport' },
  { value: 'visa', label: 'Visa' },
  { value: 'i94', label: 'I-94' },
  { value: 'status', label: 'Status' },
  { value: 'ead', label: 'EAD' },
  { value: 'i797', label: 'I-797' },
  { value: 'max_out', label: 'Max-out date' },
];

const CASE_COLUMNS = {
  caseNumber: col('caseNumber', 'Case number'),
  typeName: col('typeName', 'Case type'),
  subTypeName: col('subTypeName', 'Sub type', 'text', false),
  statusName: col('statusName', 'Status', 'status'),
  petitionerName: col('petitionerName', 'Petitioner'),
  beneficiaryName: col('beneficiaryName', 'Beneficiary'),
  branchName: col('branchName', 'Branch'),
  attorneyName: col('attorneyName', 'Attorney'),
  paralegalName: col('paralegalName', 'Paralegal'),
  createdAt: col('createdAt', 'Created', 'date'),
  deadlineDate: col('deadlineDate', 'Deadline', 'date'),
  receiptNumber: col('receiptNumber', 'Receipt number'),
} as const;

const F = {
  created: { key: 'created', label: 'Created', type: 'dateRange' } as ReportFilter,
  caseTypes: { key: 'caseTypes', label: 'Case type', type: 'caseTypes' } as ReportFilter,
  statuses: { key: 'statuses', label: 'Status', type: 'caseStatuses' } as ReportFilter,
  branches: { key: 'branches', label: 'Branch', type: 'branches' } as ReportFilter,
  petitioners: { key: 'petitioners', label: 'Petitioner', type: 'petitioners' } as ReportFilter,
  assignees: { key: 'assignees', label: 'Assigned to', type: 'users', hint: 'Cases with this user in any assignment slot' } as ReportFilter,
  state: { key: 'state', label: 'Open or closed', type: 'choice', options: CASE_STATE_OPTIONS } as ReportFilter,
  search: { key: 'search', label: 'Search', type: 'search', hint: 'Case number, receipt number or name' } as ReportFilter,
} as const;

export const REPORTS: readonly ReportDef[] = [
  {
    id: 'cap',
    routeId: 'reports.cap',
    path: '/cap-reports',
    title: 'CAP Reports',
    description: 'H-1B cap-subject cases by season: registration, selection, petition filing and outcome.',
    entity: 'cases',
    columns: [
      col('fiscalYear', 'Season (FY)', 'number'),
      col('caseNumber', 'Registration / case'),
      col('beneficiaryName', 'Beneficiary'),
      col('petitionerName', 'Petitioner'),
      col('registrationStatus', 'Registration', 'status'),
      col('petitionCaseNumber', 'H-1B CAP petition', 'text', false),
      col('petitionStatusName', 'Petition status', 'status', false),
      col('receiptNumber', 'Receipt number', 'text', false),
      col('createdAt', 'Registered', 'date'),
    ],
    filters: [
      { key: 'fiscalYear', label: 'Season (FY)', type: 'fiscalYear' },
      { key: 'registrationStatus', label: 'Registration', type: 'multiChoice', options: CAP_REGISTRATION_STATUSES },
      F.petitioners,
      F.branches,
    ],
    defaultSort: { key: 'createdAt', order: -1 },
    totals: [t('selected'), t('petitionsFiled')],
    chart: { kind: 'pie', source: 'groups', groupBy: 'registrationStatus', label: 'Registrations by status' },
    caseIdKey: 'caseId',
  },
  {
    id: 'case-list',
    routeId: 'reports.caseList',
    path: '/case-list-reports',
    title: 'Case List Reports',
    description: 'Every case you may see, filtered by type, status, branch, petitioner, assignee and dates.',
    entity: 'cases',
    columns: Object.values(CASE_COLUMNS),
    filters: [F.created, F.caseTypes, F.statuses, F.branches, F.petitioners, F.assignees, F.state, F.search],
    defaultSort: { key: 'createdAt', order: -1 },
    totals: [],
    chart: { kind: 'bar', source: 'groups', groupBy: 'statusName', label: 'Cases by status' },
    caseIdKey: 'caseId',
  },
  {
    id: 'overdue',
    routeId: 'reports.overdue',
    path: '/over-due-reports',
    title: 'Overdue Reports',
    description: "Open cases past their deadline, with 'Overdue by N day(s)' and how long they are late.",
    entity: 'cases',
    columns: [
      CASE_COLUMNS.caseNumber,
      CASE_COLUMNS.typeName,
      CASE_COLUMNS.statusName,
      CASE_COLUMNS.petitionerName,
      CASE_COLUMNS.beneficiaryName,
      CASE_COLUMNS.attorneyName,
      CASE_COLUMNS.paralegalName,
      CASE_COLUMNS.deadlineDate,
      col('daysOverdue', 'Days overdue', 'number'),
      col('overdueLabel', 'Overdue', 'text', false),
      col('ageGroup', 'Late by', 'text', false),
    ],
    filters: [F.caseTypes, F.statuses, F.branches, F.petitioners, F.assignees, { key: 'minDays', label: 'At least N days overdue', type: 'number', min: 1, max: 3650 }],
    defaultSort: { key: 'daysOverdue', order: -1 },
    totals: [t('maxDaysOverdue')],
    chart: { kind: 'bar', source: 'groups', groupBy: 'ageGroup', label: 'Overdue cases by lateness' },
    caseIdKey: 'caseId',
  },
  {
    id: 'weekly',
    routeId: 'reports.weekly',
    path: '/weekly-reports',
    title: 'Weekly Reports',
    description: 'Per case type: cases opened, closed, moved to another status, approved, denied and RFEs received in a week.',
    entity: 'caseTypes',
    columns: [
      col('typeName', 'Case type'),
      col('opened', 'Opened', 'number'),
      col('closed', 'Closed', 'number'),
      col('moved', 'Status changed', 'number'),
      col('approved', 'Approved', 'number'),
      col('denied', 'Denied', 'number'),
      col('rfe', 'RFE received', 'number'),
      col('openAtEnd', 'Open at week end', 'number'),
    ],
    filters: [{ key: 'weekOf', label: 'Week of', type: 'date', hint: 'Any day of the week (Monday to Sunday)' }, F.branches],
    defaultSort: { key: 'typeName', order: 1 },
    totals: [t('opened'), t('closed'), t('moved'), t('approved'), t('denied'), t('rfe'), t('openAtEnd')],
    chart: { kind: 'bar', source: 'rows', x: 'typeName', series: ['opened', 'closed'] },
    tenantFlag: 'weeklyReports',
  },
  {
    id: 'activity',
    routeId: 'reports.activity',
    path: '/activity-reports',
    title: 'Activity Reports',
    description: 'The case activity log: who did what on which case, by user and date.',
    entity: 'caseActivity',
    columns: [
      col('at', 'When', 'datetime'),
      col('userName', 'User'),
      col('caseNumber', 'Case number'),
      col('typeName', 'Case type', 'text', false),
      col('action', 'Action'),
      col('activityCode', 'Workflow step'),
      col('note', 'Note', 'text', false),
    ],
    filters: [
      { key: 'at', label: 'Date', type: 'dateRange' },
      { key: 'users', label: 'User', type: 'users' },
      { key: 'actions', label: 'Action', type: 'multiChoice', options: ACTIVITY_ACTION_OPTIONS },
      F.caseTypes,
    ],
    defaultSort: { key: 'at', order: -1 },
    totals: [],
    chart: { kind: 'bar', source: 'groups', groupBy: 'userName', label: 'Activity by user' },
    caseIdKey: 'caseId',
  },
  {
    id: 'branchwise-case-summary',
    routeId: 'reports.branchwiseCaseSummary',
    path: '/branchwise-case-summary',
    title: 'Branch-wise Case Summary',
    description: 'Per branch: cases in total, open, filed, approved, denied, in RFE, withdrawn and overdue.',
    entity: 'branches',
    columns: [
      col('branchName', 'Branch'),
      col('total', 'Total', 'number'),
      col('open', 'Open', 'number'),
      col('filed', 'Filed, pending', 'number'),
      col('approved', 'Approved', 'number'),
      col('denied', 'Denied', 'number'),
      col('rfe', 'In RFE', 'number'),
      col('withdrawn', 'Withdrawn', 'number'),
      col('overdue', 'Overdue', 'number'),
    ],
    filters: [F.created, F.caseTypes, F.statuses],
    defaultSort: { key: 'total', order: -1 },
    totals: [t('total'), t('open'), t('filed'), t('approved'), t('denied'), t('rfe'), t('withdrawn'), t('overdue')],
    chart: { kind: 'stackedBar', source: 'rows', x: 'branchName', series: ['open', 'approved', 'denied', 'withdrawn'] },
  },
  {
    id: 'cases-by-customer',
    routeId: 'reports.casesByCustomer',
    path: '/cases-by-customer',
    title: 'Cases by Customer',
    description: 'Per petitioner: cases in total, open, approved, denied, in RFE, withdrawn and the latest case.',
    entity: 'petitioners',
    columns: [
      col('petitionerName', 'Petitioner'),
      col('total', 'Total', 'number'),
      col('open', 'Open', 'number'),
      col('approved', 'Approved', 'number'),
      col('denied', 'Denied', 'number'),
      col('rfe', 'In RFE', 'number'),
      col('withdrawn', 'Withdrawn', 'number'),
      col('lastCaseAt', 'Latest case', 'date'),
    ],
    filters: [F.created, F.caseTypes, F.branches, F.search],
    defaultSort: { key: 'total', order: -1 },
    totals: [t('total'), t('open'), t('approved'), t('denied'), t('rfe'), t('withdrawn')],
    chart: { kind: 'bar', source: 'rows', x: 'petitionerName', series: ['open', 'approved'] },
    blockedTenantTypes: [2],
  },
  {
    id: 'corporate-customers',
    routeId: 'reports.corporateCustomers',
    path: '/corporate-customer-reports',
    title: 'Corporate Customer Reports',
    description: 'Corporate clients (petitioners) with their size, beneficiaries and cases.',
    entity: 'petitioners',
    columns: [
      col('name', 'Company'),
      col('feiNumber', 'FEIN', 'text', false),
      col('branchName', 'Branch', 'text', false),
      col('employeesCount', 'Employees', 'number'),
      col('beneficiaryCount', 'Beneficiaries', 'number'),
      col('openCases', 'Open cases', 'number'),
      col('totalCases', 'All cases', 'number'),
      col('createdAt', 'Client since', 'date'),
    ],
    filters: [F.created, F.branches, F.search],
    defaultSort: { key: 'name', order: 1 },
    totals: [t('beneficiaryCount'), t('openCases'), t('totalCases')],
    chart: null,
  },
  {
    id: 'individual-customers',
    routeId: 'reports.individualCustomers',
    path: '/individual-customer-reports',
    title: 'Individual Customer Reports',
    description: 'Individual clients with their account type and cases.',
    entity: 'individuals',
    columns: [
      col('name', 'Client'),
      col('email', 'Email', 'text', false),
      col('accountType', 'Account type'),
      col('branchName', 'Branch', 'text', false),
      col('openCases', 'Open cases', 'number'),
      col('totalCases', 'All cases', 'number'),
      col('createdAt', 'Client since', 'date'),
    ],
    filters: [F.created, F.branches, F.search],
    defaultSort: { key: 'name', order: 1 },
    totals: [t('openCases'), t('totalCases')],
    chart: null,
    blockedTenantTypes: [2],
  },
  {
    id: 'expiry-risk',
    routeId: 'reports.expiryRisk',
    path: '/expiry-risk-report',
    title: 'Expiry Risk',
    description:
      'Beneficiaries and dependents whose status or document expires before a pending or planned case could be decided (case date + typical processing time of its form).',
    entity: 'expiries',
    columns: [
      col('personName', 'Person'),
      col('relation', 'Relation', 'text', false),
      col('principalName', 'Principal', 'text', false),
      col('petitionerName', 'Petitioner'),
      col('documentLabel', 'Expiring', 'text', false),
      col('expiryDate', 'Expires', 'date'),
      col('caseNumber', 'Case'),
      col('form', 'Form', 'text', false),
      col('caseDate', 'Filed / opened', 'date'),
      col('expectedDecision', 'Decision expected', 'date'),
      col('gapDays', 'Days short', 'number'),
    ],
    filters: [
      { key: 'kinds', label: 'Expiring', type: 'multiChoice', options: EXPIRY_RISK_KIND_OPTIONS },
      { key: 'relation', label: 'Person', type: 'choice', options: [{ value: 'principal', label: 'Beneficiaries' }, { value: 'dependent', label: 'Dependents' }] },
      F.petitioners,
      F.caseTypes,
      F.branches,
    ],
    defaultSort: { key: 'expiryDate', order: 1 },
    totals: [t('people')],
    chart: { kind: 'bar', source: 'groups', groupBy: 'documentLabel', label: 'At-risk expiries by document' },
    caseIdKey: 'caseId',
  },
];

export const REPORT_IDS = REPORTS.map((r) => r.id) as readonly ReportId[];
export const REPORT_BY_ID: ReadonlyMap<string, ReportDef> = new Map(REPORTS.map((r) => [r.id, r]));
export const reportByRouteId = (routeId: string): ReportDef | undefined => REPORTS.find((r) => r.routeId === routeId);

/** Export formats of every report. */
export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Page sizes offered (SPEC §9 widget page sizes 25 or 100, plus 50). */
export const REPORT_PAGE_SIZES = [25, 50, 100] as const;
/** Rows an export or a scheduled delivery holds at most (the rest is cut, and the file says so). */
export const REPORT_EXPORT_MAX_ROWS = 10000;
