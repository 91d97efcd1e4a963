import { z } from 'zod';
import { ROLE } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';

export const ZDeadLetterJob = z.object({
  id: z.string(),
  /** The queue the job failed on, e.g. `mail.send`. */
  queue: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** The error of the last attempt, as recorded. */
  error: z.unknown(),
  createdAt: z.string(),
});
export type TDeadLetterJob = z.infer<typeof ZDeadLetterJob>;

export const ZListDeadLettersPayload = callPayload({
  queue: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(200).default(50),
  /** Keyset: jobs that failed before this time (the last row's createdAt). */
  before: z.iso.datetime({ offset: true }).optional(),
});
export type TListDeadLettersPayload = z.input<typeof ZListDeadLettersPayload>;

export const ZListDeadLettersResult = z.object({ data: z.array(ZDeadLetterJob) });
export type TListDeadLettersResult = z.infer<typeof ZListDeadLettersResult>;

/** Operators see every tenant's dead letters; tenant admins only their tenant's. */
export const listDeadLettersCall = defineCall({
  path: '/jobs/dead-letter-list',
  summary: 'Background jobs that used up their retries, newest first.',
  payload: ZListDeadLettersPayload,
  result: ZListDeadLettersResult,
  auth: { kind: 'session', roles: [ROLE.PLATFORM_OPERATOR, ROLE.ADMIN, ROLE.BRANCH_MANAGER] },
  example: { limit: 50 },
});
