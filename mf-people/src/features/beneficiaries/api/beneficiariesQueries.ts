import {
  beneficiaryDetailsCall,
  BENEFICIARY_SORT_FIELDS,
  exportBeneficiariesCsvCall,
  listBeneficiariesCall,
  type TBeneficiaryListItem,
  type TListBeneficiariesPayload,
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

/** Cache keys of the beneficiaries feature, derived from the declarations (shared/query). */
export const beneficiaryKeys = {
  /** Every /beneficiary call: lists and records. */
  all: moduleKey(listBeneficiariesCall.module),
  list: callKey(listBeneficiariesCall),
  details: (beneficiaryId: string) => callKey(beneficiaryDetailsCall, { beneficiaryId }),
};

/** One beneficiary or employee (details call), cached by id. */
export const useBeneficiary = (beneficiaryId: string | undefined) =>
  useCallQuery(beneficiaryDetailsCall, { beneficiaryId: beneficiaryId ?? '' }, { enabled: !!beneficiaryId });

export const BENEFICIARY_FILTER_KEYS = { relation: 'relation', status: 'status' } as const;

/** Matcher values a page fixes (e.g. a petitioner's beneficiaries). */
export interface FixedBeneficiaryMatcher {
  companyIds?: string[];
  principalId?: string;
}

export const toBeneficiaryListPayload = (
  query: ListQuery,
  fixed: FixedBeneficiaryMatcher = {},
): TListBeneficiariesPayload => {
  const relation = filterValue(query, BENEFICIARY_FILTER_KEYS.relation);
  const status = filterValue(query, BENEFICIARY_FILTER_KEYS.status);
  return {
    ...toListPayloadBase(query, BENEFICIARY_SORT_FIELDS),
    matcher: {
      relation: relation === 'principal' || relation === 'dependent' ? relation : 'all',
      ...(status === 'active' || status === 'inactive' || status === 'invited' ? { statuses: [status] } : {}),
      ...fixed,
    },
  };
};

export const fetchBeneficiaryPage =
  (api: ApiClient, fixed: FixedBeneficiaryMatcher = {}) =>
  async (query: ListQuery, signal: AbortSignal): Promise<ListPageData<TBeneficiaryListItem>> => {
    const result = await api.call(listBeneficiariesCall, toBeneficiaryListPayload(query, fixed), { signal });
    return { rows: result.data, total: result.count };
  };

export const exportBeneficiariesCsv =
  (api: ApiClient, fixed: FixedBeneficiaryMatcher = {}) =>
  async (query: ListQuery): Promise<CsvFile> => {
    const result = await api.call(exportBeneficiariesCsvCall, withoutPaging(toBeneficiaryListPayload(query, fixed)));
    return { fileName: result.fileName, csv: result.content };
  };
