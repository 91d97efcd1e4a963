import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { TMessage } from 'shared/contract';
import { caseDetailsPath } from 'shared/routes';
import { ErrorPanel, Loading, StyledButton, StyledCard } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';
import { EmptyState, StyledLinkButton, StyledSectionHeader } from 'shared/ui/widgets';
import { useMarkThreadRead, useMessageRealtime, useOpenAttachment, useThread } from '../api/messagesQueries';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';

const StyledScroll = styled.div`
  max-height: min(60vh, 640px);
  overflow-y: auto;
  padding-right: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const StyledLive = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

export interface CaseThreadProps {
  petitionId: string;
  /** Shows a link to the case's details (the inbox; the case page itself does not need one). */
  linkToCase?: boolean;
  /** Headline level of the card title. */
  titleId?: string;
}

/**
 * A case's message thread: messages oldest to newest with their INTERNAL / SHARED marker, earlier
 * pages on demand, new messages arriving on the shell's socket without a reload, read when seen
 * (the page is visible), and the composer. Used by the case Communication tab and the /messages inbox.
 */
export function CaseThread({ petitionId, linkToCase = false, titleId = `thread-${petitionId}` }: CaseThreadProps) {
  const q = useThread(petitionId);
  const markRead = useMarkThreadRead(petitionId);
  const openFile = useOpenAttachment(petitionId);
  const scroller = useRef<HTMLDivElement | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const last = q.messages.at(-1);
  const unread = q.messages.some((m) => !m.read);

  const onArrival = useCallback(
    (m: TMessage) => {
      if (m.petitionId === petitionId) setAnnouncement(`New message from ${m.author.name}`);
    },
    [petitionId],
  );
  useMessageRealtime(onArrival);

  // Read when seen: the thread is on screen and the page visible; again when the tab comes back.
  const { mutate, isPending } = markRead;
  useEffect(() => {
    if (!unread || !last || isPending) return undefined;
    const mark = () => {
      if (visible()) mutate({ petitionId, upToMessageId: last.id });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [unread, last, isPending, mutate, petitionId]);

  // The newest message stays in view as messages arrive.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && typeof el.scrollTo === 'function') el.scrollTo({ top: el.scrollHeight });
  }, [last?.id]);

  const canPostInternal = q.thread?.canPostInternal ?? false;
  return (
    <StyledCard aria-labelledby={titleId} data-testid="case-thread">
      <StyledSectionHeader>
        <h3 id={titleId}>Messages</h3>
        {linkToCase && q.thread ? (
          <StyledLinkButton
            to={`${caseDetailsPath({ id: q.thread.case.petitionId, kind: q.thread.case.kind, isExternal: q.thread.case.isExternal })}?tab=Communication`}
          >
            Open case {q.thread.case.caseNumber}
          </StyledLinkButton>
        ) : null}
      </StyledSectionHeader>
      <StyledLive aria-live="polite">{announcement}</StyledLive>
      {q.isLoading ? <Loading label="Loading messages…" /> : null}
      {q.isError ? (
        <ErrorPanel title="Couldn’t load the messages" message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : null}
      {q.data ? (
        <>
          {q.hasNextPage ? (
            <StyledMore>
              <StyledButton type="button" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
                {q.isFetchingNextPage ? 'Loading…' : 'Show earlier messages'}
              </StyledButton>
            </StyledMore>
          ) : null}
          {q.messages.length === 0 ? (
            <EmptyState
              level={3}
              title="No messages yet"
              description={
                canPostInternal
                  ? 'Write to the case team (internal) or to the client (shared). Messages show here as they arrive.'
                  : 'Write to your law firm about this case. Their answers show here.'
              }
            />
          ) : (
            <StyledScroll ref={scroller} tabIndex={0} aria-label="Message history">
              <MessageList messages={q.messages} onOpenFile={(f) => void openFile(f)} />
            </StyledScroll>
          )}
          <MessageComposer petitionId={petitionId} canPostInternal={canPostInternal} />
        </>
      ) : null}
    </StyledCard>
  );
}
