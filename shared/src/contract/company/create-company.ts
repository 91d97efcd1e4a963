import { type z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { refinePhone } from '../people/people-schemas';
import { companyFields, ZCompany } from './company-schemas';

export const ZCreateCompanyPayload = callPayload({ ...companyFields }).superRefine(refinePhone());
export type TCreateCompanyPayload = z.input<typeof ZCreateCompanyPayload>;
export const ZCreateCompanyResult = ZCompany;
export type TCreateCompanyResult = z.infer<typeof ZCreateCompanyResult>;

export const createCompanyCall = defineCall({
  path: '/company/create',
  summary: 'Create a petitioner company (internal staff). 409 CONFLICT with the duplicate’s id when the FEIN exists.',
  payload: ZCreateCompanyPayload,
  result: ZCreateCompanyResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  creates: true,
  ids: { branchId: 'branch' },
  example: {
    name: 'Northwind Analytics Inc.',
    feiNumber: '12-3456789',
    naicsCode: '541511',
    employeesCount: 120,
    grossIncome: 18500000,
    netIncome: 2100000,
    yearEstablished: 2009,
    email: 'hr@northwind.example',
    phone: '(415) 555-0132',
    countryCallingCode: '1',
    addresses: [
      {
        type: 'physical',
        line1: '500 Howard St',
        aptType: 'ste',
        line2: '400',
        locationDetails: { name: 'San Francisco' },
        stateDetails: { name: 'California' },
        countryDetails: { id: 231, name: 'United States' },
        zipcode: '94105',
      },
    ],
    contacts: [{ name: 'Maya Chen', title: 'HR Director', email: 'maya.chen@northwind.example', isPrimary: true }],
    authSigner: { firstName: 'Daniel', lastName: 'Brooks', title: 'CEO', email: 'daniel@northwind.example' },
  },
});
