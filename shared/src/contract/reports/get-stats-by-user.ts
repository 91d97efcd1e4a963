import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZGetStatsByUserPayload = callPayload({
  /** Whose stats: default the caller; admins may ask for anyone. */
  userId: z.uuid().optional(),
});
export type TGetStatsByUserPayload = z.input<typeof ZGetStatsByUserPayload>;
export const ZGetStatsByUserResult = z.object({
  userId: z.string(),
  total: z.number().int(),
  open: z.number().int(),
  closed: z.number().int(),
  overdue: z.number().int(),
  dueThisWeek: z.number().int(),
  /** Cases whose next activity the user (by role) can act on. */
  awaitingMe: z.number().int(),
  byStatus: z.array(z.object({ statusId: z.number().int(), statusName: z.string(), count: z.number().int() })),
  byType: z.array(z.object({ typeId: z.number().int(), typeName: z.string(), count: z.number().int() })),
});
export type TGetStatsByUserResult = z.infer<typeof ZGetStatsByUserResult>;

export const getStatsByUserCall = defineCall({
  path: '/petition/get-stats-by-user',
  summary:
    "Counts of the cases assigned to a user: open, closed, overdue, due this week, awaiting the user's action, by status and type.",
  payload: ZGetStatsByUserPayload,
  result: ZGetStatsByUserResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  ids: { userId: 'user' },
  example: {},
});
