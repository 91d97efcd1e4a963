import type { TLcaDetails, TLcaInventoryDetails, TLcaListItem, TLcaNotices } from 'shared/contract';

export const LCA_ID = '11111111-1111-4111-8111-111111111111';
export const CASE_ID = '22222222-2222-4222-8222-222222222222';
export const SITE_ID = '33333333-3333-4333-8333-333333333333';
export const CO_ID = '44444444-4444-4444-8444-444444444444';

export const page = (routeId: string, params: Record<string, string> = {}, query = '') => ({ routeId, params, query: new URLSearchParams(query), linkToken: null });

export const lcaRow = (over: Partial<TLcaListItem> = {}): TLcaListItem => ({
  id: LCA_ID,
  caseNumber: 'LCA-2026-0007',
  statusId: 4,
  statusName: 'In preparation',
  petitionerName: 'Acme Corp',
  beneficiaryName: 'Ravi Kumar',
  parentCaseNumber: 'H1B-2026-0012',
  employerName: 'Acme Corporation',
  jobTitle: 'Software Engineer',
  socCode: '15-1252',
  wageLevel: 'II',
  periodStart: '2027-01-04',
  periodEnd: '2029-12-31',
  etaCaseNumber: null,
  lcaManagerName: 'Lee Manager',
  positions: { workers: 2, used: 1, free: 1 },
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

export const lcaDetails = (over: Partial<TLcaDetails> = {}): TLcaDetails => ({
  id: LCA_ID,
  caseNumber: 'LCA-2026-0007',
  subTypeId: 28,
  subTypeName: 'LCA for H-1B',
  statusId: 4,
  statusName: 'In preparation',
  statusLogs: [
    { statusId: 1, statusName: 'Requested', createdBy: 'u-1', createdByName: 'Andy Attorney', at: '2026-11-10T10:00:00.000Z', note: null },
    { statusId: 4, statusName: 'In preparation', createdBy: 'u-2', createdByName: 'Lee Manager', at: '2026-11-11T10:00:00.000Z', note: 'Started' },
  ],
  petitioner: { id: CO_ID, name: 'Acme Corp' },
  beneficiary: { id: 'b-1', name: 'Ravi Kumar' },
  parentCase: { id: CASE_ID, caseNumber: 'H1B-2026-0012' },
  lcaManager: { id: 'u-2', name: 'Lee Manager' },
  employerName: 'Acme Corporation',
  fein: '12-3456789',
  jobTitle: 'Software Engineer',
  socCode: '15-1252',
  socTitle: 'Software Developers',
  wageLevel: 'II',
  prevailingWage: 100000,
  prevailingWageUnit: 'year',
  pwSource: 'OFLC_OEWS',
  pwSourceDetail: 'July 2026 – June 2027',
  wageFrom: 120000,
  wageTo: null,
  wageUnit: 'year',
  periodStart: '2027-01-04',
  periodEnd: '2029-12-31',
  fullTime: true,
  h1bDependent: false,
  wilfulViolator: false,
  exemptOnly: null,
  headcounts: { fteCount: 40, h1bCount: 5, exemptH1bCount: 0 },
  dependency: { dependent: false, counted: 5, rule: '26–50 FTE: dependent with more than 12 H-1B workers' },
  dependencyMismatch: false,
  worksites: [
    { id: SITE_ID, name: 'HQ', line1: '1 Main St', line2: null, city: 'Austin', county: 'Travis', state: 'TX', zipCode: '78701', workers: 1, thirdParty: false, complete: true },
  ],
  etaCaseNumber: null,
  filedOn: null,
  certifiedOn: null,
  positions: { workers: 2, used: 1, free: 1 },
  canUpdate: { allowed: true, reason: null },
  nextStatusIds: [1, 5, 7],
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-11T10:00:00.000Z',
  createdBy: 'u-1',
  ...over,
});

export const inventory = (over: Partial<TLcaInventoryDetails> = {}): TLcaInventoryDetails => ({
  lcaId: LCA_ID,
  caseNumber: 'LCA-2026-0007',
  statusId: 2,
  statusName: 'Certified',
  periodStart: '2026-12-01',
  periodEnd: '2029-11-30',
  positions: { workers: 2, used: 1, free: 1 },
  canAttach: { allowed: true, reason: null },
  usages: [
    { caseId: CASE_ID, caseNumber: 'H1B-2026-0012', beneficiaryName: 'Ravi Kumar', typeName: 'H-1B', lcaStatusId: 2, attachedAt: '2026-11-10T10:00:00.000Z', attachedByName: 'Andy Attorney', visible: true },
  ],
  ...over,
});

export const emptyNotices = (): TLcaNotices => ({
  lcaId: LCA_ID,
  caseNumber: 'LCA-2026-0007',
  noticeDays: 10,
  noticeDayKind: 'business',
  locationsPerWorksite: 2,
  allRecorded: false,
  worksites: [{ worksiteId: SITE_ID, address: 'HQ, 1 Main St, Austin, TX 78701', state: 'missing', locations: [] }],
});
