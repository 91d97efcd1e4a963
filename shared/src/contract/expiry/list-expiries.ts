import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZIsoDate } from '../people/iso-date';
import { ZExpiryItem, ZExpiryKind } from './expiry-schemas';
import { STAFF_AND_PETITIONER_ROLES } from '../../domain/roles';

export const ZExpiryMatcher = z
  .object({
    kinds: z.array(ZExpiryKind).max(7).optional(),
    /** Only dates from today up to today + N days (with `includeExpired`, expired ones too). */
    withinDays: z.number().int().min(0).max(3650).optional(),
    /** Include dates before today (default true). */
    includeExpired: z.boolean().default(true),
    /** Date range (inclusive), YYYY-MM-DD; combines with withinDays. */
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
    companyIds: z.array(z.uuid()).max(200).optional(),
    attorneyUserIds: z.array(z.uuid()).max(100).optional(),
    beneficiaryIds: z.array(z.uuid()).max(1000).optional(),
    relation: z.enum(['principal', 'dependent', 'all']).default('all'),
  })
  .default({ includeExpired: true, relation: 'all' });

export const ZListExpiriesPayload = callPayload({
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(1000).default(50),
  matcher: ZExpiryMatcher,
  /** By date; 1 soonest first (default). */
  order: z.union([z.literal(1), z.literal(-1)]).default(1),
});
export type TListExpiriesPayload = z.input<typeof ZListExpiriesPayload>;

export const ZListExpiriesResult = z.object({
  data: z.array(ZExpiryItem),
  count: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
  /** The date `daysLeft` counts from (the payload's `today`, else the server's date). */
  today: z.string(),
});
export type TListExpiriesResult = z.infer<typeof ZListExpiriesResult>;

export const listExpiriesCall = defineCall({
  path: '/expiry/list',
  summary:
    'Expiry calendar: passport, visa, I-94, status, EAD, I-797 and H/L six-year dates of every beneficiary and dependent the caller may see.',
  payload: ZListExpiriesPayload,
  result: ZListExpiriesResult,
  auth: { kind: 'session', roles: STAFF_AND_PETITIONER_ROLES },
  scope: 'tenant',
  example: { page: 1, perpage: 50, matcher: { kinds: ['passport', 'i94'], withinDays: 90 } },
});
