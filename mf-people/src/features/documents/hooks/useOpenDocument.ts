import { useMutation } from '@tanstack/react-query';
import { getSignedUrlCall, type TPeopleDocument } from 'shared/contract';
import { useApi, useToast } from 'shared/session';
import { errorMessage } from 'shared/ui';

/** Opens a stored document in a new tab through a short-lived signed address. */
export function useOpenDocument() {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: async (doc: TPeopleDocument) => {
      // Open the tab in the click's own turn, or popup blockers refuse it after the await.
      const tab = window.open('', '_blank');
      try {
        const { data } = await api.call(getSignedUrlCall, { keyName: doc.key, fileName: doc.name });
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
