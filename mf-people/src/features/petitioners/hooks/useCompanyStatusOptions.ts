import { useMemo } from 'react';
import { useMasterdata } from '../../common/hooks/useMasterdata';

/** company_status master data as options (1 Active, 2 Inactive, 3 Pending Approval, 4 Approved, 5 Rejected). */
export function useCompanyStatusOptions() {
  const { items } = useMasterdata('company_status');
  return useMemo(() => items.filter((i) => i.active).map((i) => ({ value: String(i.id), label: i.name })), [items]);
}
