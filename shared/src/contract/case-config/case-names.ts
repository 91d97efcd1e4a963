import { z } from 'zod';
import { TENANT_ROLES } from '../../domain/roles';
import { CASE_SUB_TYPE_BY_ID, CASE_SUB_TYPES, CASE_TYPE_BY_ID } from '../../domain/cases/case-types';
import { callPayload, defineCall } from '../define-call';

/**
 * The firm's own names of case types and subtypes (its renames and the subtypes it added,
 * deactivated ones included so old cases keep their name). Every screen that prints a type or
 * subtype name reads it through `useCaseTypeNames` (shared/query), cached for the session and
 * refreshed when the case type settings change. Standard names are not repeated: a type or
 * subtype missing here has its product name (`CASE_TYPE_BY_ID`, `CASE_SUB_TYPE_BY_ID`).
 */
export const ZCaseNames = z.object({
  types: z.array(z.object({ typeId: z.number().int(), name: z.string() })),
  subtypes: z.array(z.object({ typeId: z.number().int(), subTypeId: z.number().int(), name: z.string() })),
});
export type TCaseNames = z.infer<typeof ZCaseNames>;

export const caseNamesCall = defineCall({
  path: '/case-config/names',
  summary: 'The firm’s names of case types and subtypes (renames and its own subtypes, deactivated included).',
  payload: callPayload({}),
  result: ZCaseNames,
  auth: { kind: 'session', roles: TENANT_ROLES },
  scope: 'tenant',
  example: {},
});

/** Turns type and subtype ids into the names a firm shows (see `caseTypeNamer`). */
export interface CaseTypeNamer {
  /** The firm's name of the type, else `fallback` (the name an answer carried), else the product's. */
  typeName(typeId: number | null | undefined, fallback?: string | null): string;
  /** The same for a subtype (a firm's own subtype ids are its own, from 100000); null without one. */
  subTypeName(subTypeId: number | null | undefined, fallback?: string | null): string | null;
  /** Both names of a record that carries ids and (optionally) names: `names.of(c).typeName`. */
  of(r: NamedCaseType): { typeName: string; subTypeName: string | null };
  /** Every subtype with the firm's names: the product's, then the firm's own (for pickers and filters). */
  subtypes(): { id: number; typeId: number; name: string }[];
}

/** A record with a case type (and maybe a subtype): a case, a list row, a template… */
export interface NamedCaseType {
  typeId?: number | null;
  typeName?: string | null;
  subTypeId?: number | null;
  subTypeName?: string | null;
}

/**
 * The name mapper of a firm: its renames and own subtypes (`/case-config/names`) over the
 * product's names. An answer's own name (`fallback`) is kept when the firm has none, since the
 * api already resolves the firm's names in case lists and details (docs/settings.md).
 */
export function caseTypeNamer(names?: TCaseNames | null): CaseTypeNamer {
  const types = new Map((names?.types ?? []).map((t) => [t.typeId, t.name]));
  const subtypes = new Map((names?.subtypes ?? []).map((s) => [s.subTypeId, s.name]));
  const typeName: CaseTypeNamer['typeName'] = (id, fallback) =>
    id ? (types.get(id) ?? fallback ?? CASE_TYPE_BY_ID.get(id)?.name ?? `Type ${id}`) : (fallback ?? '');
  const subTypeName: CaseTypeNamer['subTypeName'] = (id, fallback) =>
    id ? (subtypes.get(id) ?? fallback ?? CASE_SUB_TYPE_BY_ID.get(id)?.name ?? `Subtype ${id}`) : (fallback ?? null);
  return {
    typeName,
    subTypeName,
    of: (r) => ({ typeName: typeName(r.typeId, r.typeName), subTypeName: subTypeName(r.subTypeId, r.subTypeName) }),
    subtypes: () => [
      ...CASE_SUB_TYPES.map((s) => ({ id: s.id, typeId: s.typeId, name: subtypes.get(s.id) ?? s.name })),
      ...(names?.subtypes ?? []).filter((s) => !CASE_SUB_TYPE_BY_ID.has(s.subTypeId)).map((s) => ({ id: s.subTypeId, typeId: s.typeId, name: s.name })),
    ],
  };
}
