import { z } from 'zod';
import {
  refinePhone,
  ZAddress,
  ZContactPerson,
  ZFein,
  ZNaics,
  ZPeopleDocument,
  ZPeopleEmail,
  zOptText,
} from '../people/people-schemas';

export { COMPANY_DOCUMENT_TYPES, type TCompanyDocumentType } from './document-types';

/** The authorised signatory who signs petitions for the company. */
export const ZAuthSigner = z
  .object({
    firstName: z.string().trim().max(100).default(''),
    lastName: z.string().trim().max(100).default(''),
    title: zOptText(200),
    email: ZPeopleEmail.nullable().optional(),
    phone: zOptText(40),
    countryCallingCode: zOptText(6),
  })
  .superRefine(refinePhone());

export const ZAuthSignerOut = z.object({
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  countryCallingCode: z.string().nullable(),
  /** Storage key of the signature image (set with /company/update-auth-signer-sign). */
  signatureKey: z.string().nullable(),
  signedAt: z.string().nullable(),
});
export type TAuthSigner = z.infer<typeof ZAuthSignerOut>;

/** Editable fields of a petitioner company (create and update). */
export const companyFields = {
  name: z.string().trim().min(1, 'Please fill Company Name .').max(300),
  /** Doing-business-as name. */
  dba: zOptText(300),
  /** Federal Employer Identification Number, NN-NNNNNNN. */
  feiNumber: ZFein.nullable().optional(),
  naicsCode: ZNaics.nullable().optional(),
  employeesCount: z.number().int().min(0).max(10_000_000).nullable().optional(),
  /** USD, annual. */
  grossIncome: z.number().min(-1e13).max(1e13).nullable().optional(),
  netIncome: z.number().min(-1e13).max(1e13).nullable().optional(),
  yearEstablished: z.number().int().min(1600).max(2100).nullable().optional(),
  businessType: zOptText(200),
  website: zOptText(300),
  email: ZPeopleEmail.nullable().optional(),
  phone: zOptText(40),
  countryCallingCode: zOptText(6),
  addresses: z.array(ZAddress).max(10).optional(),
  contacts: z.array(ZContactPerson).max(50).optional(),
  authSigner: ZAuthSigner.nullable().optional(),
  /** company_status master data id (1 Active, 2 Inactive, 3 Pending Approval, 4 Approved, 5 Rejected). */
  statusId: z.number().int().positive().optional(),
  branchId: z.uuid().nullable().optional(),
};

export const ZCompanyUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roleId: z.number().int(),
  status: z.string(),
  isPrimary: z.boolean(),
});

/** A petitioner company as answered by details, create, update… */
export const ZCompany = z.object({
  id: z.string(),
  name: z.string(),
  dba: z.string().nullable(),
  feiNumber: z.string().nullable(),
  naicsCode: z.string().nullable(),
  employeesCount: z.number().int().nullable(),
  grossIncome: z.number().nullable(),
  netIncome: z.number().nullable(),
  yearEstablished: z.number().int().nullable(),
  businessType: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  countryCallingCode: z.string().nullable(),
  addresses: z.array(ZAddress),
  contacts: z.array(ZContactPerson),
  authSigner: ZAuthSignerOut.nullable(),
  statusId: z.number().int(),
  statusName: z.string(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  /** The role-50 users of the company (SPEC /petitioner-internal-users). */
  internalUsers: z.array(ZCompanyUser),
  primaryUserId: z.string().nullable(),
  documents: z.array(ZPeopleDocument),
  beneficiaryCount: z.number().int(),
  /** SPEC §4: role-50 completeness — the company profile has been completed. */
  registrationCompleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCompany = z.infer<typeof ZCompany>;

/** A row of /company/list. */
export const ZCompanyListItem = z.object({
  id: z.string(),
  name: z.string(),
  feiNumber: z.string().nullable(),
  statusId: z.number().int(),
  statusName: z.string(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  primaryContactName: z.string().nullable(),
  beneficiaryCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCompanyListItem = z.infer<typeof ZCompanyListItem>;

export const COMPANY_SORT_FIELDS = ['name', 'createdAt', 'updatedAt', 'feiNumber', 'statusId'] as const;
