import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  formGroupListCall,
  getPreparerListCall,
  getSignedUrlCall,
  letterTemplateListCall,
  listBranchesCall,
  listMasterdataCall,
  listNotificationsCall,
  petitionActivityListCall,
  petitionDetailsCall,
  petitionNoteListCall,
  rfeActivityListCall,
  rfePetitionDetailsCall,
  type TCaseDetails,
} from 'shared/contract';
import { callKey, invalidateCalls, moduleKey, setCallData, useCallQuery, type CallTarget } from 'shared/query';
import { useToast } from 'shared/session';
import { errorMessage } from 'shared/ui';

/** The payloads the details hooks send: the keys below are derived from them (`callKey(decl, payload)`). */
const activityPayload = (petitionId: string, kind: 'petition' | 'rfe') =>
  kind === 'rfe' ? { petitionId, page: 1, perpage: 1000 } : { petitionId, page: 1 };
const notesPayload = (petitionId: string) => ({ petitionId, page: 1, perpage: 1000 });
const CARRIERS_PAYLOAD = { category: 'carriers' as const, page: 1, perpage: 1000, matcher: { active: true } };
const CASE_NOTIFICATIONS_PAYLOAD = { page: 1, perpage: 100, markRead: false };

/**
 * Cache keys of the details page, derived from the declarations (`shared/query`): the same call
 * with the same payload is one entry in every remote. Invalidate `CASE_DATA` (`invalidateCases`)
 * after a case changes: it replaced the old hand-written `['cases']` root.
 */
export const caseKeys = {
  details: (id: string) => callKey(petitionDetailsCall, { petitionId: id }),
  rfe: (id: string) => callKey(rfePetitionDetailsCall, { petitionId: id }),
  activity: (id: string, kind: 'petition' | 'rfe') =>
    kind === 'rfe' ? callKey(rfeActivityListCall, activityPayload(id, kind)) : callKey(petitionActivityListCall, activityPayload(id, kind)),
  notes: (id: string) => callKey(petitionNoteListCall, notesPayload(id)),
  preparers: (roleId: number) => callKey(getPreparerListCall, { roleIds: [roleId] }),
  carriers: callKey(listMasterdataCall, CARRIERS_PAYLOAD),
  notifications: callKey(listNotificationsCall, CASE_NOTIFICATIONS_PAYLOAD),
};

/**
 * Everything the case screens read about cases (what the old `['cases']` key root held): the
 * petition and rfe-petition api modules (details, activity, notes, preparers, lists, saved views,
 * documents, signature requests, forms and letters of a case, filing fees), the letter templates
 * and form groups offered to a case, the signed file addresses and the branch options of the lists.
 */
export const CASE_DATA: readonly CallTarget[] = [
  moduleKey(petitionDetailsCall.module),
  moduleKey(rfePetitionDetailsCall.module),
  callKey(letterTemplateListCall),
  callKey(formGroupListCall),
  callKey(getSignedUrlCall),
  callKey(listBranchesCall),
];

/** Marks every case answer stale and refetches those on screen (after any case change). */
export const invalidateCases = (client: QueryClient): Promise<void> => invalidateCalls(client, ...CASE_DATA);

/** True for a cached answer about one case: a key with the petition id, or a payload `{ petitionId }`. */
export const isAboutCase =
  (petitionId: string) =>
  ({ queryKey }: { queryKey: QueryKey }): boolean =>
    queryKey.some(
      (part) =>
        part === petitionId ||
        (typeof part === 'object' && part !== null && (part as { petitionId?: unknown }).petitionId === petitionId),
    );

export function useCaseDetails(petitionId: string | undefined) {
  return useCallQuery(petitionDetailsCall, { petitionId: petitionId ?? '' }, { enabled: !!petitionId });
}

export function useRfeDetails(petitionId: string | undefined) {
  return useCallQuery(rfePetitionDetailsCall, { petitionId: petitionId ?? '' }, { enabled: !!petitionId });
}

/** The case's history: /petition/activity-list, or /rfe-petition/activity-list for an RFE case. */
export function useCaseActivity(petitionId: string, kind: 'petition' | 'rfe') {
  const petition = useCallQuery(petitionActivityListCall, activityPayload(petitionId, 'petition'), { enabled: kind === 'petition' });
  const rfe = useCallQuery(rfeActivityListCall, activityPayload(petitionId, 'rfe'), { enabled: kind === 'rfe' });
  return kind === 'rfe' ? rfe : petition;
}

export function useCaseNotes(petitionId: string) {
  return useCallQuery(petitionNoteListCall, notesPayload(petitionId));
}

/** Staff of one role who can be assigned to a case. */
export function usePreparers(roleId: number) {
  return useCallQuery(getPreparerListCall, { roleIds: [roleId] });
}

/** Master data 'carriers' (active ones). */
export function useCarriers() {
  return useCallQuery(listMasterdataCall, CARRIERS_PAYLOAD, { staleTime: 10 * 60_000 });
}

/** The signed-in user's latest notifications (the Communication tab keeps this case's). */
export function useMyNotifications() {
  return useCallQuery(listNotificationsCall, CASE_NOTIFICATIONS_PAYLOAD);
}

/**
 * A case action: runs `fn`, puts the answered case into the cache, refreshes the case queries
 * (lists, history, linked cases) and shows `success` as a toast. Errors stay with the caller
 * (dialogs show them inline); `toastErrors` also toasts them for buttons without a dialog.
 */
export function useCaseAction<V, R>(
  petitionId: string,
  fn: (vars: V) => Promise<R>,
  opts: { success: string | ((r: R) => string); pick?: (r: R) => TCaseDetails | null; toastErrors?: boolean },
) {
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      const details = opts.pick ? opts.pick(result) : (result as unknown as TCaseDetails);
      if (details && typeof details === 'object' && 'workflow' in details) setCallData(qc, petitionDetailsCall, { petitionId }, details);
      toast.success(typeof opts.success === 'function' ? opts.success(result) : opts.success);
      await invalidateCases(qc);
    },
    onError: (e) => {
      if (opts.toastErrors) toast.error(errorMessage(e));
    },
  });
}
