import { z } from 'zod';
import { LCA_PW_SOURCES, LCA_WAGE_LEVELS, LCA_WAGE_UNITS, ZLcaStatusId } from '../../domain/lca';
import { LCA_ROLES } from '../../domain/roles';
import { ZFein, ZIsoDate } from '../people/people-base';

/*
 * LCA (ETA-9035) schemas shared by the /lca/* calls (issue 19 points 1, 2, 5; docs/lca.md). An LCA
 * is a case of kind 'lca' (type 11): its id is the case id; its own data lives in the lca module's
 * side tables (lca_details, lca_worksites, lca_usages).
 */

/** Who works LCAs: admins, attorneys, supervisors, paralegals and the LCA manager (role 11). */
export const LCA_CALL_AUTH = { kind: 'session', roles: LCA_ROLES } as const;

/** The link of /fill-lca-anonymous-user (single use, this purpose only). */
export const LCA_FILL_LINK_PURPOSE = 'lca-fill';
export const lcaFillLink = { kind: 'link', purpose: LCA_FILL_LINK_PURPOSE } as const;
export const lcaFillToken = {
  token: z.string().max(200).optional(),
  key: z.string().max(200).optional(),
  accessToken: z.string().max(200).optional(),
};

export const ZLcaWageLevel = z.enum(LCA_WAGE_LEVELS);
export const ZLcaWageUnit = z.enum(LCA_WAGE_UNITS);
export const ZLcaPwSource = z.enum(LCA_PW_SOURCES);
/** A wage in dollars (cents at most), below ten million. */
export const ZLcaMoney = z.number().min(0).max(9_999_999.99).multipleOf(0.01);
export const ZSocCode = z
  .string()
  .trim()
  .regex(/^\d{2}-\d{4}(\.\d{2})?$/, 'An SOC code looks like 15-1252');
/** DOL case numbers look like I-200-24012-123456. */
export const ZEtaCaseNumber = z
  .string()
  .trim()
  .regex(/^I-\d{3}-\d{5}-\d{6}$/, 'An ETA case number looks like I-200-24012-123456');

/**
 * One place of employment. Fields may be sent empty while the LCA is drafted; a worksite without
 * street, city, state and ZIP is refused with LCA_MESSAGES.worksiteAddress.
 */
export const ZLcaWorksiteInput = z.object({
  /** The id of a worksite the LCA already has (kept, so its posting notices stay with it); omit for a new one. */
  id: z.uuid().optional(),
  /** A name for the place (client site, home office). */
  name: z.string().trim().max(200).nullable().optional(),
  line1: z.string().trim().max(200).nullable().optional(),
  line2: z.string().trim().max(200).nullable().optional(),
  city: z.string().trim().max(100).nullable().optional(),
  county: z.string().trim().max(100).nullable().optional(),
  /** Two-letter state code (or its name). */
  state: z.string().trim().max(50).nullable().optional(),
  zipCode: z.string().trim().max(10).nullable().optional(),
  /** Workers placed at this worksite. */
  workers: z.number().int().min(1).max(1000).nullable().optional(),
  /** A third party's site (end client). */
  thirdParty: z.boolean().optional(),
});
export type TLcaWorksiteInput = z.input<typeof ZLcaWorksiteInput>;
export const ZLcaWorksite = z.object({
  id: z.string(),
  name: z.string().nullable(),
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  workers: z.number().int().nullable(),
  thirdParty: z.boolean(),
  /** Street, city, state and ZIP are all there. */
  complete: z.boolean(),
});
export type TLcaWorksite = z.infer<typeof ZLcaWorksite>;

/** The employer's headcounts for the dependency test (8 USC 1182(n)(3)). */
export const ZLcaHeadcounts = z.object({
  fteCount: z.number().int().min(0).max(10_000_000),
  h1bCount: z.number().int().min(0).max(10_000_000),
  exemptH1bCount: z.number().int().min(0).max(10_000_000).default(0),
});
export type TLcaHeadcounts = z.input<typeof ZLcaHeadcounts>;

/** The ETA-9035 data an update may change (each field optional; null clears it). */
export const ZLcaDataInput = z.object({
  employerName: z.string().trim().max(200).nullable().optional(),
  fein: ZFein.nullable().optional(),
  jobTitle: z.string().trim().max(200).nullable().optional(),
  socCode: ZSocCode.nullable().optional(),
  wageLevel: ZLcaWageLevel.nullable().optional(),
  prevailingWage: ZLcaMoney.nullable().optional(),
  prevailingWageUnit: ZLcaWageUnit.optional(),
  pwSource: ZLcaPwSource.nullable().optional(),
  /** Year or publication of the source (e.g. "July 2025 – June 2026"). */
  pwSourceDetail: z.string().trim().max(200).nullable().optional(),
  wageFrom: ZLcaMoney.nullable().optional(),
  /** Top of the range; null: a single wage. */
  wageTo: ZLcaMoney.nullable().optional(),
  wageUnit: ZLcaWageUnit.optional(),
  periodStart: ZIsoDate.nullable().optional(),
  periodEnd: ZIsoDate.nullable().optional(),
  /** Number of workers the LCA covers (positions of the inventory). */
  workers: z.number().int().min(1).max(1000).optional(),
  fullTime: z.boolean().optional(),
  /** The employer's answer: is it H-1B dependent? */
  h1bDependent: z.boolean().nullable().optional(),
  /** The employer's answer: has it been found a wilful violator? */
  wilfulViolator: z.boolean().nullable().optional(),
  /** Only exempt H-1B workers will be employed under the LCA (dependent employers' attestation). */
  exemptOnly: z.boolean().nullable().optional(),
  headcounts: ZLcaHeadcounts.nullable().optional(),
  /** The worksites, in order: a sent `id` keeps that worksite (changed in place), one without is added, one not sent is removed. */
  worksites: z.array(ZLcaWorksiteInput).max(50).optional(),
  /** DOL's case number once filed. */
  etaCaseNumber: ZEtaCaseNumber.nullable().optional(),
  filedOn: ZIsoDate.nullable().optional(),
  certifiedOn: ZIsoDate.nullable().optional(),
  /** The LCA manager working it. */
  lcaManagerId: z.uuid().nullable().optional(),
});
export type TLcaDataInput = z.input<typeof ZLcaDataInput>;

