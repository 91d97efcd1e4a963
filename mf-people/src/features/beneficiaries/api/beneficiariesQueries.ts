import {
  beneficiaryDetailsCall,
  BENEFICIARY_SORT_FIELDS,
  exportBeneficiariesCsvCall,
  listBeneficiariesCall,
  type TListBeneficiariesPayload,
} from 'shared/contract';
import { callKey } from 'shared/query';
import { filterValue, type ListQuery, toListPayloadBase } from 'shared/ui';
import { csvExporter, detailsQuery, entityKeys, listPageFetcher } from '../../people/api/entityQueries';

/** Cache keys of the beneficiaries feature, derived from the declarations (shared/query). */
export const beneficiaryKeys = {
  /** `all`: every /beneficiary call (lists and records); `details(id)`: one record. */
  ...entityKeys(listBeneficiariesCall, beneficiaryDetailsCall, 'beneficiaryId'),
  list: callKey(listBeneficiariesCall),
};

/** One beneficiary or employee (details call), cached by id. */
export const useBeneficiary = detailsQuery(beneficiaryDetailsCall, 'beneficiaryId');

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

/** The page's fixed matcher (optional, e.g. a petitioner's beneficiaries) is the second argument. */
export const fetchBeneficiaryPage = listPageFetcher(listBeneficiariesCall, toBeneficiaryListPayload);

export const exportBeneficiariesCsv = csvExporter(exportBeneficiariesCsvCall, toBeneficiaryListPayload);
