import type { BadgeTone } from 'shared/ui';

/** company_status ids: 1 Active, 2 Inactive, 3 Pending Approval, 4 Approved, 5 Rejected. */
export const companyStatusTone = (statusId: number): BadgeTone => {
  switch (statusId) {
    case 1:
    case 4:
      return 'success';
    case 3:
      return 'warning';
    case 5:
      return 'danger';
    default:
      return 'neutral';
  }
};
