import { useMutation, useQueryClient } from '@tanstack/react-query';
import { petitionDetailsCall } from 'shared/contract/case-details';
import type { TCaseDetails } from 'shared/contract';
import { callKey, callQueryOptions, setCallData, useCallQuery } from 'shared/query';
import { useApi, useToast } from 'shared/session';
import { errorMessage } from 'shared/ui/errors';

/*
 * What the details page needs for its first view (issue 21 point 4). The panels' reads are in
 * casePanelQueries.ts and the keys in caseKeys.ts: they load with the tab or dialog that uses them.
 * The RFE read is in rfeQueries.ts (`case-kit/details/rfe`): a case's details page does not evaluate
 * the RFE contract.
 */

export function useCaseDetails(petitionId: string | undefined) {
  const api = useApi();
  const qc = useQueryClient();
  // The case is asked for during the page's first render, not after it has committed (issue 21
  // point 4): the query below takes over the request in flight (same key, same function).
  if (petitionId && !qc.getQueryState(callKey(petitionDetailsCall, { petitionId }))) {
    void qc.prefetchQuery(callQueryOptions(api, petitionDetailsCall, { petitionId }));
  }
  return useCallQuery(petitionDetailsCall, { petitionId: petitionId ?? '' }, { enabled: !!petitionId });
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
      await (await import('./caseKeys')).invalidateCases(qc);
    },
    onError: (e) => {
      if (opts.toastErrors) toast.error(errorMessage(e));
    },
  });
}
