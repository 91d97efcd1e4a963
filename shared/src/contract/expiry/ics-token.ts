import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { STAFF_AND_PETITIONER_ROLES } from '../../domain/roles';

export const ZIcsTokenPayload = callPayload({
  /** Revoke the current feed address and issue a new one. */
  regenerate: z.boolean().default(false),
});
export type TIcsTokenPayload = z.input<typeof ZIcsTokenPayload>;
export const ZIcsTokenResult = z.object({
  /** Shown once when created or regenerated; null when the existing token is kept (only its hash is stored). */
  token: z.string().nullable(),
  /** `GET` address of the feed (`/ics/<token>.ics` at the tenant’s host); null when `token` is null. */
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type TIcsTokenResult = z.infer<typeof ZIcsTokenResult>;

export const icsTokenCall = defineCall({
  path: '/expiry/ics-token',
  summary:
    'The caller’s private iCalendar feed of expiries: creates it on first call (or with regenerate), answering its address once.',
  payload: ZIcsTokenPayload,
  result: ZIcsTokenResult,
  auth: { kind: 'session', roles: STAFF_AND_PETITIONER_ROLES },
  scope: 'tenant',
  example: { regenerate: false },
});
