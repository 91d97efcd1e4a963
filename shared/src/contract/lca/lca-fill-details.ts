import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { lcaFillLink, lcaFillToken, ZLcaWageUnit, ZLcaWorksite } from './lca-schemas';

/** What the public fill page shows: the firm, the employer and the current worksite and wage details. */
export const ZLcaFillView = z.object({
  firmName: z.string(),
  caseNumber: z.string(),
  employerName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  contactName: z.string().nullable(),
  expiresAt: z.string(),
  /** The details were already sent through this link (the page opens read-only). */
  filled: z.boolean(),
  worksites: z.array(ZLcaWorksite),
  wageFrom: z.number().nullable(),
  wageTo: z.number().nullable(),
  wageUnit: ZLcaWageUnit,
  fullTime: z.boolean(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  workers: z.number().int(),
});
export type TLcaFillView = z.infer<typeof ZLcaFillView>;

export const lcaFillDetailsCall = defineCall({
  path: '/lca/fill-details',
  summary: 'The LCA behind a fill link (/fill-lca-anonymous-user): employer, job, current worksites and wages.',
  payload: callPayload({ ...lcaFillToken }),
  result: ZLcaFillView,
  auth: lcaFillLink,
  scope: 'tenant',
  example: { token: 'link-token' },
});
