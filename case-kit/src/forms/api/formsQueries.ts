import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { uploadWith } from 'shared/client';
import {
  deleteFilledFormCall,
  downloadAllFormsCall,
  downloadFilledFormsCall,
  generatePdfFormDocumentCall,
  pdfFormVersionListCall,
  savePdfFormVersionCall,
  updateFormsAndLettersVersionCall,
  uploadFormsAndLettersCall,
} from 'shared/contract/forms';
import { deleteFilesCall } from 'shared/contract/s3';
import type { TFormCategory, TFormOverrides, TPdfFormVersion, TUploadResult } from 'shared/contract';
import { callKey, invalidateCalls, useCallQuery } from 'shared/query';
import { useApi, useToast } from 'shared/session';
import { errorMessage } from 'shared/ui/errors';
import { openInNewTab, openStoredFile, saveFileDownload } from '../../documents/api/storedFiles';
import { esignKeys } from '../../esign/api/esignQueries';

/** Cache keys of the forms panel, derived from the declarations (`shared/query`). */
export const formKeys = {
  list: (petitionId: string) => callKey(pdfFormVersionListCall, { petitionId }),
};

/**
 * The case's forms changed (generated, uploaded, marked final, deleted): refresh their list and
 * the signature panel, whose documents to sign (and so "Request petitioner signature") are them.
 */
export async function refreshCaseForms(qc: QueryClient, petitionId: string): Promise<void> {
  await invalidateCalls(qc, formKeys.list(petitionId), esignKeys.list(petitionId));
}

export function useCaseForms(petitionId: string) {
  return useCallQuery(pdfFormVersionListCall, { petitionId });
}

export function useSaveFormValues(petitionId: string) {
  const api = useApi();
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (v: { formCode: string; overrides: TFormOverrides }) =>
      api.call(savePdfFormVersionCall, { petitionId, ...v }),
    onSuccess: async () => {
      toast.success('Form values saved');
      await refreshCaseForms(qc, petitionId);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

export function useGenerateForm(petitionId: string) {
  const api = useApi();
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (formCode: string) => api.call(generatePdfFormDocumentCall, { petitionId, formCode }),
    onSuccess: async (v) => {
      toast.success(`${v.formCode} version ${v.version} generated`);
      await refreshCaseForms(qc, petitionId);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

/** Opens a generated PDF in a new tab through a short-lived signed address (SPEC §2.3). */
export function useOpenFormVersion(petitionId: string) {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: (v: TPdfFormVersion) => openStoredFile(api, v.file, petitionId),
    onError: (e) => toast.error(errorMessage(e)),
  });
}

export function useDownloadAllForms(petitionId: string) {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: async () => {
      const f = await api.call(downloadAllFormsCall, { petitionId });
      saveFileDownload(f);
      return f;
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

export interface FormUploadTarget {
  /** A form code of the case or the name of another form or letter. */
  formCode: string;
  category?: TFormCategory;
  markFinal?: boolean;
}

/**
 * Uploads a prepared PDF to storage (/s3/upload, with progress) and adds it as a version of a
 * form or letter (upload-forms-and-letters). If that is refused, the newly uploaded file is
 * deleted from storage again (SPEC §7).
 */
export function useUploadFormOrLetter(petitionId: string) {
  const api = useApi();
  return async (file: File, target: FormUploadTarget, onProgress: (percent: number) => void) => {
    const fd = new FormData();
    fd.append('file', file, file.name);
    const result = await uploadWith<TUploadResult>(api, '/s3/upload', fd, { onProgress: (e) => onProgress(e.percent) });
    const stored = result.data[0];
    if (!stored) throw new Error('The server stored no file.');
    try {
      return await api.call(uploadFormsAndLettersCall, { petitionId, key: stored.path, ...target });
    } catch (e) {
      await api.call(deleteFilesCall, { keyName: [stored.path] }).catch(() => undefined);
      throw e;
    }
  };
}

/** Marks (or unmarks) the version to file. */
export function useMarkFinalVersion(petitionId: string) {
  const api = useApi();
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (v: { versionId: string; isFinal: boolean }) =>
      api.call(updateFormsAndLettersVersionCall, { petitionId, ...v }),
    onSuccess: async (v) => {
      toast.success(
        v.isFinal
          ? `${v.formCode} version ${v.version} is the final version`
          : `${v.formCode} version ${v.version} is no longer final`,
      );
      await refreshCaseForms(qc, petitionId);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

export function useDeleteFormVersion(petitionId: string) {
  const api = useApi();
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (v: TPdfFormVersion) => api.call(deleteFilledFormCall, { petitionId, versionId: v.id }),
    onSuccess: async (_r, v) => {
      toast.success(`${v.formCode} version ${v.version} deleted`);
      await refreshCaseForms(qc, petitionId);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

/**
 * Downloads chosen versions: one opens in a new tab through its signed address (the tab is opened
 * in the click's turn), several arrive as one zip.
 */
export function useDownloadFormVersions(petitionId: string) {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: async (versionIds: string[]) => {
      if (versionIds.length === 1) {
        await openInNewTab(async () => {
          const r = await api.call(downloadFilledFormsCall, { petitionId, versionIds });
          if (r.kind !== 'url') throw new Error('The server answered a zip for one file.');
          return r.url;
        });
        return;
      }
      const r = await api.call(downloadFilledFormsCall, { petitionId, versionIds });
      if (r.kind === 'zip') saveFileDownload(r);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}
