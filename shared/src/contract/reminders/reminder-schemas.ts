import { z } from 'zod';
import { ZIsoDate } from '../people/iso-date';

/*
 * Reminders (issue 18 point 4; api module `reminders`, calls /reminders/*). A reminder is set for
 * a local date and time in the user's time zone (the payload's `timezone`, added by the client),
 * may repeat (rrule), goes to users and to clients by e-mail, and is active, done or snoozed. A
 * background job delivers it at its time as a notification and an e-mail.
 */
export const REMINDER_REPEATS = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export const ZReminderRepeat = z.enum(REMINDER_REPEATS, {
  error: 'Choose how the reminder repeats: none, daily, weekly, monthly or yearly.',
});
export type TReminderRepeat = z.infer<typeof ZReminderRepeat>;
export const REMINDER_REPEAT_LABELS: Record<TReminderRepeat, string> = {
  none: 'Does not repeat',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
};

export const REMINDER_STATUSES = ['active', 'done', 'snoozed'] as const;
export const ZReminderStatus = z.enum(REMINDER_STATUSES);
export type TReminderStatus = z.infer<typeof ZReminderStatus>;
export const REMINDER_STATUS_LABELS: Record<TReminderStatus, string> = {
  active: 'Active',
  done: 'Done',
  snoozed: 'Snoozed',
};

export const REMINDER_RECORD_TYPES = ['case', 'beneficiary', 'petitioner', 'task'] as const;
export const ZReminderRecordType = z.enum(REMINDER_RECORD_TYPES);
export type TReminderRecordType = z.infer<typeof ZReminderRecordType>;

/** Snooze choices, minutes. */
export const REMINDER_SNOOZE_MINUTES = [10, 60, 24 * 60] as const;

export const REMINDER_MESSAGES = {
  title: 'Please fill Title.',
  past: 'The reminder time is in the past. Choose a date and time in the future.',
  timezone: 'Unknown time zone.',
  recipients: 'Add at least one recipient.',
  snooze: 'Choose how long to snooze the reminder.',
} as const;

/** 24-hour local time, HH:mm. */
export const ZLocalTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:mm');

export const ZReminderFields = {
  title: z.string().trim().min(1, REMINDER_MESSAGES.title).max(200),
  note: z.string().trim().max(2000),
  /** Local date and time in `timezone`. */
  date: ZIsoDate,
  time: ZLocalTime,
  repeat: ZReminderRepeat,
  recordType: ZReminderRecordType.nullable(),
  recordId: z.uuid().nullable(),
  recipientUserIds: z.array(z.uuid()).max(50),
  /** Clients (or anyone) by e-mail. */
  recipientEmails: z
    .array(z.string().trim().toLowerCase().max(254).pipe(z.email('The Email field must be a valid email')))
    .max(20),
};

export const ZReminderItem = z.object({
  id: z.string(),
  title: z.string(),
  note: z.string(),
  date: z.string(),
  time: z.string(),
  timezone: z.string(),
  /** The next delivery (UTC ISO); for a snoozed reminder, the end of the snooze. */
  nextAt: z.string().nullable(),
  repeat: ZReminderRepeat,
  status: ZReminderStatus,
  recordType: ZReminderRecordType.nullable(),
  recordId: z.string().nullable(),
  recordLabel: z.string().nullable(),
  recipientUserIds: z.array(z.string()),
  recipientNames: z.array(z.string()),
  recipientEmails: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  sentCount: z.number().int(),
  /** The caller set it (only the creator edits; recipients mark it done or snooze it). */
  mine: z.boolean(),
});
export type TReminderItem = z.infer<typeof ZReminderItem>;
