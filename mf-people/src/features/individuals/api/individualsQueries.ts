import {
  individualDetailsCall,
  exportIndividualsCsvCall,
  INDIVIDUAL_ACCOUNT_TYPES,
  INDIVIDUAL_SORT_FIELDS,
  listIndividualsCall,
  type TListIndividualsPayload,
} from 'shared/contract';
import { filterValue, type ListQuery, toListPayloadBase } from 'shared/ui';
import { csvExporter, detailsQuery, entityKeys, listPageFetcher } from '../../people/api/entityQueries';

/** `all`: every /individual call (lists and records); `details(id)`: one record. */
export const individualKeys = entityKeys(listIndividualsCall, individualDetailsCall, 'individualId');

export const useIndividual = detailsQuery(individualDetailsCall, 'individualId');

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

export const fetchIndividualPage = listPageFetcher(listIndividualsCall, toIndividualListPayload);

export const exportIndividualsCsv = csvExporter(exportIndividualsCsvCall, toIndividualListPayload);
