import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formGroupListCall,
  generateLetterCall,
  letterListCall,
  letterPreviewCall,
  letterTemplateListCall,
} from 'shared/contract/form-letter';
import type { TCaseLetter } from 'shared/contract';
import type { RichTextDoc } from 'shared/domain';
import { callKey, invalidateCalls, useCallQuery } from 'shared/query';
import { useApi, useToast } from 'shared/session';
import { errorMessage } from 'shared/ui/errors';
import { openStoredFile } from '../../documents/api/storedFiles';
import { esignKeys } from '../../esign/api/esignQueries';

const templatesPayload = (caseTypeId: number) => ({ page: 1, perpage: 200, caseTypeId });

/**
 * Cache keys of the letters panel, derived from the declarations (`shared/query`): the templates
 * and groups are the settings' /form-letter calls, so a template saved in mf-settings reaches them.
 */
export const caseLetterKeys = {
  letters: (petitionId: string) => callKey(letterListCall, { petitionId }),
  templates: (caseTypeId: number) => callKey(letterTemplateListCall, templatesPayload(caseTypeId)),
  groups: (caseTypeId: number) => callKey(formGroupListCall, { caseTypeId }),
};

/** The templates offered for the case's type (those for every type included). */
export function useCaseTemplates(caseTypeId: number) {
  return useCallQuery(letterTemplateListCall, templatesPayload(caseTypeId));
}

export function useCaseGroups(caseTypeId: number) {
  return useCallQuery(formGroupListCall, { caseTypeId });
}

export function useCaseLetters(petitionId: string) {
  return useCallQuery(letterListCall, { petitionId });
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
      await invalidateCalls(qc, caseLetterKeys.letters(petitionId), esignKeys.list(petitionId));
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
