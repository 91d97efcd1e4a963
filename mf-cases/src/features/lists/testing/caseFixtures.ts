import type { TCaseListItem, TListPetitionsResult } from 'shared/contract';

export const caseId = (i: number) => `70000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

export const caseListItem = (i: number, overrides: Partial<TCaseListItem> = {}): TCaseListItem => ({
  id: caseId(i),
  caseNumber: `H1B-2026-${String(i).padStart(5, '0')}`,
  generatedCaseNumber: `H1B-2026-${String(i).padStart(5, '0')}`,
  customCaseNumber: null,
  kind: 'petition',
  typeId: 1,
  typeName: 'H-1B',
  subTypeId: 1,
  subTypeName: 'H-1B New Employment',
  statusId: 3,
  statusName: 'In Process',
  title: null,
  petitionerId: '20000000-0000-4000-8000-000000000001',
  petitionerName: 'Northwind Analytics Inc.',
  beneficiaryId: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  beneficiaryName: `Person ${i}`,
  branchId: null,
  branchName: 'Main office',
  attorney: { id: 'u-6', name: 'Ava Attorney' },
  paralegal: null,
  deadlineDate: '2026-12-31',
  overdueDays: null,
  premiumProcessing: false,
  receiptNumber: null,
  validityFrom: null,
  validityTo: null,
  nextActivity: null,
  parentId: null,
  parentCaseNumber: null,
  isExternal: false,
  isOld: false,
  closed: false,
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-03T00:00:00.000Z',
  ...overrides,
});

export const casePage = (rows: TCaseListItem[], extra: Partial<TListPetitionsResult> = {}): TListPetitionsResult => ({
  data: rows,
  count: rows.length,
  perpage: 25,
  nextCursor: null,
  filter: '',
  ...extra,
});

/** Handlers every case list page calls besides the list itself. */
export const listSideHandlers = () => ({
  '/petition/view-list': () => ({ data: [] }),
  '/branches/list': () => ({ data: [], count: 0, page: 1, perpage: 100 }),
});
