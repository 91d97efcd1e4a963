import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formGroupListCall,
  generateLetterCall,
  letterListCall,
  letterPreviewCall,
  letterTemplateListCall,
  type TCaseLetter,
} from 'shared/contract';
import type { RichTextDoc } from 'shared/domain';
import { useApi, useToast } from 'shared/session';
import { errorMessage } from 'shared/ui';
import { openStoredFile } from '../../documents/api/storedFiles';
import { esignKeys } from '../../esign/api/esignQueries';

export const caseLetterKeys = {
  letters: (petitionId: string) => ['cases', 'letters', petitionId] as const,
  templates: (caseTypeId: number) => ['cases', 'letter-templates', caseTypeId] as const,
  groups: (caseTypeId: number) => ['cases', 'form-groups', caseTypeId] as const,
};

/** The templates offered for the case's type (those for every type included). */
export function useCaseTemplates(caseTypeId: number) {
  const api = useApi();
  return useQuery({
    queryKey: caseLetterKeys.templates(caseTypeId),
    queryFn: ({ signal }) => api.call(letterTemplateListCall, { page: 1, perpage: 200, caseTypeId }, { signal }),
  });
}

export function useCaseGroups(caseTypeId: number) {
  const api = useApi();
  return useQuery({
    queryKey: caseLetterKeys.groups(caseTypeId),
    queryFn: ({ signal }) => api.call(formGroupListCall, { caseTypeId }, { signal }),
  });
}

export function useCaseLetters(petitionId: string) {
  const api = useApi();
  return useQuery({
    queryKey: caseLetterKeys.letters(petitionId),
    queryFn: ({ signal }) => api.call(letterListCall, { petitionId }, { signal }),
  });
}

export function usePreviewLetter(petitionId: string) {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: (v: { templateId: string; body?: RichTextDoc }) => api.call(letterPreviewCall, { petitionId, ...v }),
    onError: (e) => toast.error(errorMessage(e)),
  });
}

export function useGenerateLetter(petitionId: string) {
  const api = useApi();
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (v: { templateId: string; body: RichTextDoc }) => api.call(generateLetterCall, { petitionId, ...v }),
    onSuccess: async (l) => {
      toast.success(`${l.templateName} version ${l.version} generated`);
      // A generated letter is also a document to sign: refresh the signature panel too.
      await Promise.all([
        qc.invalidateQueries({ queryKey: caseLetterKeys.letters(petitionId) }),
        qc.invalidateQueries({ queryKey: esignKeys.list(petitionId) }),
      ]);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

/** Opens a generated letter in a new tab through a short-lived signed address (SPEC §2.3). */
export function useOpenLetter(petitionId: string) {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: async (l: TCaseLetter) => {
      // The tab opens in the click's own turn (storedFiles.openInNewTab), so popup blockers allow it.
      await openStoredFile(api, l.file, petitionId);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}
