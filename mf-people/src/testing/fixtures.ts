import type { TBeneficiary, TBeneficiaryListItem, TMasterdataItem } from 'shared/contract';

export const masterdataItem = (
  id: number,
  category: TMasterdataItem['category'],
  name: string,
  extra: Record<string, unknown> = {},
): TMasterdataItem => ({
  id,
  category,
  name,
  code: null,
  designation: null,
  countryId: null,
  stateId: null,
  parentId: null,
  sortOrder: id,
  active: true,
  tenantId: null,
  extra,
});

/** Answers /masterdata/list: a few countries (SPEC ids: 231 US, 101 India, 39 Canada) and company statuses. */
export const masterdataHandler = (payload: Record<string, unknown>) => {
  const category = payload.category as TMasterdataItem['category'];
  const data =
    category === 'countries'
      ? [
          masterdataItem(231, 'countries', 'United States', { phonecode: 1 }),
          masterdataItem(101, 'countries', 'India', { phonecode: 91 }),
          masterdataItem(39, 'countries', 'Canada', { phonecode: 1 }),
        ]
      : category === 'company_status'
        ? [masterdataItem(1, 'company_status', 'Active'), masterdataItem(2, 'company_status', 'Inactive')]
        : [];
  return { data, count: data.length, page: 1, perpage: Number(payload.perpage ?? 1000) };
};

export const emptyPage = () => ({ data: [], count: 0, page: 1, perpage: 100, nextCursor: null });

export const beneficiaryListItem = (
  i: number,
  overrides: Partial<TBeneficiaryListItem> = {},
): TBeneficiaryListItem => ({
  id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Person ${i}`,
  firstName: 'Person',
  lastName: String(i),
  email: null,
  isTemporaryEmail: false,
  phone: null,
  citizenshipCountryId: 101,
  citizenshipCountryName: 'India',
  passportNumber: `Z${1000000 + i}`,
  passportExpiry: '2030-01-01',
  currentStatusCode: 'H-1B',
  currentStatusExpiry: '2027-09-30',
  companyId: null,
  companyName: 'Northwind Analytics Inc.',
  relation: 'principal',
  principalId: null,
  dependentCount: 0,
  status: 'active',
  userId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const beneficiaryRecord = (overrides: Partial<TBeneficiary> = {}): TBeneficiary => ({
  id: '10000000-0000-4000-8000-000000000001',
  firstName: 'Ananya',
  middleName: null,
  lastName: 'Iyer',
  name: 'Ananya Iyer',
  otherNames: null,
  gender: 'female',
  maritalStatus: 'married',
  preferredLanguage: null,
  dateOfBirth: '1992-04-17',
  birthCity: 'Chennai',
  birthCountryId: 101,
  citizenshipCountryId: 101,
  citizenshipCountryName: 'India',
  email: 'ananya.iyer@example.test',
  isTemporaryEmail: false,
  phone: '+91 98765 43210',
  countryCallingCode: '91',
  addresses: [],
  passport: { number: 'Z4821937', countryId: 101, issueDate: '2019-06-10', expiryDate: '2029-06-09', issuePlace: null },
  visa: null,
  i94: null,
  currentStatus: { code: 'H-1B', validFrom: '2024-10-01', expiryDate: '2027-09-30' },
  ead: null,
  i797: null,
  hlStartDate: null,
  maxOutDate: null,
  alienNumber: null,
  ssnLast4: null,
  education: [],
  employment: [],
  companyId: null,
  companyName: null,
  attorneyUserId: null,
  attorneyName: null,
  branchId: null,
  relation: 'principal',
  principalId: null,
  principalName: null,
  dependents: [],
  userId: null,
  status: 'active',
  documents: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
