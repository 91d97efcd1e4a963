import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { uploadWith } from 'shared/client';
import type { ApiClient } from 'shared/client';
import {
  acceptBeneficiaryDocsCall,
  approveRfeResponseDocsCall,
  caseDocumentChecklistCall,
  deleteCaseDocumentCall,
  documentsAwaitingReviewCall,
  downloadCaseDocumentsCall,
  downloadScannedCopyCall,
  manageDocumentUploadCall,
  reqRfeResponseDocsApprovalCall,
  rfeResponseDocsCall,
  uploadBeneficiaryDocsCall,
  uploadRfeResponseDocsCall,
  uploadUscisDocsCall,
  uscisNoticesCall,
} from 'shared/contract/case-documents';
import { deleteFilesCall, getSignedUrlCall } from 'shared/contract/s3';
import type { TUploadResult, TUploadUscisDocsPayload } from 'shared/contract';
import { callKey, invalidateCalls, useCallQuery, type CallTarget } from 'shared/query';
import { useApi, useToast } from 'shared/session';
import { errorMessage } from 'shared/ui/errors';
import { isAboutCase } from '../../details/api/isAboutCase';
import { openInNewTab, openStoredFile, saveFileDownload, signedUrlPayload, type StoredFileRef } from './storedFiles';

/** Cache keys of the document panels, derived from the declarations (`shared/query`). */
export const documentKeys = {
  /** Every document answer: checklists, the review queue, RFE response documents, USCIS notices, signed addresses. */
  all: [
    caseDocumentChecklistCall,
    documentsAwaitingReviewCall,
    rfeResponseDocsCall,
    uscisNoticesCall,
    getSignedUrlCall,
  ] as readonly CallTarget[],
  checklist: (petitionId: string) => callKey(caseDocumentChecklistCall, { petitionId }),
  rfe: (petitionId: string) => callKey(rfeResponseDocsCall, { petitionId }),
  notices: (petitionId: string) => callKey(uscisNoticesCall, { petitionId }),
};

/** A document changed: refresh every document answer. */
export const refreshDocuments = (qc: QueryClient): Promise<void> => invalidateCalls(qc, ...documentKeys.all);

/**
 * A document change that moves the case too (RFE response documents, statuses 32, 33): every
 * document answer and every answer about this case (`isAboutCase`).
 */
export async function refreshCaseDocuments(qc: QueryClient, petitionId: string): Promise<void> {
  await refreshDocuments(qc);
  await qc.invalidateQueries({ predicate: isAboutCase(petitionId) });
}

export function useChecklist(petitionId: string) {
  return useCallQuery(caseDocumentChecklistCall, { petitionId });
}

export function useAwaitingReview(page: number, perpage = 25) {
  return useCallQuery(documentsAwaitingReviewCall, { page, perpage });
}

/**
 * Uploads one file to storage (/s3/upload, with progress) and attaches it to a slot: staff through
 * manage-document-upload, clients through upload-beneficiary-docs. If attaching fails, the newly
 * uploaded file is deleted from storage again (SPEC §7).
 */
export function useUploadToSlot(petitionId: string, asStaff: boolean) {
  const api = useApi();
  return (docKey: string, file: File, onProgress: (percent: number) => void, replacesId?: string) =>
    uploadThenAttach(api, file, onProgress, (key) =>
      api.call(asStaff ? manageDocumentUploadCall : uploadBeneficiaryDocsCall, { petitionId, docKey, key, ...(replacesId ? { replacesId } : {}) }),
    );
}

/**
 * Stores one file (/s3/upload, with progress), then attaches it with `attach(key)`. When the
 * attach is refused the newly uploaded file is deleted from storage again (SPEC §7).
 */
export async function uploadThenAttach<T>(api: ApiClient, file: File, onProgress: (percent: number) => void, attach: (key: string) => Promise<T>): Promise<T> {
  const fd = new FormData();
  fd.append('file', file, file.name);
  const result = await uploadWith<TUploadResult>(api, '/s3/upload', fd, { onProgress: (e) => onProgress(e.percent) });
  const stored = result.data[0];
  if (!stored) throw new Error('The server stored no file.');
  try {
    return await attach(stored.path);
  } catch (e) {
    await api.call(deleteFilesCall, { keyName: [stored.path] }).catch(() => undefined);
    throw e;
  }
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
      await refreshDocuments(qc);
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
      // Removing an approved RFE response document moves the case's status back.
      await refreshCaseDocuments(qc, petitionId);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

/** Opens a stored file in a new tab through a short-lived signed address (SPEC §2.3). */
export function useOpenDocument() {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: (d: StoredFileRef & { petitionId: string }) => openStoredFile(api, d, d.petitionId),
    onError: (e) => toast.error(errorMessage(e)),
  });
}

/** The signed address of a stored file, for the in-page preview (refetched before it expires). */
export function useSignedUrl(file: StoredFileRef, petitionId: string) {
  return useCallQuery(getSignedUrlCall, signedUrlPayload(file, petitionId), {
    select: (r) => r.data,
    staleTime: 60_000,
    gcTime: 60_000,
  });
}

export function useDownloadAllDocuments(petitionId: string) {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: async () => {
      const f = await api.call(downloadCaseDocumentsCall, { petitionId });
      saveFileDownload(f);
      return f;
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

// ─────────────────────────── RFE response documents ───────────────────────────

export function useRfeResponseDocs(petitionId: string) {
  return useCallQuery(rfeResponseDocsCall, { petitionId });
}

export function useUploadRfeResponseDoc(petitionId: string) {
  const api = useApi();
  return (docKey: string, file: File, onProgress: (percent: number) => void, replacesId?: string) =>
    uploadThenAttach(api, file, onProgress, (key) =>
      api.call(uploadRfeResponseDocsCall, { petitionId, docKey, key, ...(replacesId ? { replacesId } : {}) }),
    );
}

export function useRequestRfeApproval(petitionId: string) {
  const api = useApi();
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (note: string) => api.call(reqRfeResponseDocsApprovalCall, { petitionId, ...(note.trim() ? { note: note.trim() } : {}) }),
    onSuccess: async () => {
      toast.success('Approval requested from the attorney');
      await refreshCaseDocuments(qc, petitionId);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

export function useDecideRfeApproval(petitionId: string) {
  const api = useApi();
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (v: { approve: boolean; reason?: string }) => api.call(approveRfeResponseDocsCall, { petitionId, ...v }),
    onSuccess: async (_r, v) => {
      toast.success(v.approve ? 'Response documents approved' : 'Response documents sent back');
      await refreshCaseDocuments(qc, petitionId);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

// ─────────────────────────── USCIS notices ───────────────────────────

export function useUscisNotices(petitionId: string) {
  return useCallQuery(uscisNoticesCall, { petitionId });
}

export function useUploadUscisNotice(petitionId: string) {
  const api = useApi();
  return (file: File, meta: Omit<TUploadUscisDocsPayload, 'petitionId' | 'key'>, onProgress: (percent: number) => void) =>
    uploadThenAttach(api, file, onProgress, (key) => api.call(uploadUscisDocsCall, { petitionId, key, ...meta }));
}

// ─────────────────────────── scanned copies ───────────────────────────

/** Opens a scanned copy of the filed packet in a new tab (download-scanned-copy). */
export function useOpenScannedCopy(petitionId: string) {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: (key: string) => openInNewTab(async () => (await api.call(downloadScannedCopyCall, { petitionId, key })).data),
    onError: (e) => toast.error(errorMessage(e)),
  });
}
