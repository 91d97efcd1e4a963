/*
 * Case (petition) type and sub-type ids and codes, shared by the domain rules and the API.
 * The ids are fixed: they mirror api/src/modules/masterdata/masterdata.lists.ts (PETITION_TYPES,
 * PETITION_SUB_TYPES), which seeds the master data. Names are the display names seeded there.
 */

/** Petition type ids (master data `petition_types`). */
export const CASE_TYPE = {
  H1B: 1,
  L1: 2,
  PERM: 3,
  H4: 4,
  H4_EAD: 5,
  L2: 6,
  I130: 7,
  RFE: 8,
  I140: 9,
  I485: 10,
  LCA: 11,
  PWD: 12,
  CAP: 13,
  I9: 14,
} as const;

export type CaseTypeId = (typeof CASE_TYPE)[keyof typeof CASE_TYPE];

/** Which case screen family a type opens (SPEC §3 case kinds, plus the lca/pwd/cap/i9 screens). */
export type CaseKind = 'petition' | 'perm' | 'rfe' | 'gc' | 'lca' | 'pwd' | 'cap' | 'i9';

export interface CaseTypeInfo {
  id: CaseTypeId;
  name: string;
  /** Lower-case code; the case number prefix is its upper-case form (see case-number.ts). */
  code: string;
  kind: CaseKind;
  /** The government form filed for this type, when there is one. */
  form?: string;
}

export const CASE_TYPES: readonly CaseTypeInfo[] = [
  { id: 1, name: 'H-1B', code: 'h1b', kind: 'petition', form: 'I-129' },
  { id: 2, name: 'L-1', code: 'l1', kind: 'petition', form: 'I-129' },
  { id: 3, name: 'PERM / Green Card', code: 'gc', kind: 'perm', form: 'ETA-9089' },
  { id: 4, name: 'H-4', code: 'h4', kind: 'petition', form: 'I-539' },
  { id: 5, name: 'H-4 EAD', code: 'h4ead', kind: 'petition', form: 'I-765' },
  { id: 6, name: 'L-2', code: 'l2', kind: 'petition', form: 'I-539' },
  { id: 7, name: 'I-130', code: 'i130', kind: 'gc', form: 'I-130' },
  { id: 8, name: 'RFE', code: 'rfe', kind: 'rfe' },
  { id: 9, name: 'I-140', code: 'i140', kind: 'gc', form: 'I-140' },
  { id: 10, name: 'I-485', code: 'i485', kind: 'gc', form: 'I-485' },
  { id: 11, name: 'LCA', code: 'lca', kind: 'lca', form: 'ETA-9035' },
  { id: 12, name: 'PWD', code: 'pwd', kind: 'pwd', form: 'ETA-9141' },
  { id: 13, name: 'CAP Registration', code: 'cap', kind: 'cap' },
  { id: 14, name: 'I-9', code: 'i9', kind: 'i9', form: 'I-9' },
];

/** Sub-type ids (master data `petition_sub_types`). SPEC §3/§9: 15 is PERM / GC employment. */
export const CASE_SUB_TYPE = {
  H1B_NEW: 1,
  H1B_CAP: 2,
  H1B_CHANGE_OF_EMPLOYER: 3,
  H1B_EXTENSION: 4,
  H1B_AMENDMENT: 5,
  H1B_CONSULAR: 6,
  L1A: 7,
  L1B: 8,
  L1_BLANKET: 9,
  L1_EXTENSION: 10,
  H4_INITIAL: 11,
  H4_EXTENSION: 12,
  H4_EAD_INITIAL: 13,
  H4_EAD_EXTENSION: 14,
  GC_EMPLOYMENT: 15,
  PERM_FROM_H1B: 16,
  PERM_FROM_PWD: 17,
  L2_INITIAL: 18,
  L2_EXTENSION: 19,
  I130_SPOUSE: 20,
  I130_RELATIVE: 21,
  RFE_RESPONSE: 22,
  NOID_RESPONSE: 23,
  I140_FROM_PERM: 24,
  I140_EB1_NIW: 25,
  I485_EMPLOYMENT: 26,
  I485_FAMILY: 27,
  LCA_H1B: 28,
  LCA_CAP: 29,
  PWD: 30,
  CAP_REGISTRATION: 31,
  I9_VERIFICATION: 32,
  I9_REVERIFICATION: 33,
} as const;

