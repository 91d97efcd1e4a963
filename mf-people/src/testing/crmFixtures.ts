import type { TContact, TCustomer, TIndividual, TLead } from 'shared/contract';

export const LEAD_ID = '30000000-0000-4000-8000-000000000001';

export const leadRecord = (overrides: Partial<TLead> = {}): TLead => ({
  id: LEAD_ID,
  kind: 'petitioner',
  firstName: 'Grace',
  lastName: 'Okafor',
  name: 'Grace Okafor',
  email: 'grace.okafor@brightpath.example',
  phone: null,
  countryCallingCode: null,
  companyName: 'BrightPath Health LLC',
  interest: 'H-1B',
  beneficiaryFirstName: 'Ravi',
  beneficiaryLastName: 'Kumar',
  beneficiaryEmail: null,
  citizenshipCountryId: 101,
  source: 'manual',
  leadFormId: null,
  status: 'new',
  lostReason: null,
  assignedUserId: null,
  assignedUserName: null,
  branchId: null,
  consultationAt: null,
  followUpDate: '2026-02-01',
  notes: [
    {
      id: 'n1',
      text: 'Needs two H-1B transfers.',
      createdAt: '2026-01-05T10:00:00.000Z',
      createdBy: 'u-1',
      createdByName: 'Alex Admin',
    },
  ],
  converted: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

export const leadPage = (leads: TLead[]) => ({
  data: leads,
  count: leads.length,
  page: 1,
  perpage: 50,
  nextCursor: null,
  statusCounts: {},
});

export const contactRecord = (overrides: Partial<TContact> = {}): TContact => ({
  id: '40000000-0000-4000-8000-000000000001',
  firstName: 'Hana',
  lastName: 'Roe',
  name: 'Hana Roe',
  email: 'hana@client.example',
  isTemporaryEmail: false,
  phone: null,
  countryCallingCode: null,
  organisation: 'Client Co',
  title: 'HR Manager',
  categoryIds: ['50000000-0000-4000-8000-000000000001'],
  categories: [{ id: '50000000-0000-4000-8000-000000000001', name: 'Referral partner', color: '#1f4e8c' }],
  address: null,
  notes: null,
  subscribed: true,
  source: 'manual',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const categoryList = () => ({
  data: [
    {
      id: '50000000-0000-4000-8000-000000000001',
      name: 'Referral partner',
      color: '#1f4e8c',
      active: true,
      contactCount: 4,
    },
  ],
});

export const individualRecord = (overrides: Partial<TIndividual> = {}): TIndividual => ({
  id: '60000000-0000-4000-8000-000000000001',
  accountType: 'Sponsor',
  accountSubType: 'Spouse sponsor',
  firstName: 'Laura',
  middleName: null,
  lastName: 'Martinez',
  name: 'Laura Martinez',
  email: 'laura.martinez@example.test',
  isTemporaryEmail: false,
  phone: '+1 312 555 0147',
  countryCallingCode: '1',
  dateOfBirth: '1985-03-02',
  citizenshipCountryId: 231,
  addresses: [],
  branchId: null,
  beneficiaryId: null,
  beneficiaryName: null,
  notes: null,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const customerRecord = (overrides: Partial<TCustomer> = {}): TCustomer => ({
  id: '20000000-0000-4000-8000-000000000001',
  kind: 'company',
  name: 'Northwind Analytics Inc.',
  email: 'billing@northwind.example',
  phone: null,
  feiNumber: '12-3456789',
  billingAddress: null,
  billingContactName: 'Maya Chen',
  branchId: null,
  active: true,
  beneficiaryCount: 2,
  accountingCustomerId: null,
  createdAt: '2025-05-01T00:00:00.000Z',
  ...overrides,
});
