import { z } from 'zod';

/** What can expire on a beneficiary or dependent. */
export const EXPIRY_KINDS = ['passport', 'visa', 'i94', 'status', 'ead', 'i797', 'max_out'] as const;
export const ZExpiryKind = z.enum(EXPIRY_KINDS);
export type TExpiryKind = z.infer<typeof ZExpiryKind>;

export const EXPIRY_KIND_LABELS: Record<TExpiryKind, string> = {
  passport: 'Passport',
  visa: 'Visa',
  i94: 'I-94',
  status: 'Immigration status',
  ead: 'EAD',
  i797: 'I-797 validity',
  max_out: 'H/L six-year maximum',
};

/** One expiring item. `id` is `<beneficiaryId>:<kind>`. */
export const ZExpiryItem = z.object({
  id: z.string(),
  kind: ZExpiryKind,
  /** e.g. "Passport", "Immigration status (H-1B)". */
  label: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  /** Days from today (the caller's `today`) to the date; negative when expired. */
  daysLeft: z.number().int(),
  expired: z.boolean(),
  beneficiaryId: z.string(),
  beneficiaryName: z.string(),
  relation: z.enum(['principal', 'spouse', 'child']),
  principalId: z.string().nullable(),
  principalName: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  attorneyUserId: z.string().nullable(),
  attorneyName: z.string().nullable(),
});
export type TExpiryItem = z.infer<typeof ZExpiryItem>;

export const EXPIRY_RECIPIENTS = ['attorney', 'petitionerHr', 'beneficiary'] as const;

/** Reminder settings of the tenant. */
export const ZExpirySettings = z.object({
  enabled: z.boolean(),
  /** Days before the date a reminder goes out, e.g. [180, 90, 30]. */
  leadTimes: z.array(z.number().int().min(1).max(730)).min(1).max(10),
  recipients: z.object({ attorney: z.boolean(), petitionerHr: z.boolean(), beneficiary: z.boolean() }),
  kinds: z.array(ZExpiryKind).min(1),
});
export type TExpirySettings = z.infer<typeof ZExpirySettings>;

export const DEFAULT_EXPIRY_SETTINGS: TExpirySettings = {
  enabled: true,
  leadTimes: [180, 90, 30],
  recipients: { attorney: true, petitionerHr: true, beneficiary: false },
  kinds: [...EXPIRY_KINDS],
};
