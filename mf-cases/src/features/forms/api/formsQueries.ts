import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  downloadAllFormsCall,
  generatePdfFormDocumentCall,
  getSignedUrlCall,
  pdfFormVersionListCall,
  savePdfFormVersionCall,
  type TFormOverrides,
  type TPdfFormVersion,
} from 'shared/contract';
import { useApi, useToast } from 'shared/session';
import { errorMessage } from 'shared/ui';

export const formKeys = {
  list: (petitionId: string) => ['cases', 'forms', petitionId] as const,
};

export function useCaseForms(petitionId: string) {
  const api = useApi();
  return useQuery({
    queryKey: formKeys.list(petitionId),
    queryFn: ({ signal }) => api.call(pdfFormVersionListCall, { petitionId }, { signal }),
  });
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
      await qc.invalidateQueries({ queryKey: formKeys.list(petitionId) });
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
      await qc.invalidateQueries({ queryKey: formKeys.list(petitionId) });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

/** Opens a generated PDF in a new tab through a short-lived signed address (SPEC §2.3). */
export function useOpenFormVersion(petitionId: string) {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: async (v: TPdfFormVersion) => {
      // Open the tab in the click's own turn, or popup blockers refuse it after the await.
      const tab = window.open('', '_blank');
      try {
        const { data } = await api.call(getSignedUrlCall, { keyName: v.file.path, fileName: v.file.name, petitionId });
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

export function useDownloadAllForms(petitionId: string) {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: async () => {
      const f = await api.call(downloadAllFormsCall, { petitionId });
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
