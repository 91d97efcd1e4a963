import { CASE_TYPE_BY_ID } from '../cases/case-types';
import { formCatalogueEntry } from '../forms/catalogue';
import { MAX_CHILD_FORM_GROUPS } from '../limits';

/*
 * Categories and child form groups (SPEC §9: "Up to 8 child form groups; child forms and letters
 * categories exist"). A category files forms or letter templates ("Support letters", "Dependent
 * forms"); a form group is a named bundle of USCIS forms and letter templates prepared together
 * for one case type ("H-1B new petition packet"). A case type has at most 8 groups.
 */

export const LETTER_CATEGORY_KINDS = ['letter', 'form'] as const;
export type LetterCategoryKind = (typeof LETTER_CATEGORY_KINDS)[number];

export interface DefaultLetterCategory {
  name: string;
  kind: LetterCategoryKind;
}

/** The categories every firm starts with (it may rename, add and delete). */
export const DEFAULT_LETTER_CATEGORIES: readonly DefaultLetterCategory[] = [
  { name: 'Cover letters', kind: 'letter' },
  { name: 'Support letters', kind: 'letter' },
  { name: 'Employment letters', kind: 'letter' },
  { name: 'RFE responses', kind: 'letter' },
  { name: 'Petition forms', kind: 'form' },
  { name: 'Supplements', kind: 'form' },
  { name: 'Dependent forms', kind: 'form' },
];

/** A case type has at most this many form groups (SPEC §9). */
export const MAX_FORM_GROUPS_PER_CASE_TYPE = MAX_CHILD_FORM_GROUPS;

/** The message a ninth group of a case type is refused with. */
export const formGroupLimitMessage = (caseTypeId: number): string =>
  `${CASE_TYPE_BY_ID.get(caseTypeId)?.name ?? 'This case type'} already has ${MAX_FORM_GROUPS_PER_CASE_TYPE} form groups, the most a case type can have. Delete or reuse one of them.`;

/** Whether one more group may be added to a case type that has `existing` groups. */
export const canAddFormGroup = (existing: number): boolean => existing < MAX_FORM_GROUPS_PER_CASE_TYPE;

export interface FormGroupInput {
  name: string;
  caseTypeId: number;
  formCodes: readonly string[];
  templateIds: readonly string[];
}

export interface GroupIssue {
  path: string;
  message: string;
}

/**
 * Checks a group's own content (not the limit or the templates' existence, which need the
 * database): a known case type, USCIS forms from the registry, no duplicates, at least one item.
 */
export function formGroupIssues(g: FormGroupInput): GroupIssue[] {
  const issues: GroupIssue[] = [];
  if (!g.name.trim()) issues.push({ path: 'name', message: 'Please give the group a name.' });
  if (!CASE_TYPE_BY_ID.has(g.caseTypeId)) issues.push({ path: 'caseTypeId', message: 'Unknown case type.' });
  g.formCodes.forEach((code, i) => {
    if (!formCatalogueEntry(code))
      issues.push({ path: `formCodes.${i}`, message: `${code} is not one of the forms that can be filled in.` });
  });
  if (new Set(g.formCodes.map((c) => c.toUpperCase())).size !== g.formCodes.length)
    issues.push({ path: 'formCodes', message: 'A form is listed twice.' });
  if (new Set(g.templateIds).size !== g.templateIds.length)
    issues.push({ path: 'templateIds', message: 'A letter is listed twice.' });
  if (g.formCodes.length + g.templateIds.length === 0)
    issues.push({ path: 'formCodes', message: 'Pick at least one form or letter.' });
  return issues;
}
