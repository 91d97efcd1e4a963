import type { TCustomReport, TProcessingTime, TReportRunResult } from 'shared/contract';

export const caseId = (i: number) => `70000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
export const reportId = (i: number) => `80000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
export const BRANCH_EAST = '60000000-0000-4000-8000-000000000001';
export const BRANCH_WEST = '60000000-0000-4000-8000-000000000002';

/** A run answer: `rows` as given, the other fields defaulted. */
export const runResult = (rows: TReportRunResult['rows'], extra: Partial<TReportRunResult> = {}): TReportRunResult => ({
  reportId: 'case-list',
  rows,
  total: rows.length,
  page: 1,
  pageSize: 25,
  sort: { key: 'createdAt', order: -1 },
  totals: {},
  chart: null,
  ...extra,
});

export const caseRow = (i: number, extra: Record<string, string | number | null> = {}) => ({
  caseId: caseId(i),
  link: `/petition-details/${caseId(i)}`,
  caseNumber: `H1B-2026-0000${i}`,
  typeName: 'H-1B',
  subTypeName: null,
  statusName: 'Attorney Review',
  petitionerName: 'Northwind Analytics Inc.',
  beneficiaryName: `Person ${i}`,
  branchName: 'East',
  attorneyName: 'Ava Attorney',
  paralegalName: 'Pat Paralegal',
  createdAt: '2026-03-0' + String(i) + 'T10:00:00.000Z',
  deadlineDate: '2026-05-01',
  receiptNumber: null,
  ...extra,
});

export const branchRows = [
  { branchName: 'East', total: 7, open: 4, filed: 1, approved: 2, denied: 0, rfe: 1, withdrawn: 0, overdue: 1 },
  { branchName: 'West', total: 3, open: 1, filed: 0, approved: 1, denied: 1, rfe: 0, withdrawn: 0, overdue: 0 },
];

export const branchTotals = { total: 10, open: 5, filed: 1, approved: 3, denied: 1, rfe: 1, withdrawn: 0, overdue: 1 };

export const processingTimes: TProcessingTime[] = [
  {
    form: 'I-129',
    label: 'I-129 Petition for a Nonimmigrant Worker (H-1B, L-1)',
    typicalDays: 90,
    premiumDays: 15,
    asOf: '2026-01-15',
    source: 'Passage defaults',
    custom: false,
    updatedByName: null,
  },
  {
    form: 'I-485',
    label: 'I-485 Adjustment of Status',
    typicalDays: 300,
    premiumDays: null,
    asOf: '2026-10-01',
    source: 'USCIS, National Benefits Center',
    custom: true,
    updatedByName: 'Alex Admin',
  },
];

export const customReport = (i: number, extra: Partial<TCustomReport> = {}): TCustomReport => ({
  id: reportId(i),
  name: `Report ${i}`,
  entity: 'cases',
  columns: ['caseNumber', 'statusName'],
  filters: {},
  groupBy: null,
  sort: null,
  shared: false,
  ownerId: 'u-1',
  ownerName: 'Alex Admin',
  canEdit: true,
  schedule: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});
