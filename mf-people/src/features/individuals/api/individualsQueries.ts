import {
  exportIndividualsCsvCall,
  INDIVIDUAL_ACCOUNT_TYPES,
  INDIVIDUAL_SORT_FIELDS,
  listIndividualsCall,
  type TIndividualListItem,
  type TListIndividualsPayload,
} from 'shared/contract';
import type { ApiClient } from 'shared/client';
import {
  type CsvFile,
  filterValue,
  type ListPageData,
  type ListQuery,
  toListPayloadBase,
  withoutPaging,
} from 'shared/ui';

export const individualKeys = {
  all: ['people', 'individuals'] as const,
  details: (id: string) => ['people', 'individuals', 'details', id] as const,
};

export const INDIVIDUAL_FILTER_KEYS = { accountType: 'type', status: 'status' } as const;

type AccountType = (typeof INDIVIDUAL_ACCOUNT_TYPES)[number];
const isAccountType = (v: string | undefined): v is AccountType =>
  (INDIVIDUAL_ACCOUNT_TYPES as readonly string[]).includes(v ?? '');

export const toIndividualListPayload = (query: ListQuery): TListIndividualsPayload => {
  const type = filterValue(query, INDIVIDUAL_FILTER_KEYS.accountType);
  const status = filterValue(query, INDIVIDUAL_FILTER_KEYS.status);
  return {
    ...toListPayloadBase(query, INDIVIDUAL_SORT_FIELDS),
    matcher: {
      ...(isAccountType(type) ? { accountTypes: [type] } : {}),
      ...(status === 'active' || status === 'inactive' ? { statuses: [status] } : {}),
    },
  };
};

export const fetchIndividualPage =
  (api: ApiClient) =>
  async (query: ListQuery, signal: AbortSignal): Promise<ListPageData<TIndividualListItem>> => {
    const r = await api.call(listIndividualsCall, toIndividualListPayload(query), { signal });
    return { rows: r.data, total: r.count };
  };

export const exportIndividualsCsv =
  (api: ApiClient) =>
  async (query: ListQuery): Promise<CsvFile> => {
    const r = await api.call(exportIndividualsCsvCall, withoutPaging(toIndividualListPayload(query)));
    return { fileName: r.fileName, csv: r.content };
  };
