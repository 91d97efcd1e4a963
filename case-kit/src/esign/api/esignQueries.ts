import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addSignToDocumentCall,
  cancelSignRequestCall,
  confirmReviewCompletedCall,
  declineSignCall,
  ignoreAttorneySignCall,
  mySignLinkCall,
  requestForPetitionerSignCall,
  resendSignRequestCall,
  signDetailsCall,
  signDocumentCall,
  signRequestListCall,
  signViewCall,
  verifySignatureCall,
} from 'shared/contract/esign';
import type {
  TAddSignToDocumentPayload,
  TRequestForPetitionerSignPayload,
  TSignDocumentPayload,
  TSignFileRef,
} from 'shared/contract';
import { useNavigate } from 'react-router-dom';
import { callKey, invalidateCalls, useCallMutation, useCallQuery } from 'shared/query';
import { useApi, useToast } from 'shared/session';
import { errorMessage } from 'shared/ui/errors';
import { caseKeys } from '../../details/api/caseKeys';
import { openStoredFile } from '../../documents/api/storedFiles';

/** Cache keys of the e-signature screens, derived from the declarations (`shared/query`). */
export const esignKeys = {
  list: (petitionId: string) => callKey(signRequestListCall, { petitionId }),
  details: (token: string) => callKey(signDetailsCall, { token }),
  view: (token: string) => callKey(signViewCall, { token }),
};

// ─────────────────────────── case (staff and petitioner) ───────────────────────────

export function useSignRequests(petitionId: string) {
  return useCallQuery(signRequestListCall, { petitionId });
}

/** A mutation on the case's requests: toast, then the list refreshes (and the case, whose workflow may move). */
function useCaseMutation<V, R>(petitionId: string, fn: (v: V) => Promise<R>, success: (r: R) => string) {
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (r) => {
      toast.success(success(r));
      await invalidateCalls(qc, esignKeys.list(petitionId));
      await invalidateCalls(qc, caseKeys.details(petitionId));
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

export function useRequestSignature(petitionId: string) {
  const api = useApi();
  return useCaseMutation(
    petitionId,
    (v: Omit<TRequestForPetitionerSignPayload, 'petitionId'>) =>
      api.call(requestForPetitionerSignCall, { petitionId, ...v }),
    (r) => (r.data.length === 1 ? 'Signature request sent' : `${r.data.length} signature requests sent`),
  );
}

export function useResendSignRequest(petitionId: string) {
  const api = useApi();
  return useCaseMutation(
    petitionId,
    (requestId: string) => api.call(resendSignRequestCall, { petitionId, requestId }),
    (r) => `Signature request sent again to ${r.signerEmail}`,
  );
}

export function useCancelSignRequest(petitionId: string) {
  const api = useApi();
  return useCaseMutation(
    petitionId,
    (requestId: string) => api.call(cancelSignRequestCall, { petitionId, requestId }),
    () => 'Signature request withdrawn',
  );
}

export function useConfirmReview(petitionId: string) {
  const api = useApi();
  return useCaseMutation(
    petitionId,
    (requestIds?: string[]) =>
      api.call(confirmReviewCompletedCall, { petitionId, ...(requestIds ? { requestIds } : {}) }),
    () => 'Review confirmed. Your case team has been told.',
  );
}

export function useAttorneySign(petitionId: string) {
  const api = useApi();
  return useCaseMutation(
    petitionId,
    (v: Omit<TAddSignToDocumentPayload, 'petitionId'>) => api.call(addSignToDocumentCall, { petitionId, ...v }),
    (r) => `Your signature was added to ${r.document.name}`,
  );
}

export function useIgnoreAttorneySign(petitionId: string) {
  const api = useApi();
  return useCaseMutation(
    petitionId,
    (v: { requestId: string; reason: string }) => api.call(ignoreAttorneySignCall, { petitionId, ...v }),
    () => 'Attorney signature skipped',
  );
}

/** The signed-in signer opens the sign page through a fresh link. */
export function useOpenMySignLink(petitionId: string) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (requestId: string) => {
      const { path } = await api.call(mySignLinkCall, { petitionId, requestId });
      await navigate(path);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

/** Opens a stored PDF in a new tab through a short-lived signed address (SPEC §2.3). */
export function useOpenFile(petitionId: string) {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: async (f: TSignFileRef) => {
      // The tab opens in the click's own turn (storedFiles.openInNewTab), so popup blockers allow it.
      await openStoredFile(api, f, petitionId);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

// ─────────────────────────── the sign page (link) ───────────────────────────

export function useSignDetails(token: string | null) {
  return useCallQuery(signDetailsCall, { token: token ?? '' }, { enabled: !!token, retry: false });
}

export function useSignView(token: string | null, enabled: boolean) {
  return useCallQuery(signViewCall, { token: token ?? '' }, { enabled: !!token && enabled, retry: false, staleTime: Infinity });
}

export function useSignDocument(token: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (v: Omit<TSignDocumentPayload, 'token'>) => api.call(signDocumentCall, { token, ...v }),
  });
}

export function useDeclineSign(token: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (reason: string) => api.call(declineSignCall, { token, ...(reason ? { reason } : {}) }),
  });
}

export function useVerifySignature() {
  return useCallMutation(verifySignatureCall);
}
