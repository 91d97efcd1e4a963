import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadWith } from 'shared/client';
import {
  acceptBeneficiaryDocsCall,
  caseDocumentChecklistCall,
  deleteCaseDocumentCall,
  deleteFilesCall,
  documentsAwaitingReviewCall,
  downloadCaseDocumentsCall,
  getSignedUrlCall,
  manageDocumentUploadCall,
  uploadBeneficiaryDocsCall,
  type TUploadResult,
} from 'shared/contract';
import { useApi, useToast } from 'shared/session';
import { errorMessage } from 'shared/ui';

export const documentKeys = {
  all: ['cases', 'documents'] as const,
  checklist: (petitionId: string) => ['cases', 'documents', 'checklist', petitionId] as const,
  awaiting: (page: number) => ['cases', 'documents', 'awaiting', page] as const,
};

export function useChecklist(petitionId: string) {
  const api = useApi();
  return useQuery({
    queryKey: documentKeys.checklist(petitionId),
    queryFn: ({ signal }) => api.call(caseDocumentChecklistCall, { petitionId }, { signal }),
  });
}

export function useAwaitingReview(page: number, perpage = 25) {
  const api = useApi();
  return useQuery({
    queryKey: documentKeys.awaiting(page),
    queryFn: ({ signal }) => api.call(documentsAwaitingReviewCall, { page, perpage }, { signal }),
  });
}

/**
 * Uploads one file to storage (/s3/upload, with progress) and attaches it to a slot: staff through
 * manage-document-upload, clients through upload-beneficiary-docs. If attaching fails, the newly
 * uploaded file is deleted from storage again (SPEC §7).
 */
export function useUploadToSlot(petitionId: string, asStaff: boolean) {
  const api = useApi();
  return async (docKey: string, file: File, onProgress: (percent: number) => void, replacesId?: string) => {
    const fd = new FormData();
    fd.append('file', file, file.name);
    const result = await uploadWith<TUploadResult>(api, '/s3/upload', fd, { onProgress: (e) => onProgress(e.percent) });
    const stored = result.data[0];
    if (!stored) throw new Error('The server stored no file.');
    const payload = { petitionId, docKey, key: stored.path, ...(replacesId ? { replacesId } : {}) };
    try {
      return await api.call(asStaff ? manageDocumentUploadCall : uploadBeneficiaryDocsCall, payload);
    } catch (e) {
      await api.call(deleteFilesCall, { keyName: [stored.path] }).catch(() => undefined);
      throw e;
    }
  };
}

export function useReviewDocument(petitionId: string) {
  const api = useApi();
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (v: { documentId: string; status: boolean; reason?: string }) =>
      api.call(acceptBeneficiaryDocsCall, { petitionId, ...v }),
    onSuccess: async (d) => {
      toast.success(d.status ? `${d.name} accepted` : `${d.name} rejected`);
      await qc.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

export function useDeleteDocument(petitionId: string) {
  const api = useApi();
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (documentId: string) => api.call(deleteCaseDocumentCall, { petitionId, documentId }),
    onSuccess: async () => {
      toast.success('Document deleted');
      await qc.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

/** Opens a stored file in a new tab through a short-lived signed address (SPEC §2.3). */
export function useOpenDocument() {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: async (d: { path: string; name: string; petitionId: string }) => {
      // Open the tab in the click's own turn, or popup blockers refuse it after the await.
      const tab = window.open('', '_blank');
      try {
        const { data } = await api.call(getSignedUrlCall, { keyName: d.path, fileName: d.name, petitionId: d.petitionId });
        if (tab) tab.location.href = data;
        else window.location.assign(data);
      } catch (e) {
        tab?.close();
        throw e;
      }
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

export function useDownloadAllDocuments(petitionId: string) {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: async () => {
      const f = await api.call(downloadCaseDocumentsCall, { petitionId });
      const bytes = Uint8Array.from(atob(f.contentBase64), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: f.mimeType }));
      const a = document.createElement('a');
      a.href = url;
      a.download = f.fileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return f;
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}
