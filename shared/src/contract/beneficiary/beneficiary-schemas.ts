import { z } from 'zod';
import { ZQuestionnaireLanguage } from '../../domain/questionnaire';
import {
  refinePassport,
  ZAddress,
  ZIsoDate,
  ZOptDate,
  ZPeopleDocument,
  ZPeopleEmail,
  zOptText,
} from '../people/people-base';

/** How a beneficiary relates to the principal beneficiary whose dependent he is. */
export const BENEFICIARY_RELATIONS = ['principal', 'spouse', 'child'] as const;
export const ZBeneficiaryRelation = z.enum(BENEFICIARY_RELATIONS);
export type TBeneficiaryRelation = z.infer<typeof ZBeneficiaryRelation>;

export const BENEFICIARY_STATUSES = ['active', 'inactive', 'invited'] as const;

/** Passport (SPEC §5: the number mixes letters and digits for countries 231 and 101). */
export const ZPassport = z
  .object({
    number: z.string().trim().toUpperCase().max(20).default(''),
    /** Issuing country (master data countries id). */
    countryId: z.number().int().positive().nullable().optional(),
    issueDate: ZOptDate,
    expiryDate: ZOptDate,
    issuePlace: zOptText(200),
  })
  .superRefine(refinePassport('number', 'countryId'));

export const ZVisa = z.object({
  /** Visa class, e.g. H-1B, F-1, L-1A. */
  type: zOptText(20),
  number: zOptText(30),
  issueDate: ZOptDate,
  expiryDate: ZOptDate,
  issuePlace: zOptText(200),
});

export const ZI94 = z.object({
  number: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{11}$/, 'I-94 number must be 11 letters or digits')
    .nullable()
    .optional(),
  /** Admit-until date; null with `durationOfStatus` true for D/S. */
  expiryDate: ZOptDate,
  durationOfStatus: z.boolean().optional(),
  lastEntryDate: ZOptDate,
});

/** The current US immigration status and its validity. */
export const ZCurrentStatus = z.object({
  /** e.g. H-1B, H-4, L-1A, L-2, F-1, F-1 OPT, B-1/B-2, TN, O-1, E-2. */
  code: zOptText(30),
  validFrom: ZOptDate,
  expiryDate: ZOptDate,
});

export const ZEad = z.object({
  category: zOptText(10),
  cardNumber: zOptText(20),
  validFrom: ZOptDate,
  expiryDate: ZOptDate,
});

export const ZI797 = z.object({
  receiptNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}\d{10}$/, 'Receipt number must be 3 letters and 10 digits')
    .nullable()
    .optional(),
  classification: zOptText(30),
  validFrom: ZOptDate,
  validTo: ZOptDate,
});

export const ZEducation = z.object({
  degree: z.string().trim().min(1).max(200),
  fieldOfStudy: zOptText(200),
  institution: zOptText(300),
  countryId: z.number().int().positive().nullable().optional(),
  startDate: ZOptDate,
  endDate: ZOptDate,
  graduationDate: ZOptDate,
});

export const ZEmployment = z.object({
  employer: z.string().trim().min(1).max(300),
  title: zOptText(200),
  startDate: ZOptDate,
  endDate: ZOptDate,
  current: z.boolean().optional(),
  hoursPerWeek: z.number().min(0).max(168).nullable().optional(),
  duties: zOptText(4000),
  address: ZAddress.nullable().optional(),
});

/** Editable profile fields of a beneficiary (create, update, dependents, import). */
export const beneficiaryProfileFields = {
  firstName: z.string().trim().min(1, 'Please fill First Name .').max(100),
  middleName: zOptText(100),
  lastName: z.string().trim().min(1, 'Please fill Last Name .').max(100),
  otherNames: zOptText(300),
  gender: z.enum(['male', 'female', 'other']).nullable().optional(),
  maritalStatus: z.enum(['single', 'married', 'divorced', 'widowed', 'separated']).nullable().optional(),
  /** The client's language for questionnaires, sign pages and their mails (issue 8 point 2). */
  preferredLanguage: ZQuestionnaireLanguage.nullable().optional(),
  dateOfBirth: ZIsoDate.nullable().optional(),
  birthCity: zOptText(200),
  birthCountryId: z.number().int().positive().nullable().optional(),
  /** Country of citizenship (master data countries id). */
  citizenshipCountryId: z.number().int().positive().nullable().optional(),
  email: ZPeopleEmail.nullable().optional(),
  phone: zOptText(40),
  countryCallingCode: zOptText(6),
  addresses: z.array(ZAddress).max(10).optional(),
  passport: ZPassport.nullable().optional(),
  visa: ZVisa.nullable().optional(),
  i94: ZI94.nullable().optional(),
  currentStatus: ZCurrentStatus.nullable().optional(),
  ead: ZEad.nullable().optional(),
  i797: ZI797.nullable().optional(),
  /** First day counted toward the H/L six-year limit. */
  hlStartDate: ZOptDate,
  /** H/L six-year max-out date (recaptured days included); computed from hlStartDate + 6 years when omitted. */
  maxOutDate: ZOptDate,
  alienNumber: z
    .string()
    .trim()
    .regex(/^A?\d{8,9}$/i, 'A-Number must be 8 or 9 digits')
    .nullable()
    .optional(),
  ssn: z
    .string()
    .trim()
    .regex(/^\d{3}-?\d{2}-?\d{4}$/, 'SSN must be 9 digits')
    .nullable()
    .optional(),
  education: z.array(ZEducation).max(20).optional(),
  employment: z.array(ZEmployment).max(30).optional(),
};

