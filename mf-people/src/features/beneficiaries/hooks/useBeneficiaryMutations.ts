import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteBeneficiaryCall,
  deleteBeneficiaryDocumentsCall,
  saveBeneficiaryDocumentsCall,
  type TDocumentInput,
  inviteBeneficiaryCall,
  listBeneficiariesCall,
  mergeBeneficiariesCall,
  saveDependentsCall,
  type TBeneficiary,
  type TSaveDependentsPayload,
} from 'shared/contract';
import { formatDate } from 'shared/domain';
import { useApi, useToast } from 'shared/session';
import { errorMessage } from 'shared/ui';
import type { MergeCandidate } from '../../people/components/MergeDialog';
import { beneficiaryKeys } from '../api/beneficiariesQueries';
import { activityKey } from '../../activity/api/activityQueries';
import { expiryKeys } from '../../expiries/api/expiriesQueries';
import { invalidatePeople } from '../../people/api/peopleQueries';

/** Writes on one beneficiary; each refreshes the cached record, the lists and the calendar, and toasts. */
export function useBeneficiaryMutations(beneficiaryId: string) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.details(beneficiaryId) });
    void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all });
    void queryClient.invalidateQueries({ queryKey: expiryKeys.all });
    void queryClient.invalidateQueries({ queryKey: activityKey('beneficiary', beneficiaryId) });
  };
  const onError = (e: unknown) => toast.error(errorMessage(e));

  const invite = useMutation({
    mutationFn: (email: string | undefined) =>
      api.call(inviteBeneficiaryCall, { beneficiaryId, ...(email ? { email } : {}) }),
    onSuccess: (r) => {
      refresh();
      toast.success(`Invitation sent to ${r.email}. The link works until ${formatDate(r.expiresAt)}.`);
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => api.call(deleteBeneficiaryCall, { beneficiaryId }),
    onSuccess: (r) => {
      queryClient.removeQueries({ queryKey: beneficiaryKeys.details(beneficiaryId) });
      void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all });
      toast.success(r.dependentsDeleted > 0 ? `Deleted, with ${r.dependentsDeleted} dependent(s).` : 'Deleted.');
    },
    onError,
  });
  const saveDocuments = useMutation({
    mutationFn: (documents: TDocumentInput[]) => api.call(saveBeneficiaryDocumentsCall, { beneficiaryId, documents }),
    onSuccess: (r) => {
      const current = queryClient.getQueryData<TBeneficiary>(beneficiaryKeys.details(beneficiaryId));
      if (current)
        queryClient.setQueryData(beneficiaryKeys.details(beneficiaryId), { ...current, documents: r.documents });
    },
  });
  const deleteDocuments = useMutation({
    mutationFn: (documentIds: string[]) => api.call(deleteBeneficiaryDocumentsCall, { beneficiaryId, documentIds }),
    onSuccess: (r) => {
      const current = queryClient.getQueryData<TBeneficiary>(beneficiaryKeys.details(beneficiaryId));
      if (current)
        queryClient.setQueryData(beneficiaryKeys.details(beneficiaryId), { ...current, documents: r.documents });
      toast.success('Document removed.');
    },
    onError,
  });
  const saveDependents = useMutation({
    mutationFn: (payload: Omit<TSaveDependentsPayload, 'beneficiaryId'>) =>
      api.call(saveDependentsCall, { beneficiaryId, ...payload }),
    onSuccess: (_r, payload) => {
      refresh();
      toast.success((payload.removeIds?.length ?? 0) > 0 ? 'Dependent removed.' : 'Dependent saved.');
    },
    onError,
  });
  const merge = (sourceId: string) =>
    api.call(mergeBeneficiariesCall, { targetId: beneficiaryId, sourceId }).then((b) => {
      refresh();
      void invalidatePeople(queryClient);
      return b;
    });
  const searchCandidates = async (text: string, signal: AbortSignal): Promise<MergeCandidate[]> => {
    const r = await api.call(
      listBeneficiariesCall,
      { page: 1, perpage: 10, search: text, matcher: { relation: 'all' } },
      { signal },
    );
    return r.data.map((b) => ({
      id: b.id,
      label: b.name,
      detail: [b.passportNumber && `Passport ${b.passportNumber}`, b.email, b.companyName].filter(Boolean).join(' · '),
    }));
  };
  return { invite, remove, saveDocuments, deleteDocuments, saveDependents, merge, searchCandidates };
}
