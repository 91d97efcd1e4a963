import {
  companyDetailsCall,
  COMPANY_SORT_FIELDS,
  exportCompaniesCsvCall,
  listCompaniesCall,
  type TCompanyListItem,
  type TListCompaniesPayload,
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

/** Cache keys of the petitioners feature (/company calls), derived from the declarations (shared/query). */
export const petitionerKeys = {
  /** Every /company call: lists, pickers and records. */
  all: moduleKey(listCompaniesCall.module),
  details: (companyId: string) => callKey(companyDetailsCall, { companyId }),
};

/** One petitioner company (details call), cached by id. */
export const usePetitioner = (companyId: string | undefined) =>
  useCallQuery(companyDetailsCall, { companyId: companyId ?? '' }, { enabled: !!companyId });

/** Filters of the petitioner list: status (company_status id) and branch. */
export const PETITIONER_FILTER_KEYS = { status: 'status', branch: 'branch' } as const;

export const toCompanyListPayload = (query: ListQuery, fixed: { branchIds?: string[] } = {}): TListCompaniesPayload => {
  const status = filterValue(query, PETITIONER_FILTER_KEYS.status);
  const branch = filterValue(query, PETITIONER_FILTER_KEYS.branch);
  const branchIds = branch ? [branch] : fixed.branchIds;
  return {
    ...toListPayloadBase(query, COMPANY_SORT_FIELDS),
    matcher: {
      ...(status ? { statusIds: [Number(status)] } : {}),
      ...(branchIds ? { branchIds } : {}),
    },
  };
};

export const fetchCompanyPage =
  (api: ApiClient) =>
  async (query: ListQuery, signal: AbortSignal): Promise<ListPageData<TCompanyListItem>> => {
    const result = await api.call(listCompaniesCall, toCompanyListPayload(query), { signal });
    return { rows: result.data, total: result.count };
  };

export const exportCompaniesCsv =
  (api: ApiClient) =>
  async (query: ListQuery): Promise<CsvFile> => {
    const result = await api.call(exportCompaniesCsvCall, withoutPaging(toCompanyListPayload(query)));
    return { fileName: result.fileName, csv: result.content };
  };
