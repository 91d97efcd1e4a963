import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { PWD_CALL_AUTH } from './pwd-schemas';

/** One fact as each record has it. */
export const ZConsistencyFact = z.object({
  field: z.enum(['socCode', 'wageLevel', 'worksite', 'wage', 'dates']),
  label: z.string(),
  pwd: z.string().nullable(),
  lca: z.string().nullable(),
  i129: z.string().nullable(),
  /** The values differ (or one record breaks the other's rule); `message` says how. */
  mismatch: z.boolean(),
  message: z.string().nullable(),
});
export const ZConsistencyResult = z.object({
  caseId: z.string(),
  caseNumber: z.string(),
  pwd: z.object({ id: z.string(), caseNumber: z.string() }).nullable(),
  lca: z.object({ id: z.string(), caseNumber: z.string() }).nullable(),
  i129: z.object({ formName: z.string() }).nullable(),
  facts: z.array(ZConsistencyFact),
  mismatches: z.number().int(),
});
export type TConsistencyResult = z.infer<typeof ZConsistencyResult>;

export const pwdConsistencyCall = defineCall({
  path: '/pwd/consistency',
  summary: 'One set of facts: every mismatch between an H-1B case’s PWD, LCA and I-129 data (SOC code, wage level, worksite, wage, dates).',
  payload: callPayload({ caseId: z.uuid() }),
  result: ZConsistencyResult,
  auth: PWD_CALL_AUTH,
  scope: 'tenant',
  ids: { caseId: 'petition' },
  example: { caseId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