export type CaseSubTypeId = (typeof CASE_SUB_TYPE)[keyof typeof CASE_SUB_TYPE];

export interface CaseSubTypeInfo {
  id: CaseSubTypeId;
  /** The petition type this sub-type belongs to. */
  typeId: CaseTypeId;
  name: string;
  code: string;
}

export const CASE_SUB_TYPES: readonly CaseSubTypeInfo[] = [
  { id: 1, typeId: 1, name: 'H-1B New Employment', code: 'h1b_new' },
  { id: 2, typeId: 1, name: 'H-1B CAP', code: 'h1b_cap' },
  { id: 3, typeId: 1, name: 'H-1B Change of Employer', code: 'h1b_transfer' },
  { id: 4, typeId: 1, name: 'H-1B Extension', code: 'h1b_extension' },
  { id: 5, typeId: 1, name: 'H-1B Amendment', code: 'h1b_amendment' },
  { id: 6, typeId: 1, name: 'H-1B Consular Processing', code: 'h1b_consular' },
  { id: 7, typeId: 2, name: 'L-1A', code: 'l1a' },
  { id: 8, typeId: 2, name: 'L-1B', code: 'l1b' },
  { id: 9, typeId: 2, name: 'L-1 Blanket', code: 'l1_blanket' },
  { id: 10, typeId: 2, name: 'L-1 Extension', code: 'l1_extension' },
  { id: 11, typeId: 4, name: 'H-4 Initial', code: 'h4_initial' },
  { id: 12, typeId: 4, name: 'H-4 Extension', code: 'h4_extension' },
  { id: 13, typeId: 5, name: 'H-4 EAD Initial', code: 'h4ead_initial' },
  { id: 14, typeId: 5, name: 'H-4 EAD Extension', code: 'h4ead_extension' },
  { id: 15, typeId: 3, name: 'PERM / GC Employment', code: 'gc_employment' },
  { id: 16, typeId: 3, name: 'PERM from H-1B', code: 'perm_from_h1b' },
  { id: 17, typeId: 3, name: 'PERM from PWD', code: 'perm_from_pwd' },
  { id: 18, typeId: 6, name: 'L-2 Initial', code: 'l2_initial' },
  { id: 19, typeId: 6, name: 'L-2 Extension', code: 'l2_extension' },
  { id: 20, typeId: 7, name: 'I-130 Spouse', code: 'i130_spouse' },
  { id: 21, typeId: 7, name: 'I-130 Parent, Child or Sibling', code: 'i130_relative' },
  { id: 22, typeId: 8, name: 'RFE Response', code: 'rfe_response' },
  { id: 23, typeId: 8, name: 'NOID Response', code: 'noid_response' },
  { id: 24, typeId: 9, name: 'I-140 from PERM', code: 'i140_from_perm' },
  { id: 25, typeId: 9, name: 'I-140 EB-1 / NIW', code: 'i140_eb1_niw' },
  { id: 26, typeId: 10, name: 'I-485 Employment-based', code: 'i485_employment' },
  { id: 27, typeId: 10, name: 'I-485 Family-based', code: 'i485_family' },
  { id: 28, typeId: 11, name: 'LCA for H-1B', code: 'lca_h1b' },
  { id: 29, typeId: 11, name: 'LCA for CAP', code: 'lca_cap' },
  { id: 30, typeId: 12, name: 'Prevailing Wage Determination', code: 'pwd' },
  { id: 31, typeId: 13, name: 'H-1B CAP Registration', code: 'cap_registration' },
  { id: 32, typeId: 14, name: 'I-9 Verification', code: 'i9_verification' },
  { id: 33, typeId: 14, name: 'I-9 Reverification', code: 'i9_reverification' },
];

export const CASE_TYPE_BY_ID: ReadonlyMap<number, CaseTypeInfo> = new Map(CASE_TYPES.map((t) => [t.id, t]));
export const CASE_SUB_TYPE_BY_ID: ReadonlyMap<number, CaseSubTypeInfo> = new Map(CASE_SUB_TYPES.map((t) => [t.id, t]));

/** Is `subTypeId` a sub-type of `typeId`? */
export const isSubTypeOf = (subTypeId: number, typeId: number): boolean =>
  CASE_SUB_TYPE_BY_ID.get(subTypeId)?.typeId === typeId;
