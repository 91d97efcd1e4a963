import { useQuery } from '@tanstack/react-query';
import { beneficiaryDetailsCall } from 'shared/contract';
import { useApi } from 'shared/session';
import { beneficiaryKeys } from '../api/beneficiariesQueries';

/** One beneficiary or employee (details call), cached by id. */
export function useBeneficiary(beneficiaryId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: beneficiaryKeys.details(beneficiaryId ?? ''),
    queryFn: ({ signal }) => api.call(beneficiaryDetailsCall, { beneficiaryId: beneficiaryId ?? '' }, { signal }),
    enabled: !!beneficiaryId,
  });
}
