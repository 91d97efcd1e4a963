import { TOAST } from 'shared/domain/limits';
import type { ToastInput } from 'shared/session';
import type { TNotificationPayload } from 'shared/contract';
import { openCommunication } from './notificationLinks';

/**
 * SPEC §3: a notification (caseNo, message, createdByName, petitionId) shown as a toast
 * (msgFrom, title, message). Clicking it opens the petition's Communication tab in a new window.
 * It stays for the toast list's timeout (SPEC §9, 50 s): arrivals are the "toast list".
 */
export function notificationToast(n: TNotificationPayload, win: Pick<Window, 'open'> = window): ToastInput {
  const petitionId = n.petitionId;
  return {
    title: n.caseNo ? `Case ${n.caseNo}` : 'Notification',
    message: n.message,
    ...(n.createdByName ? { msgFrom: n.createdByName } : {}),
    variant: 'info',
    timeoutMs: TOAST.LIST_TIMEOUT_MS,
    ...(petitionId ? { onClick: () => openCommunication(petitionId, win) } : {}),
  };
}
