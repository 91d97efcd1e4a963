import { PWD_STATUS, type PwdPositionState } from 'shared/domain';
import type { BadgeTone } from 'shared/ui';

export const pwdStatusTone = (statusId: number): BadgeTone =>
  statusId === PWD_STATUS.DETERMINED ? 'success' : statusId === PWD_STATUS.FILED || statusId === PWD_STATUS.REDETERMINATION ? 'info' : statusId === PWD_STATUS.DRAFT ? 'warning' : 'neutral';

export const positionTone = (s: PwdPositionState): BadgeTone => (s === 'valid' ? 'success' : s === 'expiring' ? 'warning' : s === 'expired' ? 'danger' : 'neutral');

/** "312 days left", "Last day today", "Lapsed 4 days ago". */
export function countdownText(daysLeft: number | null): string {
  if (daysLeft == null) return 'No determination yet';
  if (daysLeft > 1) return `${daysLeft} days left`;
  if (daysLeft === 1) return '1 day left';
  if (daysLeft === 0) return 'Last day today';
  return `Lapsed ${-daysLeft} day${daysLeft === -1 ? '' : 's'} ago`;
}

export const money = (n: number | null | undefined): string => (n == null ? '—' : `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
