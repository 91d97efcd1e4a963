import { listMasterdataCall } from 'shared/contract/masterdata';
import { petitionNoteListCall } from 'shared/contract/notes';
import { listNotificationsCall } from 'shared/contract/notify';
import { petitionActivityListCall } from 'shared/contract/petition';
import { getPreparerListCall } from 'shared/contract/reports';
import { rfeActivityListCall } from 'shared/contract/rfe';
import { useCallQuery } from 'shared/query';
import { activityPayload, CARRIERS_PAYLOAD, CASE_NOTIFICATIONS_PAYLOAD, notesPayload } from './caseKeys';

/* The reads of the details tabs and dialogs other than the first view (history, notes, staff, carriers). */

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
