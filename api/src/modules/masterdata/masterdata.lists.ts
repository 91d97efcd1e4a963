import { CASE_STATUSES, ROLE_NAMES } from 'shared/domain';
import type { TMasterdataCategory } from 'shared/contract';

/** A seeded master data entry (before tenant/category columns are added). */
export interface SeedEntry {
  id: number;
  name: string;
  code?: string | null;
  designation?: string | null;
  countryId?: number | null;
  stateId?: number | null;
  parentId?: number | null;
  sortOrder?: number;
  extra?: Record<string, unknown>;
}

/**
 * Petition (case) types. SPEC §9: the PERM list filter uses type id 3 and sub-type 15; the
 * `kind` tells which case screen family a type opens (petition, perm, rfe, gc, lca, pwd, cap, i9).
 */
export const PETITION_TYPES: SeedEntry[] = [
  { id: 1, name: 'H-1B', code: 'h1b', extra: { kind: 'petition', form: 'I-129' } },
  { id: 2, name: 'L-1', code: 'l1', extra: { kind: 'petition', form: 'I-129' } },
  { id: 3, name: 'PERM / Green Card', code: 'gc', extra: { kind: 'perm', form: 'ETA-9089' } },
  { id: 4, name: 'H-4', code: 'h4', extra: { kind: 'petition', form: 'I-539' } },
  { id: 5, name: 'H-4 EAD', code: 'h4ead', extra: { kind: 'petition', form: 'I-765' } },
  { id: 6, name: 'L-2', code: 'l2', extra: { kind: 'petition', form: 'I-539' } },
  { id: 7, name: 'I-130', code: 'i130', extra: { kind: 'gc', form: 'I-130' } },
  { id: 8, name: 'RFE', code: 'rfe', extra: { kind: 'rfe' } },
  { id: 9, name: 'I-140', code: 'i140', extra: { kind: 'gc', form: 'I-140' } },
  { id: 10, name: 'I-485', code: 'i485', extra: { kind: 'gc', form: 'I-485' } },
  { id: 11, name: 'LCA', code: 'lca', extra: { kind: 'lca', form: 'ETA-9035' } },
  { id: 12, name: 'PWD', code: 'pwd', extra: { kind: 'pwd', form: 'ETA-9141' } },
  { id: 13, name: 'CAP Registration', code: 'cap', extra: { kind: 'cap' } },
  { id: 14, name: 'I-9', code: 'i9', extra: { kind: 'i9', form: 'I-9' } },
].map((e, i) => ({ ...e, sortOrder: i + 1 }));

/** Sub-types; `parentId` is the petition type. Id 15 is PERM / GC employment (SPEC §3, §9). */
export const PETITION_SUB_TYPES: SeedEntry[] = [
  { id: 1, parentId: 1, name: 'H-1B New Employment', code: 'h1b_new' },
  { id: 2, parentId: 1, name: 'H-1B CAP', code: 'h1b_cap' },
  { id: 3, parentId: 1, name: 'H-1B Change of Employer', code: 'h1b_transfer' },
  { id: 4, parentId: 1, name: 'H-1B Extension', code: 'h1b_extension' },
  { id: 5, parentId: 1, name: 'H-1B Amendment', code: 'h1b_amendment' },
  { id: 6, parentId: 1, name: 'H-1B Consular Processing', code: 'h1b_consular' },
  { id: 7, parentId: 2, name: 'L-1A', code: 'l1a' },
  { id: 8, parentId: 2, name: 'L-1B', code: 'l1b' },
  { id: 9, parentId: 2, name: 'L-1 Blanket', code: 'l1_blanket' },
  { id: 10, parentId: 2, name: 'L-1 Extension', code: 'l1_extension' },
  { id: 11, parentId: 4, name: 'H-4 Initial', code: 'h4_initial' },
  { id: 12, parentId: 4, name: 'H-4 Extension', code: 'h4_extension' },
  { id: 13, parentId: 5, name: 'H-4 EAD Initial', code: 'h4ead_initial' },
  { id: 14, parentId: 5, name: 'H-4 EAD Extension', code: 'h4ead_extension' },
  { id: 15, parentId: 3, name: 'PERM / GC Employment', code: 'gc_employment' },
  { id: 16, parentId: 3, name: 'PERM from H-1B', code: 'perm_from_h1b' },
  { id: 17, parentId: 3, name: 'PERM from PWD', code: 'perm_from_pwd' },
  { id: 18, parentId: 6, name: 'L-2 Initial', code: 'l2_initial' },
  { id: 19, parentId: 6, name: 'L-2 Extension', code: 'l2_extension' },
  { id: 20, parentId: 7, name: 'I-130 Spouse', code: 'i130_spouse' },
  { id: 21, parentId: 7, name: 'I-130 Parent, Child or Sibling', code: 'i130_relative' },
  { id: 22, parentId: 8, name: 'RFE Response', code: 'rfe_response' },
  { id: 23, parentId: 8, name: 'NOID Response', code: 'noid_response' },
  { id: 24, parentId: 9, name: 'I-140 from PERM', code: 'i140_from_perm' },
  { id: 25, parentId: 9, name: 'I-140 EB-1 / NIW', code: 'i140_eb1_niw' },
  { id: 26, parentId: 10, name: 'I-485 Employment-based', code: 'i485_employment' },
  { id: 27, parentId: 10, name: 'I-485 Family-based', code: 'i485_family' },
  { id: 28, parentId: 11, name: 'LCA for H-1B', code: 'lca_h1b' },
  { id: 29, parentId: 11, name: 'LCA for CAP', code: 'lca_cap' },
  { id: 30, parentId: 12, name: 'Prevailing Wage Determination', code: 'pwd' },
  { id: 31, parentId: 13, name: 'H-1B CAP Registration', code: 'cap_registration' },
  { id: 32, parentId: 14, name: 'I-9 Verification', code: 'i9_verification' },
  { id: 33, parentId: 14, name: 'I-9 Reverification', code: 'i9_reverification' },
].map((e, i) => ({ ...e, sortOrder: i + 1 }));

