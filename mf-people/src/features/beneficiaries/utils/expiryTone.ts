import { daysBetween } from 'shared/domain';
import type { BadgeTone } from 'shared/ui';

/** ALERT_VALUE-style thresholds: expired (danger), within 30 days (danger), within 180 days (warning). */
export const expiryTone = (date: string | null | undefined, today: Date = new Date()): BadgeTone | null => {
  if (!date) return null;
  const days = daysBetween(today, date);
  if (days === undefined) return null;
  if (days < 0 || days <= 30) return 'danger';
  if (days <= 180) return 'warning';
  return null;
};
