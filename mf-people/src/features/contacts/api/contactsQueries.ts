import { exportContactsCsvCall, listContactsCall, type TContact, type TListContactsPayload } from 'shared/contract';
import type { ApiClient } from 'shared/client';
import {
  type CsvFile,
  filterValue,
  type ListPageData,
  type ListQuery,
  toListPayloadBase,
  withoutPaging,
} from 'shared/ui';

export const contactKeys = {
  all: ['people', 'contacts'] as const,
  details: (id: string) => ['people', 'contacts', 'details', id] as const,
  categories: ['people', 'contact-categories'] as const,
};

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