/** Fields that only the firm sets: who the beneficiary works for and who handles him. */
export const beneficiaryLinkFields = {
  /** The petitioner (company) the beneficiary works for. */
  companyId: z.uuid().nullable().optional(),
  /** Responsible attorney (a user id): expiry reminders go to him. */
  attorneyUserId: z.uuid().nullable().optional(),
  branchId: z.uuid().nullable().optional(),
};

export const ZDependentSummary = z.object({
  id: z.string(),
  relation: ZBeneficiaryRelation,
  name: z.string(),
  dateOfBirth: z.string().nullable(),
  currentStatusCode: z.string().nullable(),
});

/** A beneficiary (or employee) as answered by details, create, update… */
export const ZBeneficiary = z.object({
  id: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  /** Display name: first, middle, last. */
  name: z.string(),
  otherNames: z.string().nullable(),
  gender: z.string().nullable(),
  maritalStatus: z.string().nullable(),
  preferredLanguage: ZQuestionnaireLanguage.nullable(),
  dateOfBirth: z.string().nullable(),
  birthCity: z.string().nullable(),
  birthCountryId: z.number().int().nullable(),
  citizenshipCountryId: z.number().int().nullable(),
  citizenshipCountryName: z.string().nullable(),
  email: z.string().nullable(),
  /** SPEC §5: the e-mail is on the temporary-account domain. */
  isTemporaryEmail: z.boolean(),
  phone: z.string().nullable(),
  countryCallingCode: z.string().nullable(),
  addresses: z.array(ZAddress),
  passport: ZPassport.nullable(),
  visa: ZVisa.nullable(),
  i94: ZI94.nullable(),
  currentStatus: ZCurrentStatus.nullable(),
  ead: ZEad.nullable(),
  i797: ZI797.nullable(),
  hlStartDate: z.string().nullable(),
  maxOutDate: z.string().nullable(),
  alienNumber: z.string().nullable(),
  /** Last 4 digits only. */
  ssnLast4: z.string().nullable(),
  education: z.array(ZEducation),
  employment: z.array(ZEmployment),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  attorneyUserId: z.string().nullable(),
  attorneyName: z.string().nullable(),
  branchId: z.string().nullable(),
  relation: ZBeneficiaryRelation,
  /** For a dependent: the principal beneficiary. */
  principalId: z.string().nullable(),
  principalName: z.string().nullable(),
  dependents: z.array(ZDependentSummary),
  /** The role-51 login, once invited. */
  userId: z.string().nullable(),
  status: z.enum(BENEFICIARY_STATUSES),
  documents: z.array(ZPeopleDocument),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBeneficiary = z.infer<typeof ZBeneficiary>;

/** A row of /beneficiary/list. */
export const ZBeneficiaryListItem = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  isTemporaryEmail: z.boolean(),
  phone: z.string().nullable(),
  citizenshipCountryId: z.number().int().nullable(),
  citizenshipCountryName: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  currentStatusCode: z.string().nullable(),
  currentStatusExpiry: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  relation: ZBeneficiaryRelation,
  principalId: z.string().nullable(),
  dependentCount: z.number().int(),
  status: z.enum(BENEFICIARY_STATUSES),
  userId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBeneficiaryListItem = z.infer<typeof ZBeneficiaryListItem>;

export const BENEFICIARY_SORT_FIELDS = [
  'name',
  'lastName',
  'createdAt',
  'updatedAt',
  'passportExpiry',
  'statusExpiry',
] as const;

/**
 * Which word the tenant uses (SPEC §6 guard): 'beneficiary' for a law firm (type 1) with employee
 * management off, 'employee' otherwise. The calls are the same.
 */
export const ZPeopleTerm = z.enum(['beneficiary', 'employee']);
export type TPeopleTerm = z.infer<typeof ZPeopleTerm>;
