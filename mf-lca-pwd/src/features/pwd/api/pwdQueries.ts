import {
  listPwdCall,
  PWD_SORT_FIELDS,
  pwdActivityListCall,
  pwdConsistencyCall,
  pwdDetailsCall,
  requestPwdCall,
  updatePwdCall,
  updatePwdStatusCall,
  type TListPwdPayload,
  type TPwdListItem,
} from 'shared/contract';
import type { ApiClient } from 'shared/client';
import { PWD_POSITION_STATE_NAMES, PWD_POSITION_STATES, PWD_STATUS_IDS, pwdStatusName, type PwdPositionState, type PwdStatusId } from 'shared/domain';
import { useCallMutation, useCallQuery } from 'shared/query';
import type { ListPageData, ListQuery } from 'shared/ui';

/** URL keys of the /pwd-list filters (`position` is what the dashboard's PWD Position stats open). */
export const PWD_FILTER_KEYS = { status: 'status', position: 'position' } as const;
export const PWD_STATUS_OPTIONS = PWD_STATUS_IDS.map((id) => ({ value: String(id), label: pwdStatusName(id) }));
export const PWD_POSITION_OPTIONS = PWD_POSITION_STATES.map((s) => ({ value: s, label: PWD_POSITION_STATE_NAMES[s] }));

/** The list page's query → the /pwd/list payload (everything on the server). */
export function toPwdListPayload(q: ListQuery): TListPwdPayload {
  const f = q.filters;
  const sortKey = (PWD_SORT_FIELDS as readonly string[]).includes(q.sort?.key ?? '') ? (q.sort!.key as (typeof PWD_SORT_FIELDS)[number]) : 'updatedAt';
  const status = Number(f[PWD_FILTER_KEYS.status]);
  const position = f[PWD_FILTER_KEYS.position];
  return {
    page: q.page,
    perpage: q.perpage,
    sort: { field: sortKey, order: q.sort?.order ?? -1 },
    ...(q.search.trim() ? { search: q.search.trim() } : {}),
    ...((PWD_STATUS_IDS as readonly number[]).includes(status) ? { statusIds: [status as PwdStatusId] } : {}),
    ...((PWD_POSITION_STATES as readonly string[]).includes(position ?? '') ? { positionStates: [position as PwdPositionState] } : {}),
  };
}

export const fetchPwdPage =
  (api: ApiClient) =>
  async (q: ListQuery, signal: AbortSignal): Promise<ListPageData<TPwdListItem>> => {
    const res = await api.call(listPwdCall, toPwdListPayload(q), { signal });
    return { rows: res.data, total: res.count };
  };

const REFRESH = [listPwdCall, pwdDetailsCall, pwdActivityListCall, pwdConsistencyCall];
export const usePwd = (pwdId: string) => useCallQuery(pwdDetailsCall, { pwdId }, { enabled: !!pwdId });
export const usePwdActivity = (pwdId: string, page: number) => useCallQuery(pwdActivityListCall, { pwdId, page, perpage: 10 }, { enabled: !!pwdId });
export const useRequestPwd = () => useCallMutation(requestPwdCall, { invalidates: [listPwdCall], successToast: (p) => `PWD ${p.caseNumber} opened.` });
export const useUpdatePwd = () => useCallMutation(updatePwdCall, { invalidates: REFRESH, successToast: 'PWD saved.' });
export const useUpdatePwdStatus = () => useCallMutation(updatePwdStatusCall, { invalidates: REFRESH, successToast: (p) => `The PWD is now “${p.statusName}”.` });
