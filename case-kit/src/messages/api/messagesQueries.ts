import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { uploadWith } from 'shared/client';
import {
  communicationInboxCall,
  communicationListCall,
  communicationMarkReadCall,
  communicationSaveCall,
  communicationThreadCall,
  communicationUnreadCountsCall,
  communicationUserListCall,
  MESSAGE_EVENT,
  MESSAGE_READ_EVENT,
  ZMessageEvent,
} from 'shared/contract/communication';
import { getSignedUrlCall } from 'shared/contract/s3';
import type {
  TCommunicationThread,
  TMessage,
  TMessageAttachment,
  TMessageVisibility,
  TUploadResult,
} from 'shared/contract';
import { callKey, invalidateCalls, useCallMutation, useCallQuery } from 'shared/query';
import { useApi, useRealtimeEvent } from 'shared/session';
import { openInNewTab } from '../../documents/api/storedFiles';

/** Messages per page of a thread (page 1: the newest). */
export const THREAD_PAGE_SIZE = 25;

/** Cache keys of the messages data, derived from the declarations (docs/query-layer.md). */
export const messageKeys = {
  /** Every page of one case's thread (an infinite query under /communication/thread). */
  thread: (petitionId: string) => [...callKey(communicationThreadCall, { petitionId }), 'pages'] as const,
  /** The lists a new or read message changes: threads, inbox, list, unread counts. */
  all: [communicationThreadCall, communicationInboxCall, communicationListCall, communicationUnreadCountsCall],
};

type ThreadPages = InfiniteData<TCommunicationThread, unknown>;

/** Refreshes the inbox, the message list and the unread counts (the sidebar and the bell). */
export const refreshMessageLists = (client: QueryClient): Promise<void> =>
  invalidateCalls(client, communicationInboxCall, communicationListCall, communicationUnreadCountsCall);

/** One case's thread, newest page first in `pages`; `messages` is oldest→newest, without repeats. */
export function useThread(petitionId: string, enabled = true) {
  const api = useApi();
  const query = useInfiniteQuery({
    queryKey: messageKeys.thread(petitionId),
    queryFn: ({ pageParam, signal }) =>
      api.call(communicationThreadCall, { petitionId, page: pageParam, perpage: THREAD_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * THREAD_PAGE_SIZE < last.count ? all.length + 1 : undefined),
    enabled: enabled && !!petitionId,
  });
  const messages = useMemo(() => threadMessages(query.data), [query.data]);
  return { ...query, messages, thread: query.data?.pages[0] };
}

/** Oldest→newest across the loaded pages (a later page holds older messages), each id once. */
export function threadMessages(data: ThreadPages | undefined): TMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: TMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const m of page.data) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Adds a message to the cached thread (a real-time arrival or the sender's own answer); false when already there. */
export function addToThread(client: QueryClient, message: TMessage): boolean {
  let added = false;
  client.setQueryData<ThreadPages>(messageKeys.thread(message.petitionId), (old) => {
    if (!old || old.pages.length === 0) return old;
    if (old.pages.some((p) => p.data.some((m) => m.id === message.id))) return old;
    added = true;
    const [first, ...rest] = old.pages;
    const unread = first!.unread + (message.read ? 0 : 1);
    return { ...old, pages: [{ ...first!, data: [...first!.data, message], count: first!.count + 1, unread }, ...rest] };
  });
  return added;
}

/** Marks every cached message of the thread read. */
function markThreadReadInCache(client: QueryClient, petitionId: string): void {
  client.setQueryData<ThreadPages>(messageKeys.thread(petitionId), (old) =>
    old
      ? { ...old, pages: old.pages.map((p) => ({ ...p, unread: 0, data: p.data.map((m) => (m.read ? m : { ...m, read: true })) })) }
      : old,
  );
}

/** Posts a message; the answer joins the thread at once (the socket's copy of it is then ignored). */
export function useSendMessage() {
  const client = useQueryClient();
  return useCallMutation(communicationSaveCall, {
    onSuccess: (message) => {
      addToThread(client, message);
    },
    invalidates: [communicationInboxCall, communicationListCall],
  });
}

/** Marks the thread read up to its newest message, then refreshes the counts. */
export function useMarkThreadRead(petitionId: string) {
  const client = useQueryClient();
  return useCallMutation(communicationMarkReadCall, {
    onSuccess: () => markThreadReadInCache(client, petitionId),
    invalidates: [communicationUnreadCountsCall, communicationInboxCall, communicationListCall],
  });
}

/** Who may be mentioned in a message of this visibility on the case. */
export function useMentionCandidates(petitionId: string, visibility: TMessageVisibility, enabled = true) {
  return useCallQuery(communicationUserListCall, { petitionId, visibility }, { enabled: enabled && !!petitionId, staleTime: 60_000 });
}

/** The caller's unread messages (total and per case): the sidebar badge, the bell and the inbox. */
export function useUnreadMessageCounts(enabled = true) {
  return useCallQuery(communicationUnreadCountsCall, {}, { enabled });
}

/**
 * Keeps the message data live on the shell's socket: a new message joins its cached thread and the
 * inbox and counts are refreshed; a read elsewhere (another tab) refreshes them too.
 * `onArrival` runs for each new message of another author.
 */
export function useMessageRealtime(onArrival?: (message: TMessage) => void, enabled = true) {
  const client = useQueryClient();
  const onMessage = useCallback(
    (raw: unknown) => {
      const parsed = ZMessageEvent.safeParse(raw);
      if (!parsed.success) return;
      const { message } = parsed.data;
      const added = addToThread(client, message);
      void refreshMessageLists(client);
      if (added && !message.mine) onArrival?.(message);
    },
    [client, onArrival],
  );
  useRealtimeEvent(MESSAGE_EVENT, onMessage, enabled);
  useRealtimeEvent(MESSAGE_READ_EVENT, () => void refreshMessageLists(client), enabled);
  // After a reconnect, what arrived meanwhile is read again.
  useRealtimeEvent('connect', () => void invalidateCalls(client, ...messageKeys.all), enabled);
}

/** Uploads one attachment to storage (with progress) and answers what the message call takes. */
export function useUploadAttachment() {
  const api = useApi();
  return useCallback(
    async (file: File, onProgress: (percent: number) => void): Promise<{ key: string; name: string }> => {
      const fd = new FormData();
      fd.append('file', file, file.name);
      const result = await uploadWith<TUploadResult>(api, '/s3/upload', fd, { onProgress: (e) => onProgress(e.percent) });
      const stored = result.data[0];
      if (!stored) throw new Error('The server stored no file.');
      return { key: stored.path, name: file.name };
    },
    [api],
  );
}

/** Opens an attachment through its short-lived signed address (follows the message's visibility). */
export function useOpenAttachment(petitionId: string) {
  const api = useApi();
  return useCallback(
    (file: TMessageAttachment) =>
      openInNewTab(async () => (await api.call(getSignedUrlCall, { keyName: file.key, fileName: file.name, petitionId })).data),
    [api, petitionId],
  );
}
