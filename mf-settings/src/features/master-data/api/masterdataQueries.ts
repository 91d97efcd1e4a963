import {
  addMasterdataCall,
  listMasterdataCall,
  updateMasterdataCall,
  type TMasterdataCategory,
  type TMasterdataItem,
  type TMasterdataOwner,
} from 'shared/contract';
import type { ApiClient } from 'shared/client';
import { callKey, useCallMutation, useCallQuery } from 'shared/query';
import type { ListPageData, ListQuery } from 'shared/ui';

/** Categories in the order the screen offers them, with their names. */
export const CATEGORY_LABEL: Readonly<Record<TMasterdataCategory, string>> = {
  carriers: 'Courier carriers',
  salary_frequencies: 'Salary frequencies',
  wage_levels: 'Wage levels',
  soc_codes: 'SOC codes',
  countries: 'Countries',
  states: 'States',
  locations: 'Cities',
  petition_types: 'Case types',
  petition_sub_types: 'Case subtypes',
  petition_status: 'Case statuses',
  company_status: 'Company statuses',
  user_status: 'User statuses',
  user_roles: 'User roles',
};
export const CATEGORIES = Object.keys(CATEGORY_LABEL) as TMasterdataCategory[];
export const isCategory = (v: string | null): v is TMasterdataCategory => v !== null && v in CATEGORY_LABEL;

/**
 * The parent a row of a category points to (a state's country, a city's country and state, a
 * subtype's case type), picked from that category's rows.
 */
export interface ParentField {
  field: 'countryId' | 'stateId' | 'parentId';
  label: string;
  category: TMasterdataCategory;
  /** The parent list is narrowed by this field of the form (a city's states by its country). */
  within?: 'countryId';
}
export const PARENT_FIELDS: Partial<Record<TMasterdataCategory, readonly ParentField[]>> = {
  states: [{ field: 'countryId', label: 'Country', category: 'countries' }],
  locations: [
    { field: 'countryId', label: 'Country', category: 'countries' },
    { field: 'stateId', label: 'State', category: 'states', within: 'countryId' },
  ],
  petition_sub_types: [{ field: 'parentId', label: 'Case type', category: 'petition_types' }],
};

/** The list's filters: whose rows, and active or not ('' = all). */
export const fetchMasterdataPage =
  (api: ApiClient, category: TMasterdataCategory) =>
  async (q: ListQuery, signal: AbortSignal): Promise<ListPageData<TMasterdataItem>> => {
    const search = q.search.trim();
    const owner = q.filters.owner as TMasterdataOwner | '' | undefined;
    const status = q.filters.status;
    const res = await api.call(
      listMasterdataCall,
      {
        category,
        page: q.page,
        perpage: Math.min(q.perpage, 100),
        matcher: {
          ...(search ? { name: search.slice(0, 200) } : {}),
          ...(owner ? { owner } : {}),
          ...(status ? { active: status === 'active' } : {}),
        },
      },
      { signal },
    );
    return { rows: res.data, total: res.count };
  };

/** The rows of a parent category for a select (active ones; a country's states when `within` is set). */
export const useParentOptions = (category: TMasterdataCategory, countryId: number | null | undefined, enabled: boolean) =>
  useCallQuery(
    listMasterdataCall,
    { category, page: 1, perpage: 1000, matcher: { active: true, ...(category === 'states' && countryId ? { countryId } : {}) } },
    { enabled: enabled && (category !== 'states' || Boolean(countryId)) },
  );

const LIST_KEY = callKey(listMasterdataCall);
export const useAddMasterdata = () =>
  useCallMutation(addMasterdataCall, { successToast: (r) => `“${r.name}” added`, invalidates: [LIST_KEY] });
export const useUpdateMasterdata = () =>
  useCallMutation(updateMasterdataCall, {
    successToast: (r) => `“${r.name}” saved${r.active ? '' : ' (inactive)'}`,
    errorToast: true,
    invalidates: [LIST_KEY],
  });
