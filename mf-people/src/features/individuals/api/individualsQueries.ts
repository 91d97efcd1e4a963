import {
  individualDetailsCall,
  exportIndividualsCsvCall,
  INDIVIDUAL_ACCOUNT_TYPES,
  INDIVIDUAL_SORT_FIELDS,
  listIndividualsCall,
  type TIndividualListItem,
  type TListIndividualsPayload,
} from 'shared/contract';
import { callKey, moduleKey, useCallQuery } from 'shared/query';
import type { ApiClient } from 'shared/client';
import {
  type CsvFile,
  filterValue,
  type ListPageData,
  type ListQuery,
  toListPayloadBase,
  withoutPaging,
} from 'shared/ui';

/** Cache keys of the individuals feature, derived from the declarations (shared/query). */
export const individualKeys = {
  /** Every /individual call: lists and records. */
  all: moduleKey(listIndividualsCall.module),
  details: (individualId: string) => callKey(individualDetailsCall, { individualId }),
};

export const useIndividual = (individualId: string | undefined) =>
  useCallQuery(individualDetailsCall, { individualId: individualId ?? '' }, { enabled: !!individualId });

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
