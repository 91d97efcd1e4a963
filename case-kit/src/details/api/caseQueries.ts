import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getPreparerListCall,
  listMasterdataCall,
  listNotificationsCall,
  petitionActivityListCall,
  petitionDetailsCall,
  petitionNoteListCall,
  rfeActivityListCall,
  rfePetitionDetailsCall,
  type TCaseDetails,
} from 'shared/contract';
import { useApi, useToast } from 'shared/session';
import { errorMessage } from 'shared/ui';

/** Query keys of the details page; everything under ['cases'] so the lists refresh too. */
export const caseKeys = {
  all: ['cases'] as const,
  details: (id: string) => ['cases', 'details', id] as const,
  rfe: (id: string) => ['cases', 'rfe-details', id] as const,
  activity: (id: string, kind: 'petition' | 'rfe') => ['cases', 'activity', kind, id] as const,
  notes: (id: string) => ['cases', 'notes', id] as const,
  preparers: (roleId: number) => ['cases', 'preparers', roleId] as const,
  carriers: ['masterdata', 'carriers'] as const,
  notifications: ['notify', 'list', 'case-thread'] as const,
};

export function useCaseDetails(petitionId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: caseKeys.details(petitionId ?? ''),
    queryFn: ({ signal }) => api.call(petitionDetailsCall, { petitionId: petitionId ?? '' }, { signal }),
    enabled: !!petitionId,
  });
}

export function useRfeDetails(petitionId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: caseKeys.rfe(petitionId ?? ''),
    queryFn: ({ signal }) => api.call(rfePetitionDetailsCall, { petitionId: petitionId ?? '' }, { signal }),
    enabled: !!petitionId,
  });
}

export function useCaseActivity(petitionId: string, kind: 'petition' | 'rfe') {
  const api = useApi();
  return useQuery({
    queryKey: caseKeys.activity(petitionId, kind),
    queryFn: ({ signal }) =>
      kind === 'rfe'
        ? api.call(rfeActivityListCall, { petitionId, page: 1, perpage: 1000 }, { signal })
        : api.call(petitionActivityListCall, { petitionId, page: 1 }, { signal }),
  });
}

export function useCaseNotes(petitionId: string) {
  const api = useApi();
  return useQuery({
    queryKey: caseKeys.notes(petitionId),
    queryFn: ({ signal }) => api.call(petitionNoteListCall, { petitionId, page: 1, perpage: 1000 }, { signal }),
  });
}

/** Staff of one role who can be assigned to a case. */
export function usePreparers(roleId: number) {
  const api = useApi();
  return useQuery({
    queryKey: caseKeys.preparers(roleId),
    queryFn: ({ signal }) => api.call(getPreparerListCall, { roleIds: [roleId] }, { signal }),
  });
}

/** Master data 'carriers' (active ones). */
export function useCarriers() {
  const api = useApi();
  return useQuery({
    queryKey: caseKeys.carriers,
    queryFn: ({ signal }) =>
      api.call(listMasterdataCall, { category: 'carriers', page: 1, perpage: 1000, matcher: { active: true } }, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The signed-in user's latest notifications (the Communication tab keeps this case's). */
export function useMyNotifications() {
  const api = useApi();
  return useQuery({
    queryKey: caseKeys.notifications,
    queryFn: ({ signal }) => api.call(listNotificationsCall, { page: 1, perpage: 100, markRead: false }, { signal }),
  });
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
      if (details && typeof details === 'object' && 'workflow' in details) qc.setQueryData(caseKeys.details(petitionId), details);
      toast.success(typeof opts.success === 'function' ? opts.success(result) : opts.success);
      await qc.invalidateQueries({ queryKey: caseKeys.all });
    },
    onError: (e) => {
      if (opts.toastErrors) toast.error(errorMessage(e));
    },
  });
}
