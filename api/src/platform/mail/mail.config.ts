import { z } from 'zod';

const bool = z
  .union([z.boolean(), z.string()])
  .transform((v) => (typeof v === 'boolean' ? v : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase())));

/** Environment variables of mail. `.env.example` should list the same names. */
export const ZMailEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** `smtp://user:pass@host:587` or `smtps://…`; absent: mails are captured in the outbox table. */
  SMTP_URL: z.string().optional(),
  /** Envelope sender address; the display name is the tenant's brand. */
  MAIL_FROM: z.string().email().default('no-reply@localhost'),
  /** Retries of a failed delivery (exponential backoff from MAIL_RETRY_DELAY_SECONDS). */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /** Serve `/mail/outbox-latest` in production too (e2e runs against a production build). */
  E2E_OUTBOX: bool.default(false),
});

export interface MailConfig {
  smtpUrl?: string;
  from: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** `/mail/outbox-latest` answers (non-production, or E2E_OUTBOX=1). */
  outboxLatestEnabled: boolean;
}

export function loadMailConfig(source: NodeJS.ProcessEnv): MailConfig {
  const parsed = ZMailEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid mail configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM,
    retryLimit: env.MAIL_RETRY_LIMIT,
    retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    outboxLatestEnabled: env.NODE_ENV !== 'production' || env.E2E_OUTBOX,
  };
}
