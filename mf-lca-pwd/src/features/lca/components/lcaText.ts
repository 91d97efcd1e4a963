import { LCA_STATUS, type LcaWageUnit } from 'shared/domain';
import { formatDate, formatMoney } from 'shared/domain';
import type { BadgeTone } from 'shared/ui';

/** Badge colour of an LCA status. */
export const lcaStatusTone = (statusId: number): BadgeTone => {
  switch (statusId) {
    case LCA_STATUS.CERTIFIED:
    case LCA_STATUS.CERTIFIED_FROM_INVENTORY:
      return 'success';
    case LCA_STATUS.FILED:
      return 'info';
    case LCA_STATUS.IN_PREPARATION:
    case LCA_STATUS.REQUESTED:
      return 'warning';
    case LCA_STATUS.DENIED:
      return 'danger';
    default:
      return 'neutral';
  }
};

export const WAGE_UNIT_LABELS: Readonly<Record<LcaWageUnit, string>> = {
  hour: 'per hour',
  week: 'per week',
  biweekly: 'every two weeks',
  month: 'per month',
  year: 'per year',
};

/** "$120,000.00 per year", "$50.00 – $60.00 per hour", or "—". */
export const wageText = (from: number | null, to: number | null, unit: LcaWageUnit): string =>
  from == null ? '—' : `${formatMoney(from)}${to != null && to !== from ? ` – ${formatMoney(to)}` : ''} ${WAGE_UNIT_LABELS[unit]}`;

/** "Jan 01, 2027 – Dec 31, 2029" or "—". */
export const periodText = (start: string | null, end: string | null): string =>
  start || end ? `${start ? formatDate(start) : '…'} – ${end ? formatDate(end) : '…'}` : '—';

export const yesNo = (v: boolean | null): string => (v == null ? 'Not answered' : v ? 'Yes' : 'No');
