import { EXPIRY_KINDS, type TExpiryKind, type TExpirySettings } from 'shared/contract';
import type { FormErrorMap } from 'shared/ui';

/** Lead times offered (days before the date). */
export const LEAD_TIME_CHOICES = [365, 180, 120, 90, 60, 30, 14, 7] as const;

export interface ReminderSettingsValues {
  enabled: boolean;
  leadTimes: string[];
  attorney: boolean;
  petitionerHr: boolean;
  beneficiary: boolean;
  kinds: TExpiryKind[];
}

export const settingsToForm = (s: TExpirySettings): ReminderSettingsValues => ({
  enabled: s.enabled,
  leadTimes: s.leadTimes.map(String),
  attorney: s.recipients.attorney,
  petitionerHr: s.recipients.petitionerHr,
  beneficiary: s.recipients.beneficiary,
  kinds: s.kinds,
});

export const formToSettings = (v: ReminderSettingsValues): TExpirySettings => ({
  enabled: v.enabled,
  leadTimes: [...new Set(v.leadTimes.map(Number))].sort((a, b) => b - a),
  recipients: { attorney: v.attorney, petitionerHr: v.petitionerHr, beneficiary: v.beneficiary },
  kinds: EXPIRY_KINDS.filter((k) => v.kinds.includes(k)),
});

export const validateReminderSettings = (v: ReminderSettingsValues): FormErrorMap => {
  const e: FormErrorMap = {};
  if (v.leadTimes.length === 0) e.leadTimes = 'Choose at least one lead time.';
  if (v.kinds.length === 0) e.kinds = 'Choose at least one kind of date.';
  if (v.enabled && !v.attorney && !v.petitionerHr && !v.beneficiary) e.attorney = 'Choose who gets the reminders.';
  return e;
};
