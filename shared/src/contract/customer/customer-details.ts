import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCustomer, ZCustomerKind } from './customer-schemas';

export const ZCustomerDetailsPayload = callPayload({ kind: ZCustomerKind, customerId: z.uuid() });
export type TCustomerDetailsPayload = z.input<typeof ZCustomerDetailsPayload>;

export const ZCustomerDetailsResult = ZCustomer.extend({
  beneficiaries: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TCustomerDetailsResult = z.infer<typeof ZCustomerDetailsResult>;

export const customerDetailsCall = defineCall({
  path: '/customer/details',
  summary: 'One customer (a company or an individual) with billing details and the beneficiaries it pays for.',
  payload: ZCustomerDetailsPayload,
  result: ZCustomerDetailsResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  ids: { customerId: 'company' },
  example: { kind: 'company', customerId: '1b2c3d4e-5f60-4718-89ab-cdef01234567' },
});
