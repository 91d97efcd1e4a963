import {
  companyDetailsCall,
  COMPANY_SORT_FIELDS,
  exportCompaniesCsvCall,
  listCompaniesCall,
  type TListCompaniesPayload,
} from 'shared/contract';
import { filterValue, type ListQuery, toListPayloadBase } from 'shared/ui';
import { csvExporter, detailsQuery, entityKeys, listPageFetcher } from '../../people/api/entityQueries';

/** `all`: every /company call (lists, pickers and records); `details(id)`: one petitioner company. */
export const petitionerKeys = entityKeys(listCompaniesCall, companyDetailsCall, 'companyId');

/** One petitioner company (details call), cached by id. */
export const usePetitioner = detailsQuery(companyDetailsCall, 'companyId');

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

const toCompanyPagePayload = (query: ListQuery) => toCompanyListPayload(query);

export const fetchCompanyPage = listPageFetcher(listCompaniesCall, toCompanyPagePayload);

export const exportCompaniesCsv = csvExporter(exportCompaniesCsvCall, toCompanyPagePayload);
