import { z } from 'zod';

/** One mail of the outbox, as rendered, with link tokens replaced by `[redacted]`. */
export const ZOutboxItem = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  /** `queued`, `captured` (kept, not sent: no SMTP configured), `sent` or `failed`. */
  status: z.enum(['queued', 'captured', 'sent', 'failed']),
  attempts: z.number().int(),
  error: z.string().nullable(),
  html: z.string(),
  text: z.string(),
  /** Links in the HTML body, in order (tokens redacted). */
  links: z.array(z.string()),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutboxItem = z.infer<typeof ZOutboxItem>;
