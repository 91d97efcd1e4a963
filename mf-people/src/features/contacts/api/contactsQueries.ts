import {
  contactDetailsCall,
  exportContactsCsvCall,
  listContactCategoriesCall,
  listContactsCall,
  type TListContactsPayload,
} from 'shared/contract';
import { callKey, useCallQuery } from 'shared/query';
import { filterValue, type ListQuery, toListPayloadBase } from 'shared/ui';
import { csvExporter, detailsQuery, entityKeys, listPageFetcher } from '../../people/api/entityQueries';

/** Cache keys of the contacts feature, derived from the declarations (shared/query). */
export const contactKeys = {
  /** `all`: every contact call: lists, records, categories (what a ['people'] refresh used to reach). */
  ...entityKeys(listContactsCall, contactDetailsCall, 'contactId'),
  /** The contact list (every page and filter). */
  list: callKey(listContactsCall),
  /** The category list (with and without inactive ones). */
  categories: callKey(listContactCategoriesCall),
};

/** One contact by id; idle without one. */
export const useContact = detailsQuery(contactDetailsCall, 'contactId');

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

export const fetchContactPage = listPageFetcher(listContactsCall, toContactListPayload);

/** The contact export takes no sort. */
export const exportContactsCsv = csvExporter(exportContactsCsvCall, toContactListPayload, { sort: false });
