import {
  getExpirySettingsCall,
  EXPIRY_KINDS,
  listExpiriesCall,
  type TExpiryKind,
  type TListExpiriesPayload,
} from 'shared/contract';
import { callKey, moduleKey } from 'shared/query';
import { toPayloadDate } from 'shared/domain';
import { filterValue, type ListQuery } from 'shared/ui';
import { listPageFetcher } from '../../people/api/entityQueries';

/** Cache keys of the expiries feature, derived from the declarations (shared/query). */
export const expiryKeys = {
  /** Every /expiry call: the calendar, the reminder settings, the feed token. */
  all: moduleKey(listExpiriesCall.module),
  list: callKey(listExpiriesCall),
  settings: callKey(getExpirySettingsCall, {}),
};

export const EXPIRY_FILTER_KEYS = { kind: 'kind', window: 'window', relation: 'relation' } as const;

/** Windows of the calendar: the next 30/90/180 days, or what has already expired. */
export const EXPIRY_WINDOWS = [
  { value: '30', label: 'Next 30 days' },
  { value: '90', label: 'Next 90 days' },
  { value: '180', label: 'Next 180 days' },
  { value: 'expired', label: 'Expired' },
] as const;

const isKind = (v: string | undefined): v is TExpiryKind => (EXPIRY_KINDS as readonly string[]).includes(v ?? '');

export const toExpiryListPayload = (query: ListQuery, now: Date = new Date()): TListExpiriesPayload => {
  const kind = filterValue(query, EXPIRY_FILTER_KEYS.kind);
  const window = filterValue(query, EXPIRY_FILTER_KEYS.window);
  const relation = filterValue(query, EXPIRY_FILTER_KEYS.relation);
  const matcher: NonNullable<TListExpiriesPayload['matcher']> = {
    relation: relation === 'principal' || relation === 'dependent' ? relation : 'all',
    ...(isKind(kind) ? { kinds: [kind] } : {}),
  };
  if (window === 'expired') {
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    Object.assign(matcher, { includeExpired: true, to: toPayloadDate(yesterday) });
  } else if (window && /^\d+$/.test(window)) {
    Object.assign(matcher, { includeExpired: false, withinDays: Number(window) });
  } else {
    Object.assign(matcher, { includeExpired: true });
  }
  return { page: query.page, perpage: query.perpage, matcher, order: query.sort?.order ?? 1 };
};

export const fetchExpiryPage = listPageFetcher(listExpiriesCall, (query: ListQuery) => toExpiryListPayload(query));
