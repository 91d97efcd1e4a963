import {
  attachLcaCaseCall,
  detachLcaCaseCall,
  LCA_SORT_FIELDS,
  lcaActivityListCall,
  lcaDetailsCall,
  lcaFillDetailsCall,
  lcaFillSaveCall,
  lcaInventoryDetailsCall,
  lcaNoticesCall,
  listLcaCall,
  requestLcaCall,
  sendLcaFillLinkCall,
  updateLcaCall,
  updateLcaStatusCall,
  type TLcaListItem,
  type TListLcaPayload,
} from 'shared/contract';
import type { ApiClient } from 'shared/client';
import { LCA_STATUS_IDS, lcaStatusName, toPayloadDate, type LcaStatusId } from 'shared/domain';
import { useCallMutation, useCallQuery } from 'shared/query';
import type { ListPageData, ListQuery } from 'shared/ui';

/** URL keys of the /lcalist filters. */
export const LCA_FILTER_KEYS = { status: 'status', employer: 'employer', period: 'period', free: 'free' } as const;

/** The period filter: LCAs whose period ends within N days (or already ended). */
export const LCA_PERIOD_FILTERS = [
  { value: 'ended', label: 'Period ended', days: 0 },
  { value: '30', label: 'Ending within 30 days', days: 30 },
  { value: '90', label: 'Ending within 90 days', days: 90 },
  { value: '180', label: 'Ending within 180 days', days: 180 },
] as const;

const addDays = (today: Date, days: number): string => toPayloadDate(new Date(today.getTime() + days * 86_400_000));

/** The list page's query → the /lca/list payload (filters, search, sort and paging all on the server). */
export function toLcaListPayload(q: ListQuery, today: Date = new Date()): TListLcaPayload {
  const f = q.filters;
  const sortKey = (LCA_SORT_FIELDS as readonly string[]).includes(q.sort?.key ?? '') ? (q.sort!.key as (typeof LCA_SORT_FIELDS)[number]) : 'updatedAt';
  const status = Number(f[LCA_FILTER_KEYS.status]);
  const period = LCA_PERIOD_FILTERS.find((p) => p.value === f[LCA_FILTER_KEYS.period]);
  const endingBy = period ? (period.value === 'ended' ? addDays(today, -1) : addDays(today, period.days)) : undefined;
  return {
    page: q.page,
    perpage: q.perpage,
    sort: { field: sortKey, order: q.sort?.order ?? -1 },
    ...(q.search.trim() ? { search: q.search.trim() } : {}),
    ...((LCA_STATUS_IDS as readonly number[]).includes(status) ? { statusIds: [status as LcaStatusId] } : {}),
    ...(f[LCA_FILTER_KEYS.employer] ? { petitionerId: f[LCA_FILTER_KEYS.employer] } : {}),
    ...(endingBy ? { endingBy } : {}),
    ...(f[LCA_FILTER_KEYS.free] === 'yes' ? { withFreePositions: true } : {}),
  };
}

export const fetchLcaPage =
  (api: ApiClient) =>
  async (q: ListQuery, signal: AbortSignal): Promise<ListPageData<TLcaListItem>> => {
    const res = await api.call(listLcaCall, toLcaListPayload(q), { signal });
    return { rows: res.data, total: res.count };
  };

export const LCA_STATUS_OPTIONS = LCA_STATUS_IDS.filter((id) => id !== 3).map((id) => ({ value: String(id), label: lcaStatusName(id) }));

const REFRESH = [listLcaCall, lcaDetailsCall, lcaActivityListCall, lcaInventoryDetailsCall];

export const useLca = (lcaId: string) => useCallQuery(lcaDetailsCall, { lcaId }, { enabled: !!lcaId });
export const useLcaActivity = (lcaId: string, page: number) => useCallQuery(lcaActivityListCall, { lcaId, page, perpage: 10 }, { enabled: !!lcaId });
export const useLcaInventory = (lcaId: string) => useCallQuery(lcaInventoryDetailsCall, { lcaId }, { enabled: !!lcaId });
/** The LCAs of one H-1B case (requested from it or serving it). */
export const useCaseLcas = (caseId: string | null) =>
  useCallQuery(listLcaCall, { caseId: caseId ?? undefined, page: 1, perpage: 10, sort: { field: 'updatedAt', order: -1 } }, { enabled: !!caseId });

export const useRequestLca = () => useCallMutation(requestLcaCall, { invalidates: [listLcaCall], successToast: (l) => `LCA ${l.caseNumber} requested.` });
/** Worksites may change: the posting-notice panel (keyed by worksite) reloads too. */
export const useUpdateLca = () => useCallMutation(updateLcaCall, { invalidates: [...REFRESH, lcaNoticesCall], successToast: 'LCA saved.' });
export const useUpdateLcaStatus = () => useCallMutation(updateLcaStatusCall, { invalidates: REFRESH, successToast: (l) => `The LCA is now “${l.statusName}”.` });
export const useSendFillLink = () => useCallMutation(sendLcaFillLinkCall, { invalidates: [lcaActivityListCall], successToast: (s) => `Link sent to ${s.sentTo ?? 'the employer'}.` });
export const useAttachCase = () => useCallMutation(attachLcaCaseCall, { invalidates: REFRESH, successToast: 'The case now uses a position of this LCA.' });
export const useDetachCase = () => useCallMutation(detachLcaCaseCall, { invalidates: REFRESH, successToast: 'The position is free again.', errorToast: true });

export const useLcaFill = (token: string | null) => useCallQuery(lcaFillDetailsCall, { token: token ?? '' }, { enabled: !!token, retry: false });
export const useLcaFillSave = () => useCallMutation(lcaFillSaveCall, {});
