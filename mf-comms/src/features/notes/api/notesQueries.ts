import {
  listNotesCall,
  noteDetailsCall,
  petitionNoteListCall,
  updateNoteCall,
  type TListNotesPayload,
  type TNoteItem,
  type TNoteVisibility,
} from 'shared/contract';
import type { ApiClient } from 'shared/client';
import { useCallMutation, useCallQuery } from 'shared/query';
import type { ListPageData, ListQuery } from 'shared/ui';

export const NOTE_FILTER_KEYS = { record: 'record', visibility: 'visibility', author: 'author' } as const;

export interface DateRange {
  from: string;
  to: string;
}

export function toNoteListPayload(q: ListQuery, range: DateRange, me: string): TListNotesPayload {
  const f = q.filters;
  return {
    page: q.page,
    perpage: q.perpage,
    sort: q.sort?.key === 'updatedAt' ? 'updatedAt' : 'createdAt',
    order: q.sort?.order ?? -1,
    matcher: {
      ...(q.search.trim() ? { search: q.search.trim() } : {}),
      ...(f[NOTE_FILTER_KEYS.record] ? { recordType: f[NOTE_FILTER_KEYS.record] as 'case' } : {}),
      ...(f[NOTE_FILTER_KEYS.visibility] ? { visibility: f[NOTE_FILTER_KEYS.visibility] as TNoteVisibility } : {}),
      ...(f[NOTE_FILTER_KEYS.author] === 'me' ? { authorIds: [me] } : {}),
      ...(range.from ? { from: range.from } : {}),
      ...(range.to ? { to: range.to } : {}),
    },
  };
}

export const fetchNotePage =
  (api: ApiClient, range: DateRange, me: string) =>
  async (q: ListQuery, signal: AbortSignal): Promise<ListPageData<TNoteItem>> => {
    const res = await api.call(listNotesCall, toNoteListPayload(q, range, me), { signal });
    return { rows: res.data, total: res.count };
  };

export const useNote = (id: string) => useCallQuery(noteDetailsCall, { id });
export const useUpdateNote = () => useCallMutation(updateNoteCall, { invalidates: [listNotesCall, noteDetailsCall, petitionNoteListCall], successToast: 'Note saved.' });
