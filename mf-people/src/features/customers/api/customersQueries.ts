import { exportCustomersCsvCall, listCustomersCall, type TCustomer, type TListCustomersPayload } from 'shared/contract';
import type { ApiClient } from 'shared/client';
import {
  type CsvFile,
  filterValue,
  type ListPageData,
  type ListQuery,
  toListPayloadBase,
  withoutPaging,
} from 'shared/ui';

export const customerKeys = {
  all: ['people', 'customers'] as const,
  details: (kind: string, id: string) => ['people', 'customers', 'details', kind, id] as const,
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

export const fetchCustomerPage =
  (api: ApiClient) =>
  async (query: ListQuery, signal: AbortSignal): Promise<ListPageData<TCustomer>> => {
    const r = await api.call(listCustomersCall, toCustomerListPayload(query), { signal });
    return { rows: r.data, total: r.count };
  };

export const exportCustomersCsv =
  (api: ApiClient) =>
  async (query: ListQuery): Promise<CsvFile> => {
    const { sort: _sort, ...payload } = withoutPaging(toCustomerListPayload(query));
    const r = await api.call(exportCustomersCsvCall, payload);
    return { fileName: r.fileName, csv: r.content };
  };
