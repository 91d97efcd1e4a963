import type { TLeadStatus } from 'shared/contract';
import type { BadgeTone } from '../../common/components/StatusBadge';

export const leadStatusTone = (status: TLeadStatus): BadgeTone =>
  status === 'retained'
    ? 'success'
    : status === 'lost'
      ? 'neutral'
      : status === 'consultation_booked'
        ? 'warning'
        : 'info';
