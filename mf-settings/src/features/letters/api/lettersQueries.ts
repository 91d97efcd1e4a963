import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formGroupDeleteCall,
  formGroupListCall,
  formGroupSaveCall,
  letterCategoryDeleteCall,
  letterCategoryListCall,
  letterCategorySaveCall,
  letterTemplateCreateCall,
  letterTemplateDeleteCall,
  letterTemplateDetailsCall,
  letterTemplateListCall,
  letterTemplateUpdateCall,
  LETTER_TEMPLATE_SORT_FIELDS,
  type TLetterTemplateSummary,
} from 'shared/contract';
import type { ApiClient } from 'shared/client';
import { invalidateCalls, moduleKey, useCallMutation, useCallQuery } from 'shared/query';
import { useApi, useToast } from 'shared/session';
import { errorMessage, toListPayloadBase, type ListPageData, type ListQuery } from 'shared/ui';

/** Every /form-letter call (templates, groups, categories): what a letter write refreshes. */
const LETTER_CALLS = moduleKey(letterTemplateListCall.module);

/** One page of templates for the list (search, sort, paging from the URL). */
export const fetchTemplatePage =
  (api: ApiClient) =>
  async (query: ListQuery, signal: AbortSignal): Promise<ListPageData<TLetterTemplateSummary>> => {
    const r = await api.call(letterTemplateListCall, toListPayloadBase(query, LETTER_TEMPLATE_SORT_FIELDS), { signal });
    return { rows: r.data, total: r.count };
  };

/** Every template (for pickers): at most 1000. */
export const useAllTemplates = () => useCallQuery(letterTemplateListCall, { page: 1, perpage: 1000 });

export const useTemplate = (id: string | null) =>
  useCallQuery(letterTemplateDetailsCall, { id: id ?? '' }, { enabled: !!id });

export const useCategories = () => useCallQuery(letterCategoryListCall, {});

export const useGroups = () => useCallQuery(formGroupListCall, {});

/** A delete that names the record in its toast (the call answers no name). */
function useLetterDelete<V extends { id: string; name: string }, R>(fn: (api: ApiClient, v: V) => Promise<R>, success: (r: R) => string) {
  const api = useApi();
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (v: V) => fn(api, v),
    onSuccess: async (r) => {
      toast.success(success(r));
      await invalidateCalls(qc, LETTER_CALLS);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

export const useCreateTemplate = () =>
  useCallMutation(letterTemplateCreateCall, { successToast: (t) => `${t.name} created`, errorToast: true, invalidates: [LETTER_CALLS] });
export const useUpdateTemplate = () =>
  useCallMutation(letterTemplateUpdateCall, { successToast: (t) => `${t.name} saved`, errorToast: true, invalidates: [LETTER_CALLS] });
export const useDeleteTemplate = () =>
  useLetterDelete(
    (api, v: { id: string; name: string }) =>
      api.call(letterTemplateDeleteCall, { id: v.id }).then((r) => ({ ...r, name: v.name })),
    (r) =>
      r.removedFromGroups
        ? `${r.name} deleted and removed from ${r.removedFromGroups} form group(s)`
        : `${r.name} deleted`,
  );
export const useSaveGroup = () =>
  useCallMutation(formGroupSaveCall, { successToast: (g) => `${g.name} saved`, errorToast: true, invalidates: [LETTER_CALLS] });
export const useDeleteGroup = () =>
  useLetterDelete(
    (api, v: { id: string; name: string }) => api.call(formGroupDeleteCall, { id: v.id }).then(() => v),
    (v) => `${v.name} deleted`,
  );
export const useSaveCategory = () =>
  useCallMutation(letterCategorySaveCall, { successToast: (c) => `${c.name} saved`, errorToast: true, invalidates: [LETTER_CALLS] });
export const useDeleteCategory = () =>
  useLetterDelete(
    (api, v: { id: string; name: string }) => api.call(letterCategoryDeleteCall, { id: v.id }).then(() => v),
    (v) => `${v.name} deleted`,
  );
