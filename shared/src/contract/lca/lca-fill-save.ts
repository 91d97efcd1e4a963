import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZIsoDate } from '../people/iso-date';
import { lcaFillLink, lcaFillToken, ZLcaMoney, ZLcaWageUnit, ZLcaWorksiteInput } from './lca-schemas';

export const ZLcaFillSavePayload = callPayload({
  ...lcaFillToken,
  worksites: z.array(ZLcaWorksiteInput).min(1).max(50),
  wageFrom: ZLcaMoney,
  wageTo: ZLcaMoney.nullable().optional(),
  wageUnit: ZLcaWageUnit,
  fullTime: z.boolean().optional(),
  periodStart: ZIsoDate.optional(),
  periodEnd: ZIsoDate.optional(),
  workers: z.number().int().min(1).max(1000).optional(),
  /** Who filled it (name), kept in the LCA's log. */
  filledBy: z.string().trim().min(1).max(200),
});
export type TLcaFillSavePayload = z.input<typeof ZLcaFillSavePayload>;

export const lcaFillSaveCall = defineCall({
  path: '/lca/fill-save',
  summary:
    "The employer's contact sends the worksites and wages through the link. Single use: the link is spent; the same rules as /lca/update apply (full addresses, wage at least the prevailing wage, period at most 3 years).",
  payload: ZLcaFillSavePayload,
  result: z.object({ filledAt: z.string() }),
  auth: lcaFillLink,
  scope: 'tenant',
  example: {
    token: 'link-token',
    worksites: [{ line1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' }],
    wageFrom: 120000,
    wageUnit: 'year',
    filledBy: 'Jane Doe',
  },
});
