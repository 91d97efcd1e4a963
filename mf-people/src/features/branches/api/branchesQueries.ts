import {
  branchDetailsCall,
  listBranchesCall,
  type TBranch,
  type TBranchAddress,
} from 'shared/contract';
import { callKey, moduleKey } from 'shared/query';
import type { ApiClient } from 'shared/client';
import { filterValue, type ListPageData, type ListQuery, searchValue } from 'shared/ui';

/** Cache keys of the branches feature, derived from the declarations (shared/query). */
export const branchKeys = {
  /** Every /branches call: the list, the options, the records. */
  all: moduleKey(listBranchesCall.module),
  details: callKey(branchDetailsCall),
};

/** Filter of the branch list: active or inactive. */
export const BRANCH_FILTER_KEYS = { active: 'active' } as const;

export const fetchBranchPage =
  (api: ApiClient) =>
  async (query: ListQuery, signal: AbortSignal): Promise<ListPageData<TBranch>> => {
    const active = filterValue(query, BRANCH_FILTER_KEYS.active);
    const search = searchValue(query);
    const result = await api.call(
      listBranchesCall,
      {
        page: query.page,
        perpage: query.perpage,
        matcher: { ...(search ? { search } : {}), ...(active ? { active: active === 'yes' } : {}) },
      },
      { signal },
    );
    return { rows: result.data, total: result.count };
  };

/** The stored address (free JSON) as the branch form's fields. */
export const branchAddress = (b: Pick<TBranch, 'address'>): TBranchAddress => {
  const a = (b.address ?? {}) as Record<string, unknown>;
  const str = (k: string) => (typeof a[k] === 'string' ? (a[k] as string) : undefined);
  return {
    line1: str('line1'),
    line2: str('line2'),
    city: str('city'),
    state: str('state'),
    country: str('country'),
    zipcode: str('zipcode'),
  };
};

export const formatBranchAddress = (b: Pick<TBranch, 'address'>): string => {
  const a = branchAddress(b);
  return [a.line1, a.line2, a.city, [a.state, a.zipcode].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ');
};
