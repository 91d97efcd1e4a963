import { z } from 'zod';
import { ROLE } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZOutboxItem } from './outbox-item';

export const ZListOutboxPayload = callPayload({
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
  /** Case-insensitive substring of the recipient. */
  to: z.string().max(320).optional(),
});
export type TListOutboxPayload = z.input<typeof ZListOutboxPayload>;

export const ZListOutboxResult = z.object({
  data: z.array(ZOutboxItem),
  count: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
});
export type TListOutboxResult = z.infer<typeof ZListOutboxResult>;

/**
 * The tenant's mails, for its admin (role 3) only, with every link token redacted: a reset,
 * activation or signing link belongs to its recipient, never to whoever reads the outbox.
 */
export const listOutboxCall = defineCall({
  path: '/mail/outbox-list',
  summary: 'Mails sent (or captured) for the tenant, newest first; link tokens redacted. Admins (3) only.',
  payload: ZListOutboxPayload,
  result: ZListOutboxResult,
  auth: { kind: 'session', roles: [ROLE.ADMIN] },
  example: { page: 1, perpage: 25 },
});
