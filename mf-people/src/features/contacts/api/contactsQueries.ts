import {
  contactDetailsCall,
  exportContactsCsvCall,
  listContactCategoriesCall,
  listContactsCall,
  type TContact,
  type TListContactsPayload,
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

/** Cache keys of the contacts feature, derived from the declarations (shared/query). */
export const contactKeys = {
  /** Every contact call: lists, records, categories (what a ['people'] refresh used to reach). */
  all: moduleKey(listContactsCall.module),
  /** The contact list (every page and filter). */
  list: callKey(listContactsCall),
  details: (contactId: string) => callKey(contactDetailsCall, { contactId }),
  /** The category list (with and without inactive ones). */
  categories: callKey(listContactCategoriesCall),
};

/** One contact by id; idle without one. */
export function useContact(contactId: string | undefined) {
  return useCallQuery(contactDetailsCall, { contactId: contactId ?? '' }, { enabled: !!contactId });
}

/** The tenant's contact categories with their counts; inactive ones on request (the category page). */
export function useContactCategories(includeInactive = false) {
  return useCallQuery(listContactCategoriesCall, { includeInactive }, { staleTime: 60_000 });
}

export const CONTACT_FILTER_KEYS = { category: 'category', subscribed: 'subscribed' } as const;
const CONTACT_SORT_FIELDS = ['name', 'createdAt', 'organisation'] as const;

export const toContactListPayload = (query: ListQuery): TListContactsPayload => {
  const category = filterValue(query, CONTACT_FILTER_KEYS.category);
  const subscribed = filterValue(query, CONTACT_FILTER_KEYS.subscribed);
  return {
    ...toListPayloadBase(query, CONTACT_SORT_FIELDS),
    matcher: {
      ...(category ? { categoryIds: [category] } : {}),
      ...(subscribed === 'yes' ? { subscribed: true } : subscribed === 'no' ? { subscribed: false } : {}),
    },
  };
};

export const fetchContactPage =
  (api: ApiClient) =>
  async (query: ListQuery, signal: AbortSignal): Promise<ListPageData<TContact>> => {
    const r = await api.call(listContactsCall, toContactListPayload(query), { signal });
    return { rows: r.data, total: r.count };
  };

export const exportContactsCsv =
  (api: ApiClient) =>
  async (query: ListQuery): Promise<CsvFile> => {
    const { sort: _sort, ...payload } = withoutPaging(toContactListPayload(query));
    const r = await api.call(exportContactsCsvCall, payload);
    return { fileName: r.fileName, csv: r.content };
  };
