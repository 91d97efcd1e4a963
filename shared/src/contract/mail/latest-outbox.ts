import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZOutboxItem } from './outbox-item';

export const ZLatestOutboxPayload = callPayload({
  to: z.email(),
  template: z.string().max(100).optional(),
});
export type TLatestOutboxPayload = z.input<typeof ZLatestOutboxPayload>;

export const ZLatestOutboxResult = z.object({ data: ZOutboxItem.nullable() });
export type TLatestOutboxResult = z.infer<typeof ZLatestOutboxResult>;

/**
 * Test helper: the newest mail to an address in the host's scope, with its links. Answers only
 * when NODE_ENV is not production or E2E_OUTBOX=1; otherwise 404 as if it did not exist.
 */
export const latestOutboxCall = defineCall({
  path: '/mail/outbox-latest',
  summary: 'E2E helper (off in production): the newest mail to an address, with its links.',
  payload: ZLatestOutboxPayload,
  result: ZLatestOutboxResult,
  auth: { kind: 'public' },
  rateLimit: 'strict',
  example: { to: 'someone@example.com' },
});
