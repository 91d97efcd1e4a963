import { I129_MAPPING } from './mappings/i-129';
import { I130_MAPPING } from './mappings/i-130';
import { I131_MAPPING } from './mappings/i-131';
import { I140_MAPPING } from './mappings/i-140';
import { I485_MAPPING } from './mappings/i-485';
import { I539_MAPPING } from './mappings/i-539';
import { I765_MAPPING } from './mappings/i-765';
import { I864_MAPPING } from './mappings/i-864';
import { I9_MAPPING } from './mappings/i-9';
import type { FormMapping } from './types';

/** Every mapped form, by code. Add a form: write mappings/<code>.ts and list it here. */
export const FORM_MAPPINGS: readonly FormMapping[] = [
  I129_MAPPING,
  I539_MAPPING,
  I765_MAPPING,
  I130_MAPPING,
  I485_MAPPING,
  I131_MAPPING,
  I864_MAPPING,
  I140_MAPPING,
  I9_MAPPING,
];

export const FORM_CODES = FORM_MAPPINGS.map((m) => m.code);

export const formMapping = (code: string): FormMapping | undefined =>
  FORM_MAPPINGS.find((m) => m.code.toLowerCase() === code.trim().toLowerCase());

/** The mapped forms filed for a case type. */
export const formsForCaseType = (typeId: number): FormMapping[] =>
  FORM_MAPPINGS.filter((m) => m.caseTypeIds.includes(typeId));

/** Generation refuses a superseded edition with this message (409). */
export const supersededEditionMessage = (code: string, edition: string): string =>
  `Form ${code} edition ${edition} is superseded. Update the form to the current edition before generating.`;
