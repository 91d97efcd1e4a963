import { z } from 'zod';
import { STAFF_AND_CLIENT_ROLES } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZIsoDate } from '../people/iso-date';
import { WALL_EVENT_TYPES, ZWallEvent } from './walls-schemas';

export const ZListWallsPayload = callPayload({
  page: z.number().int().min(1).default(1),
  /** SPEC §9: widget page sizes 25 or 100. */
  perpage: z.number().int().min(1).max(100).default(25),
  matcher: z
    .object({
      eventTypes: z.array(z.enum(WALL_EVENT_TYPES)).max(WALL_EVENT_TYPES.length).optional(),
      /** Case type ids (master data `petition_types`). */
      typeIds: z.array(z.number().int().positive()).max(50).optional(),
      from: ZIsoDate.optional(),
      to: ZIsoDate.optional(),
    })
    .refine((m) => !m.from || !m.to || m.from <= m.to, {
      message: 'The start date must be on or before the end date',
      path: ['to'],
    })
    .default({}),
});
export type TListWallsPayload = z.input<typeof ZListWallsPayload>;
export const ZListWallsResult = z.object({
  data: z.array(ZWallEvent),
  count: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
});
export type TListWallsResult = z.infer<typeof ZListWallsResult>;
export const listWallsCall = defineCall({
  path: '/walls/list',
  summary:
    "The firm's Updates feed: new cases, approvals, RFEs, receipts, signatures and new clients the caller may see, newest first.",
  payload: ZListWallsPayload,
  result: ZListWallsResult,
  // Staff and clients alike, by the case rules: a client gets his own cases' shared events (no staff
  // notes, no internal approval step, no new clients); the dashboard's Updates widget is the same SQL.
  auth: { kind: 'session', roles: STAFF_AND_CLIENT_ROLES },
  scope: 'tenant',
  example: { page: 1, perpage: 25, matcher: { eventTypes: ['approval', 'rfe'] } },
});
