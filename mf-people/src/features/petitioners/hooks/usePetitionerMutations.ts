import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteCompanyDocumentsCall,
  saveCompanyDocumentsCall,
  type TDocumentInput,
  listCompaniesCall,
  mergeCompaniesCall,
  updateAuthSignerSignCall,
  updateCompanyStatusCall,
  type TCompany,
} from 'shared/contract';
import { useApi, useToast } from 'shared/session';
import { errorMessage } from 'shared/ui';
import type { MergeCandidate } from '../../people/components/MergeDialog';
import { petitionerKeys } from '../api/petitionersQueries';
import { invalidateLists } from '../../common/utils/invalidateLists';
import { activityKey } from '../../activity/api/activityQueries';
import { invalidatePeople } from '../../people/api/peopleQueries';

/** Writes on one petitioner; each refreshes the cached details and lists, and toasts the outcome. */
export function usePetitionerMutations(companyId: string) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const store = (company: TCompany) => {
    queryClient.setQueryData(petitionerKeys.details(companyId), company);
    void invalidateLists(queryClient, petitionerKeys.all);
  };
  const onError = (e: unknown) => toast.error(errorMessage(e));

  const updateStatus = useMutation({
    mutationFn: (statusId: number) => api.call(updateCompanyStatusCall, { companyId, statusId }),
    onSuccess: (c) => {
      store(c);
      toast.success(`Status changed to ${c.statusName}.`);
    },
    onError,
  });
  const saveDocuments = useMutation({
    mutationFn: (documents: TDocumentInput[]) => api.call(saveCompanyDocumentsCall, { companyId, documents }),
    onSuccess: (r) => {
      const current = queryClient.getQueryData<TCompany>(petitionerKeys.details(companyId));
      if (current) queryClient.setQueryData(petitionerKeys.details(companyId), { ...current, documents: r.documents });
      void queryClient.invalidateQueries({ queryKey: activityKey('company', companyId) });
    },
  });
  const deleteDocuments = useMutation({
    mutationFn: (documentIds: string[]) => api.call(deleteCompanyDocumentsCall, { companyId, documentIds }),
    onSuccess: (r) => {
      const current = queryClient.getQueryData<TCompany>(petitionerKeys.details(companyId));
      if (current) queryClient.setQueryData(petitionerKeys.details(companyId), { ...current, documents: r.documents });
      void queryClient.invalidateQueries({ queryKey: activityKey('company', companyId) });
      toast.success('Document removed.');
    },
    onError,
  });
  const clearSignature = useMutation({
    mutationFn: () => api.call(updateAuthSignerSignCall, { companyId, signatureKey: null }),
    onSuccess: (c) => {
      store(c);
      toast.success('Signature removed.');
    },
    onError,
  });
  const merge = (sourceId: string) =>
    api.call(mergeCompaniesCall, { targetId: companyId, sourceId }).then((c) => {
      store(c);
      void invalidatePeople(queryClient);
      return c;
    });
  const searchCandidates = async (text: string, signal: AbortSignal): Promise<MergeCandidate[]> => {
    const r = await api.call(listCompaniesCall, { page: 1, perpage: 10, search: text, matcher: {} }, { signal });
    return r.data.map((c) => ({
      id: c.id,
      label: c.name,
      detail: [c.feiNumber && `FEIN ${c.feiNumber}`, c.email, [c.city, c.state].filter(Boolean).join(', ')]
        .filter(Boolean)
        .join(' · '),
    }));
  };
  return { updateStatus, saveDocuments, deleteDocuments, clearSignature, merge, searchCandidates };
}
