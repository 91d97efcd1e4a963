import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  type TFormGroupSavePayload,
  type TLetterCategorySavePayload,
  type TLetterTemplateCreatePayload,
  type TLetterTemplateSummary,
  type TLetterTemplateUpdatePayload,
} from 'shared/contract';
import type { ApiClient } from 'shared/client';
import { useApi, useToast } from 'shared/session';
import { errorMessage, toListPayloadBase, type ListPageData, type ListQuery } from 'shared/ui';

export const letterKeys = {
  all: ['settings', 'letters'] as const,
  templates: ['settings', 'letters', 'templates'] as const,
  template: (id: string) => ['settings', 'letters', 'template', id] as const,
  groups: ['settings', 'letters', 'groups'] as const,
  categories: ['settings', 'letters', 'categories'] as const,
};

/** One page of templates for the list (search, sort, paging from the URL). */
export const fetchTemplatePage =
  (api: ApiClient) =>
  async (query: ListQuery, signal: AbortSignal): Promise<ListPageData<TLetterTemplateSummary>> => {
    const r = await api.call(letterTemplateListCall, toListPayloadBase(query, LETTER_TEMPLATE_SORT_FIELDS), { signal });
    return { rows: r.data, total: r.count };
  };

/** Every template (for pickers): at most 1000. */
export function useAllTemplates() {
  const api = useApi();
  return useQuery({
    queryKey: [...letterKeys.templates, 'all'],
    queryFn: ({ signal }) => api.call(letterTemplateListCall, { page: 1, perpage: 1000 }, { signal }),
  });
}

export function useTemplate(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: letterKeys.template(id ?? ''),
    queryFn: ({ signal }) => api.call(letterTemplateDetailsCall, { id: id! }, { signal }),
    enabled: !!id,
  });
}

export function useCategories() {
  const api = useApi();
  return useQuery({
    queryKey: letterKeys.categories,
    queryFn: ({ signal }) => api.call(letterCategoryListCall, {}, { signal }),
  });
}

export function useGroups() {
  const api = useApi();
  return useQuery({
    queryKey: letterKeys.groups,
    queryFn: ({ signal }) => api.call(formGroupListCall, {}, { signal }),
  });
}

function useLetterMutation<V, R>(fn: (api: ApiClient, v: V) => Promise<R>, success: (r: R) => string) {
  const api = useApi();
  const qc = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (v: V) => fn(api, v),
    onSuccess: async (r) => {
      toast.success(success(r));
      await qc.invalidateQueries({ queryKey: letterKeys.all });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
}

export const useCreateTemplate = () =>
  useLetterMutation(
    (api, v: TLetterTemplateCreatePayload) => api.call(letterTemplateCreateCall, v),
    (t) => `${t.name} created`,
  );
export const useUpdateTemplate = () =>
  useLetterMutation(
    (api, v: TLetterTemplateUpdatePayload) => api.call(letterTemplateUpdateCall, v),
    (t) => `${t.name} saved`,
  );
export const useDeleteTemplate = () =>
  useLetterMutation(
    (api, v: { id: string; name: string }) =>
      api.call(letterTemplateDeleteCall, { id: v.id }).then((r) => ({ ...r, name: v.name })),
    (r) =>
      r.removedFromGroups
        ? `${r.name} deleted and removed from ${r.removedFromGroups} form group(s)`
        : `${r.name} deleted`,
  );
export const useSaveGroup = () =>
  useLetterMutation(
    (api, v: TFormGroupSavePayload) => api.call(formGroupSaveCall, v),
    (g) => `${g.name} saved`,
  );
export const useDeleteGroup = () =>
  useLetterMutation(
    (api, v: { id: string; name: string }) => api.call(formGroupDeleteCall, { id: v.id }).then(() => v),
    (v) => `${v.name} deleted`,
  );
export const useSaveCategory = () =>
  useLetterMutation(
    (api, v: TLetterCategorySavePayload) => api.call(letterCategorySaveCall, v),
    (c) => `${c.name} saved`,
  );
export const useDeleteCategory = () =>
  useLetterMutation(
    (api, v: { id: string; name: string }) => api.call(letterCategoryDeleteCall, { id: v.id }).then(() => v),
    (v) => `${v.name} deleted`,
  );
