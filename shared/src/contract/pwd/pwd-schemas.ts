import { z } from 'zod';
import {
  PWD_EDUCATION,
  PWD_POSITION_STATES,
  PWD_WAGE_LEVELS,
  PWD_WAGE_SOURCES,
  PWD_WAGE_UNITS,
  ZPwdStatusId,
} from '../../domain/pwd';
import { ADMIN_ROLES, LCA_ROLES } from '../../domain/roles';
import { ZIsoDate } from '../people/iso-date';

/*
 * PWD (ETA-9141) schemas shared by the /pwd/* calls (issue 19 points 6–8; docs/pwd.md). A PWD is a
 * case of kind 'pwd' (type 12): its id is the case id; its own data lives in the pwd module's side
 * table pwd_details; wage tables in pwd_wage_imports / pwd_wage_rows / pwd_wage_areas.
 */

/** Who works PWDs: the LCA roles (admins, attorney, supervisor, paralegal, LCA manager). */
export const PWD_CALL_AUTH = { kind: 'session', roles: LCA_ROLES } as const;
/** Who imports the year's OFLC wage files. */
export const PWD_IMPORT_AUTH = { kind: 'session', roles: ADMIN_ROLES } as const;

export const ZPwdWageLevel = z.enum(PWD_WAGE_LEVELS);
export const ZPwdWageSource = z.enum(PWD_WAGE_SOURCES);
export const ZPwdWageUnit = z.enum(PWD_WAGE_UNITS);
export const ZPwdEducation = z.enum(PWD_EDUCATION);
export const ZPwdPositionState = z.enum(PWD_POSITION_STATES);
export const ZPwdMoney = z.number().min(0).max(9_999_999.99).multipleOf(0.01);
export const ZPwdSocCode = z
  .string()
  .trim()
  .regex(/^\d{2}-\d{4}(\.\d{2})?$/, 'An SOC code looks like 15-1252');
/** OFLC area codes are numbers of up to 7 digits (MSA/BOS codes). */
export const ZOflcAreaCode = z
  .string()
  .trim()
  .regex(/^\d{1,7}$/, 'An OFLC area code is a number such as 12420');
export const ZPwdIdPayload = { pwdId: z.uuid() };

/** The ETA-9141 data an update may change (each field optional; null clears it). */
export const ZPwdDataInput = z.object({
  jobTitle: z.string().trim().min(1).max(200).nullable().optional(),
  duties: z.string().trim().max(10_000).nullable().optional(),
  socCode: ZPwdSocCode.nullable().optional(),
  areaCode: ZOflcAreaCode.nullable().optional(),
  worksiteCity: z.string().trim().max(100).nullable().optional(),
  worksiteState: z.string().trim().max(50).nullable().optional(),
  worksiteZip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'A ZIP code has 5 or 9 digits')
    .nullable()
    .optional(),
  education: ZPwdEducation.nullable().optional(),
  educationField: z.string().trim().max(200).nullable().optional(),
  experienceMonths: z.number().int().min(0).max(600).nullable().optional(),
  specialRequirements: z.string().trim().max(4000).nullable().optional(),
  supervises: z.boolean().optional(),
  filedDate: ZIsoDate.nullable().optional(),
  etaCaseNumber: z
    .string()
    .trim()
    .regex(/^P-\d{3}-\d{5}-\d{6}$/, 'A PWD case number looks like P-100-25012-123456')
    .nullable()
    .optional(),
  determinationDate: ZIsoDate.nullable().optional(),
  wage: ZPwdMoney.nullable().optional(),
  wageUnit: ZPwdWageUnit.optional(),
  wageLevel: ZPwdWageLevel.nullable().optional(),
  wageSource: ZPwdWageSource.nullable().optional(),
  validFrom: ZIsoDate.nullable().optional(),
  validTo: ZIsoDate.nullable().optional(),
});
export type TPwdDataInput = z.input<typeof ZPwdDataInput>;

export const ZPwdStatusLog = z.object({
  statusId: z.number().int(),
  statusName: z.string(),
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  at: z.string(),
  note: z.string().nullable(),
});

export const ZPwdDetails = z.object({
  id: z.string(),
  caseNumber: z.string(),
  statusId: z.number().int(),
  statusName: z.string(),
  statusLogs: z.array(ZPwdStatusLog),
  nextStatusIds: z.array(z.number().int()),
  petitioner: z.object({ id: z.string(), name: z.string() }).nullable(),
  beneficiary: z.object({ id: z.string(), name: z.string() }).nullable(),
  parentCase: z.object({ id: z.string(), caseNumber: z.string() }).nullable(),
  jobTitle: z.string().nullable(),
  duties: z.string().nullable(),
  socCode: z.string().nullable(),
  socTitle: z.string().nullable(),
  areaCode: z.string().nullable(),
  areaName: z.string().nullable(),
  worksiteCity: z.string().nullable(),
  worksiteState: z.string().nullable(),
  worksiteZip: z.string().nullable(),
  education: ZPwdEducation.nullable(),
  educationField: z.string().nullable(),
  experienceMonths: z.number().int().nullable(),
  specialRequirements: z.string().nullable(),
  supervises: z.boolean(),
  filedDate: z.string().nullable(),
  etaCaseNumber: z.string().nullable(),
  determinationDate: z.string().nullable(),
  wage: z.number().nullable(),
  wageUnit: ZPwdWageUnit,
  wageLevel: ZPwdWageLevel.nullable(),
  wageSource: ZPwdWageSource.nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Days until the determination lapses (null without one; negative once lapsed). */
  daysLeft: z.number().int().nullable(),
  positionState: ZPwdPositionState,
  reminderOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPwdDetails = z.infer<typeof ZPwdDetails>;

export const ZPwdListItem = ZPwdDetails.pick({
  id: true,
  caseNumber: true,
  statusId: true,
  statusName: true,
  jobTitle: true,
  socCode: true,
  areaName: true,
  wageLevel: true,
  wage: true,
  wageUnit: true,
  determinationDate: true,
  validTo: true,
  daysLeft: true,
  positionState: true,
  updatedAt: true,
}).extend({ petitionerName: z.string().nullable(), beneficiaryName: z.string().nullable() });
export type TPwdListItem = z.infer<typeof ZPwdListItem>;

export const PWD_SORT_FIELDS = [
  'updatedAt',
  'createdAt',
  'caseNumber',
  'jobTitle',
  'statusId',
  'validTo',
  'determinationDate',
] as const;
export const ZPwdSort = z
  .object({ field: z.enum(PWD_SORT_FIELDS), order: z.union([z.literal(1), z.literal(-1)]) })
  .default({ field: 'updatedAt', order: -1 });
export { ZPwdStatusId };

/** One import of a year's OFLC files, as listed and as the import calls answer. */
export const ZWageImport = z.object({
  id: z.string(),
  year: z.string(),
  label: z.string().nullable(),
  state: z.enum(['staging', 'active', 'replaced']),
  sample: z.boolean(),
  wageRows: z.number().int(),
  areas: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
});
export type TWageImport = z.infer<typeof ZWageImport>;

/** The OFLC data year, as DOL names it: "2025-2026" (July to June). */
export const ZWageYear = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{4}$/, 'The wage year looks like 2025-2026');
