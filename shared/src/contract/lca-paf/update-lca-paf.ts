import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LCA_PAF_CALL_AUTH, ZIsoDate, ZLcaPaf, ZLcaRef } from './lca-paf-schemas';

export const ZUpdateLcaPafPayload = callPayload({
  ...ZLcaRef,
  /** How the employer sets actual wages (the actual wage system, 655.731(b)(1)). */
  wageMemo: z.string().trim().max(20_000).nullable().optional(),
  /** The benefits offered to U.S. workers and H-1B workers (655.731(c)(3)). */
  benefitsSummary: z.string().trim().max(20_000).nullable().optional(),
  /** The last day any H-1B worker was employed under the LCA (starts the one-year retention). */
  lastWorkerLeftOn: ZIsoDate.nullable().optional(),
  legalHold: z.boolean().optional(),
  legalHoldNote: z.string().trim().max(1000).nullable().optional(),
});
export type TUpdateLcaPafPayload = z.input<typeof ZUpdateLcaPafPayload>;

export const updateLcaPafCall = defineCall({
  path: '/lca-paf/update',
  summary: 'Edit the PAF texts (wage memo, benefits summary), the last H-1B worker’s leaving day and the legal hold.',
  payload: ZUpdateLcaPafPayload,
  result: ZLcaPaf,
  auth: LCA_PAF_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', wageMemo: 'Salaries follow the 2026 pay bands…' },
});