export const USER_ROLES: SeedEntry[] = Object.entries(ROLE_NAMES).map(([id, name], i) => ({
  id: Number(id),
  name,
  sortOrder: i + 1,
}));

export const USER_STATUS: SeedEntry[] = [
  { id: 1, name: 'Active', code: 'active' },
  { id: 2, name: 'Inactive', code: 'inactive' },
  { id: 3, name: 'Invited', code: 'invited' },
  { id: 4, name: 'Pending Verification', code: 'pending_verification' },
  { id: 5, name: 'Locked', code: 'locked' },
].map((e, i) => ({ ...e, sortOrder: i + 1 }));

export const COMPANY_STATUS: SeedEntry[] = [
  { id: 1, name: 'Active', code: 'active' },
  { id: 2, name: 'Inactive', code: 'inactive' },
  { id: 3, name: 'Pending Approval', code: 'pending_approval' },
  { id: 4, name: 'Approved', code: 'approved' },
  { id: 5, name: 'Rejected', code: 'rejected' },
].map((e, i) => ({ ...e, sortOrder: i + 1 }));

export const PETITION_STATUS: SeedEntry[] = CASE_STATUSES.map((s) => ({
  id: s.id,
  name: s.name,
  sortOrder: s.id,
  extra: { colour: s.colour, styleClass: s.styleClass },
}));

/** ETA-9035 / ETA-9141 pay periods. */
export const SALARY_FREQUENCIES: SeedEntry[] = [
  { id: 1, name: 'Hour', code: 'hour' },
  { id: 2, name: 'Week', code: 'week' },
  { id: 3, name: 'Bi-Weekly', code: 'bi_weekly' },
  { id: 4, name: 'Month', code: 'month' },
  { id: 5, name: 'Year', code: 'year' },
].map((e, i) => ({ ...e, sortOrder: i + 1 }));

export const WAGE_LEVELS: SeedEntry[] = [
  { id: 1, name: 'Level I', code: 'I' },
  { id: 2, name: 'Level II', code: 'II' },
  { id: 3, name: 'Level III', code: 'III' },
  { id: 4, name: 'Level IV', code: 'IV' },
].map((e, i) => ({ ...e, sortOrder: i + 1 }));

export const CARRIERS: SeedEntry[] = [
  { id: 1, name: 'FedEx', code: 'fedex', extra: { trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}' } },
  { id: 2, name: 'UPS', code: 'ups', extra: { trackingUrl: 'https://www.ups.com/track?tracknum={number}' } },
  { id: 3, name: 'USPS', code: 'usps', extra: { trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' } },
  { id: 4, name: 'DHL', code: 'dhl', extra: { trackingUrl: 'https://www.dhl.com/us-en/home/tracking.html?tracking-id={number}' } },
].map((e, i) => ({ ...e, sortOrder: i + 1 }));

/** Small lists by category; countries, states, locations and SOC codes come from seed/data. */
export const SMALL_LISTS: Partial<Record<TMasterdataCategory, SeedEntry[]>> = {
  petition_types: PETITION_TYPES,
  petition_sub_types: PETITION_SUB_TYPES,
  user_roles: USER_ROLES,
  user_status: USER_STATUS,
  company_status: COMPANY_STATUS,
  petition_status: PETITION_STATUS,
  salary_frequencies: SALARY_FREQUENCIES,
  wage_levels: WAGE_LEVELS,
  carriers: CARRIERS,
};
