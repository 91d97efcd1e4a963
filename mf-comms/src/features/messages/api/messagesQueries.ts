import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import {
  communicationInboxCall,
  communicationReplyCall,
  communicationReplyThreadCall,
  type TCommunicationInboxPayload,
  type TCommunicationReplyThread,
} from 'shared/contract';
import { callKey, useCallMutation, useCallQuery } from 'shared/query';

/** Threads per page of the inbox. */
export const INBOX_PAGE_SIZE = 20;

/** The inbox: one row per case thread the user may see, newest activity first (server paging, filter, search). */
export function useInbox(payload: TCommunicationInboxPayload) {
  return useCallQuery(communicationInboxCall, payload, { placeholderData: keepPreviousData });
}

/** The reply page's thread (shared messages only), read with the link's token. */
export function useReplyThread(token: string | null) {
  return useCallQuery(communicationReplyThreadCall, { token: token ?? undefined }, { enabled: !!token, retry: false });
}

/** Posts the client's answer; it joins the page's thread at once. */
export function useSendReply(token: string) {
  const client = useQueryClient();
  return useCallMutation(communicationReplyCall, {
    onSuccess: (message) =>
      client.setQueryData<TCommunicationReplyThread>(callKey(communicationReplyThreadCall, { token }), (old) =>
        old ? { ...old, data: [...old.data.filter((m) => m.id !== message.id), message] } : old,
      ),
  });
}
