import { z } from 'zod';
import { TENANT_ROLES } from '../../domain/roles';
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
