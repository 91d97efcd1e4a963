import { useQueryClient } from '@tanstack/react-query';
import { addStarredCall, listStarredCall, removeStarredCall, reorderStarredCall } from 'shared/contract/starred';
import type { TStarredList } from 'shared/contract';
import { setCallData, useCallMutation, useCallQuery } from 'shared/query';
import { useSession, useToast } from 'shared/session';

/** The signed-in user's starred pages (server-side, at most 10) and the actions on them. */
export function useStarred() {
  const toast = useToast();
  const client = useQueryClient();
  const signedIn = useSession((s) => s.status === 'success' && s.tenantStatus === 'found');
  const query = useCallQuery(listStarredCall, {}, { enabled: signedIn });
  // Each action answers the whole list: it becomes the cached one.
  const options = {
    onSuccess: (list: TStarredList) => setCallData(client, listStarredCall, {}, list),
    onError: (e: Error) => toast.error(e.message),
  };
  const add = useCallMutation(addStarredCall, options);
  const remove = useCallMutation(removeStarredCall, options);
  const reorder = useCallMutation(reorderStarredCall, options);
  return { items: query.data?.items ?? [], isLoading: query.isLoading, add, remove, reorder };
}
