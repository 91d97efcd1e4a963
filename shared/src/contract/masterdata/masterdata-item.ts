import { z } from 'zod';

/** SPEC §3 master data categories. */
export const MASTERDATA_CATEGORIES = [
  'countries',
  'states',
  'locations',
  'petition_types',
  'petition_sub_types',
  'soc_codes',
  'user_roles',
  'user_status',
  'company_status',
  'petition_status',
  'salary_frequencies',
  'wage_levels',
  'carriers',
] as const;
export const ZMasterdataCategory = z.enum(MASTERDATA_CATEGORIES);
export type TMasterdataCategory = z.infer<typeof ZMasterdataCategory>;

/** Whose rows a list shows: the platform's global rows or the caller's own. */
export const MASTERDATA_OWNERS = ['global', 'own'] as const;
export type TMasterdataOwner = (typeof MASTERDATA_OWNERS)[number];

/** Status lists page at 10000 rather than 1000 (SPEC §9). */
export const MASTERDATA_STATUS_CATEGORIES: readonly TMasterdataCategory[] = [
  'petition_status',
  'user_status',
  'company_status',
];

/** One master data entry. Seeded entries are global (`tenantId` null); tenants may add their own. */
export const ZMasterdataItem = z.object({
  id: z.number().int(),
  category: ZMasterdataCategory,
  name: z.string(),
  /** ISO2 for countries, SOC code for soc_codes, short code elsewhere. */
  code: z.string().nullable(),
  /** SOC title for soc_codes. */
  designation: z.string().nullable(),
  countryId: z.number().int().nullable(),
  stateId: z.number().int().nullable(),
  /** Petition type id for petition_sub_types; parent SOC group for soc_codes. */
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  /** Owning tenant, or null for global entries. */
  tenantId: z.string().nullable(),
  /** Category-specific extras: phonecode, colour, styleClass, level, description, kind… */
  extra: z.record(z.string(), z.unknown()),
});
export type TMasterdataItem = z.infer<typeof ZMasterdataItem>;

/** Editable fields of an entry. */
export const masterdataFields = {
  name: z.string().trim().min(1).max(300),
  code: z.string().trim().max(50).nullable().optional(),
  designation: z.string().trim().max(300).nullable().optional(),
  countryId: z.number().int().positive().nullable().optional(),
  stateId: z.number().int().positive().nullable().optional(),
  parentId: z.number().int().positive().nullable().optional(),
  sortOrder: z.number().int().min(0).max(1_000_000).optional(),
  extra: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
};
