import { useQuery } from '@tanstack/react-query';
import { ApiError } from 'shared/client';
import { customerDetailsCall, type TCustomerKind } from 'shared/contract';
import { useApi } from 'shared/session';
import { customerKeys } from '../api/customersQueries';

/**
 * One customer. The route carries only the id; the list links add `?kind=`. Without it the
 * company is tried first, then the individual.
 */
export function useCustomer(customerId: string | undefined, kind: TCustomerKind | null) {
  const api = useApi();
  return useQuery({
    queryKey: customerKeys.details(kind ?? 'any', customerId ?? ''),
    enabled: !!customerId,
    queryFn: async ({ signal }) => {
      const id = customerId ?? '';
      if (kind) return api.call(customerDetailsCall, { kind, customerId: id }, { signal });
      try {
        return await api.call(customerDetailsCall, { kind: 'company', customerId: id }, { signal });
      } catch (e) {
        if (e instanceof ApiError && e.code === 'NOT_FOUND')
          return api.call(customerDetailsCall, { kind: 'individual', customerId: id }, { signal });
        throw e;
      }
    },
  });
}
