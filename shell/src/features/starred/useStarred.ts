import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addStarredCall, listStarredCall, removeStarredCall, reorderStarredCall, type TStarredList } from 'shared/contract';
import { useApi, useSession, useToast } from 'shared/session';

const KEY = ['starred'] as const;

/** The signed-in user's starred pages (server-side, at most 10) and the actions on them. */
export function useStarred() {
  const api = useApi();
  const toast = useToast();
  const client = useQueryClient();
  const signedIn = useSession((s) => s.status === 'success' && s.tenantStatus === 'found');
  const query = useQuery({ queryKey: KEY, queryFn: () => api.call(listStarredCall, {}), enabled: signedIn });
  const onSuccess = (list: TStarredList) => client.setQueryData(KEY, list);
  const onError = (e: Error) => toast.error(e.message);
  const add = useMutation({ mutationFn: (p: { path: string; title: string }) => api.call(addStarredCall, p), onSuccess, onError });
  const remove = useMutation({ mutationFn: (path: string) => api.call(removeStarredCall, { path }), onSuccess, onError });
  const reorder = useMutation({ mutationFn: (paths: string[]) => api.call(reorderStarredCall, { paths }), onSuccess, onError });
  return { items: query.data?.items ?? [], isLoading: query.isLoading, add, remove, reorder };
}
