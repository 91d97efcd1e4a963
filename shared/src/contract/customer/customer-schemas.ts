import { z } from 'zod';
import { ZAddress } from '../people/people-base';

/** Who pays: a petitioner company or an individual client. */
export const CUSTOMER_KINDS = ['company', 'individual'] as const;
export const ZCustomerKind = z.enum(CUSTOMER_KINDS);
export type TCustomerKind = z.infer<typeof ZCustomerKind>;

export const ZCustomer = z.object({
  /** The company's or the individual's id. */
  id: z.string(),
  kind: ZCustomerKind,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The company's FEIN (companies only). */
  feiNumber: z.string().nullable(),
  /** Billing address: the 'billing' address if any, else the first. */
  billingAddress: ZAddress.nullable(),
  /** Person invoices go to (company's primary contact, or the individual). */
  billingContactName: z.string().nullable(),
  branchId: z.string().nullable(),
  /** Active or inactive (company status 1/4 count as active). */
  active: z.boolean(),
  /** Beneficiaries whose cases this customer pays for. */
  beneficiaryCount: z.number().int(),
  /** Linked accounting-software customer, when linked (/quickbooks/link-customer). */
  accountingCustomerId: z.string().nullable(),
  createdAt: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomer>;