export const ZLcaStatusLog = z.object({
  statusId: z.number().int(),
  statusName: z.string(),
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  at: z.string(),
  note: z.string().nullable(),
});
export type TLcaStatusLog = z.infer<typeof ZLcaStatusLog>;

const ZRef = z.object({ id: z.string(), name: z.string() }).nullable();

/** The positions of an LCA: how many it covers, how many cases use one, how many are free. */
export const ZLcaPositions = z.object({
  workers: z.number().int(),
  used: z.number().int(),
  free: z.number().int(),
});

/** One LCA as its details page shows it. */
export const ZLcaDetails = z.object({
  id: z.string(),
  caseNumber: z.string(),
  subTypeId: z.number().int().nullable(),
  subTypeName: z.string().nullable(),
  statusId: z.number().int(),
  statusName: z.string(),
  statusLogs: z.array(ZLcaStatusLog),
  petitioner: ZRef,
  beneficiary: ZRef,
  /** The H-1B case the LCA was requested from. */
  parentCase: z.object({ id: z.string(), caseNumber: z.string() }).nullable(),
  lcaManager: ZRef,
  employerName: z.string().nullable(),
  fein: z.string().nullable(),
  jobTitle: z.string().nullable(),
  socCode: z.string().nullable(),
  socTitle: z.string().nullable(),
  wageLevel: ZLcaWageLevel.nullable(),
  prevailingWage: z.number().nullable(),
  prevailingWageUnit: ZLcaWageUnit,
  pwSource: ZLcaPwSource.nullable(),
  pwSourceDetail: z.string().nullable(),
  wageFrom: z.number().nullable(),
  wageTo: z.number().nullable(),
  wageUnit: ZLcaWageUnit,
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  fullTime: z.boolean(),
  h1bDependent: z.boolean().nullable(),
  wilfulViolator: z.boolean().nullable(),
  exemptOnly: z.boolean().nullable(),
  headcounts: z
    .object({ fteCount: z.number().int(), h1bCount: z.number().int(), exemptH1bCount: z.number().int() })
    .nullable(),
  /** The dependency test computed from the headcounts (null without headcounts). */
  dependency: z.object({ dependent: z.boolean(), counted: z.number().int(), rule: z.string() }).nullable(),
  /** The employer's answer differs from the computed test. */
  dependencyMismatch: z.boolean(),
  worksites: z.array(ZLcaWorksite),
  etaCaseNumber: z.string().nullable(),
  filedOn: z.string().nullable(),
  certifiedOn: z.string().nullable(),
  positions: ZLcaPositions,
  /** SPEC §4 update rule for the caller. */
  canUpdate: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
  /** Statuses the LCA may move to next. */
  nextStatusIds: z.array(z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string().nullable(),
});
export type TLcaDetails = z.infer<typeof ZLcaDetails>;

/** One row of /lca/list. */
export const ZLcaListItem = z.object({
  id: z.string(),
  caseNumber: z.string(),
  statusId: z.number().int(),
  statusName: z.string(),
  petitionerName: z.string().nullable(),
  beneficiaryName: z.string().nullable(),
  parentCaseNumber: z.string().nullable(),
  employerName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  socCode: z.string().nullable(),
  wageLevel: ZLcaWageLevel.nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  etaCaseNumber: z.string().nullable(),
  lcaManagerName: z.string().nullable(),
  positions: ZLcaPositions,
  updatedAt: z.string(),
});
export type TLcaListItem = z.infer<typeof ZLcaListItem>;

export const LCA_SORT_FIELDS = [
  'updatedAt',
  'createdAt',
  'caseNumber',
  'statusId',
  'employerName',
  'jobTitle',
  'periodStart',
  'periodEnd',
] as const;
export const ZLcaSort = z
  .object({ field: z.enum(LCA_SORT_FIELDS), order: z.union([z.literal(1), z.literal(-1)]).default(-1) })
  .default({ field: 'updatedAt', order: -1 });

export const ZLcaIdPayload = { lcaId: z.uuid() };
export { ZLcaStatusId };
