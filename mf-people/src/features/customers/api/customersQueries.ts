import { useQuery } from '@tanstack/react-query';
import { ApiError } from 'shared/client';
import {
  customerDetailsCall,
  exportCustomersCsvCall,
  listCustomersCall,
  type TListCustomersPayload,
  type TCustomerKind,
} from 'shared/contract';
import { callKey, moduleKey } from 'shared/query';
import { useApi } from 'shared/session';
import { filterValue, type ListQuery, toListPayloadBase } from 'shared/ui';
import { csvExporter, listPageFetcher } from '../../people/api/entityQueries';

/** Cache keys of the customers feature, derived from the declarations (shared/query). */
export const customerKeys = {
  /** Every /customer call: lists and records. */
  all: moduleKey(listCustomersCall.module),
  /** A customer by id and kind ('any': company first, then individual — see useCustomer). */
  details: (kind: string, customerId: string) => [...callKey(customerDetailsCall), customerId, kind],
};

export const CUSTOMER_FILTER_KEYS = { kind: 'kind', active: 'active' } as const;
const CUSTOMER_SORT_FIELDS = ['name', 'createdAt'] as const;

export const toCustomerListPayload = (query: ListQuery): TListCustomersPayload => {
  const kind = filterValue(query, CUSTOMER_FILTER_KEYS.kind);
  const active = filterValue(query, CUSTOMER_FILTER_KEYS.active);
  return {
    ...toListPayloadBase(query, CUSTOMER_SORT_FIELDS),
    matcher: {
      ...(kind === 'company' || kind === 'individual' ? { kinds: [kind] } : {}),
      ...(active === 'yes' ? { active: true } : active === 'no' ? { active: false } : {}),
    },
  };
};

export const fetchCustomerPage = listPageFetcher(listCustomersCall, toCustomerListPayload);

/** The customer export takes no sort. */
export const exportCustomersCsv = csvExporter(exportCustomersCsvCall, toCustomerListPayload, { sort: false });

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
