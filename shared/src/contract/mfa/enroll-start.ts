import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

/** Starts (or restarts) enrolment of an authenticator app: a new secret, pending until confirmed. */
export const ZEnrollStartPayload = callPayload({});
export type TEnrollStartPayload = z.input<typeof ZEnrollStartPayload>;

export const ZEnrollStartResult = z.object({
  /** `otpauth://totp/…` for authenticator apps. */
  otpauthUrl: z.string(),
  /** `data:image/png;base64,…` QR code of otpauthUrl, for an <img src>. */
  qrDataUrl: z.string(),
  /** The base32 secret, for typing in by hand. */
  secret: z.string(),
});
export type TEnrollStartResult = z.infer<typeof ZEnrollStartResult>;

export const enrollStartCall = defineCall({
  path: '/mfa/enroll-start',
  summary: 'Start authenticator enrolment: otpauth URL, QR code (data URL) and secret.',
  payload: ZEnrollStartPayload,
  result: ZEnrollStartResult,
  auth: { kind: 'session' },
  example: {},
});
