import { z } from 'zod';
import { ZAddress, ZIsoDate, ZPeopleEmail, zOptText } from '../people/people-base';

/** SPEC §3 accountType: individual clients, sponsors (I-130/I-864) and investors (EB-5, E-2). */
export const INDIVIDUAL_ACCOUNT_TYPES = ['Individual', 'Sponsor', 'Investor'] as const;
export const ZIndividualAccountType = z.enum(INDIVIDUAL_ACCOUNT_TYPES);

export const individualFields = {
  accountType: ZIndividualAccountType.default('Individual'),
  /** Free sub-type, e.g. 'Spouse sponsor', 'EB-5 Regional Center'. */
  accountSubType: zOptText(100),
  firstName: z.string().trim().min(1, 'Please fill First Name .').max(100),
  middleName: zOptText(100),
  lastName: z.string().trim().min(1, 'Please fill Last Name .').max(100),
  email: ZPeopleEmail.nullable().optional(),
  phone: zOptText(40),
  countryCallingCode: zOptText(6),
  dateOfBirth: ZIsoDate.nullable().optional(),
  citizenshipCountryId: z.number().int().positive().nullable().optional(),
  addresses: z.array(ZAddress).max(10).optional(),
  branchId: z.uuid().nullable().optional(),
  /** The beneficiary the case is for (the individual himself, or e.g. the sponsored relative). */
  beneficiaryId: z.uuid().nullable().optional(),
  notes: zOptText(4000),
  status: z.enum(['active', 'inactive']).optional(),
};

export const ZIndividual = z.object({
  id: z.string(),
  accountType: ZIndividualAccountType,
  accountSubType: z.string().nullable(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  isTemporaryEmail: z.boolean(),
  phone: z.string().nullable(),
  countryCallingCode: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  citizenshipCountryId: z.number().int().nullable(),
  addresses: z.array(ZAddress),
  branchId: z.string().nullable(),
  beneficiaryId: z.string().nullable(),
  beneficiaryName: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TIndividual = z.infer<typeof ZIndividual>;

export const ZIndividualListItem = ZIndividual.pick({
  id: true,
  accountType: true,
  accountSubType: true,
  name: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  branchId: true,
  beneficiaryId: true,
  status: true,
  createdAt: true,
  updatedAt: true,
});
export type TIndividualListItem = z.infer<typeof ZIndividualListItem>;

export const INDIVIDUAL_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;
