import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listMasterdataCall } from 'shared/contract/masterdata';
import { petitionNoteListCall } from 'shared/contract/notes';
import { listNotificationsCall } from 'shared/contract/notify';
import { petitionActivityListCall, petitionDetailsCall } from 'shared/contract/petition';
import { getPreparerListCall } from 'shared/contract/reports';
import { rfeActivityListCall, rfePetitionDetailsCall } from 'shared/contract/rfe';
import type { TCaseDetails } from 'shared/contract';
import { setCallData, useCallQuery } from 'shared/query';
import { useToast } from 'shared/session';
import { errorMessage } from 'shared/ui/errors';
import { activityPayload, CARRIERS_PAYLOAD, CASE_NOTIFICATIONS_PAYLOAD, invalidateCases, notesPayload } from './caseKeys';

export { CASE_DATA, caseKeys, invalidateCases, isAboutCase } from './caseKeys';

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

/** The signed-in user's latest notifications (the Communication tab shows the case's message thread instead since issue 18). */
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
