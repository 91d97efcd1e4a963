import { z } from 'zod';

/*
 * The Updates feed (issue 18.6, docs/support-tickets.md "Updates"): the firm's case events, derived
 * from the case activity log and the people tables, visible by the case rules.
 */
export const WALL_EVENT_TYPES = ['new_case', 'approval', 'rfe', 'receipt', 'signature', 'new_client'] as const;
export type WallEventType = (typeof WALL_EVENT_TYPES)[number];
export const WALL_EVENT_LABELS: Record<WallEventType, string> = {
  new_case: 'New case',
  approval: 'Approval',
  rfe: 'RFE',
  receipt: 'Receipt',
  signature: 'Signature',
  new_client: 'New client',
};

export const ZWallEvent = z.object({
  id: z.string(),
  type: z.enum(WALL_EVENT_TYPES),
  at: z.string(),
  /** One line: what happened. */
  text: z.string(),
  byName: z.string().nullable(),
  /** The case, for case events. */
  petitionId: z.string().nullable(),
  caseNumber: z.string().nullable(),
  caseTypeId: z.number().int().nullable(),
  /** The client, for `new_client` events (a beneficiary or a petitioner company). */
  client: z.object({ id: z.string(), kind: z.enum(['beneficiary', 'petitioner']), name: z.string() }).nullable(),
});
export type TWallEvent = z.infer<typeof ZWallEvent>;
