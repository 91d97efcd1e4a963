import type { TLeadStatus } from 'shared/contract';
import type { BadgeTone } from 'shared/ui';

export const leadStatusTone = (status: TLeadStatus): BadgeTone =>
  status === 'retained'
    ? 'success'
    : status === 'lost'
      ? 'neutral'
      : status === 'consultation_booked'
        ? 'warning'
        : 'info';
