import { z } from 'zod';

/** Environment variables of mail. `.env.example` should list the same names. */
export const ZMailEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** `smtp://user:pass@host:587` or `smtps://…`; absent: mails are captured in the outbox table. */
  SMTP_URL: z.string().optional(),
  /**
   * Tests and local development: the capture transport also writes each mail as a JSON file into
   * this folder, where e2e tests (or a developer) read the links; no API answer carries them.
   */
  MAIL_CAPTURE_DIR: z.string().optional(),
  /** Envelope sender address; the display name is the tenant's brand. */
  MAIL_FROM: z.string().email().default('no-reply@localhost'),
  /** Retries of a failed delivery (exponential backoff from MAIL_RETRY_DELAY_SECONDS). */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
});

export interface MailConfig {
  smtpUrl?: string;
  from: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Folder of captured mails as files (MAIL_CAPTURE_DIR); capture transport only. */
  captureDir?: string;
  /** NODE_ENV is production: capturing instead of sending is then logged as a warning at start. */
  production?: boolean;
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
    captureDir: env.MAIL_CAPTURE_DIR || undefined,
    production: env.NODE_ENV === 'production',
  };
}
