import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CaseThread, useMessageRealtime } from 'case-kit/messages';
import type { TCommunicationInboxItem } from 'shared/contract';
import { formatDateTime, truncate } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import {
  EmptyState,
  errorMessage,
  ErrorPanel,
  Loading,
  mobile,
  PageFrame,
  Pagination,
  SearchBox,
  StyledButton,
  StyledCard,
  StyledCheckboxLabel,
} from 'shared/ui';
import { INBOX_PAGE_SIZE, useInbox } from '../api/messagesQueries';

const StyledLayout = styled.div<{ $threadOpen: boolean }>`
  display: grid;
  grid-template-columns: minmax(260px, 380px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    /* On a phone one pane at a time: the list, or the open thread. */
    & > .inbox {
      display: ${({ $threadOpen }) => ($threadOpen ? 'none' : 'block')};
    }
  }
`;

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  & > :first-child {
    flex: 1;
    min-width: 180px;
  }
`;

const StyledThreads = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledThreadButton = styled.button<{ $current: boolean; $unread: boolean }>`
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  text-align: left;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.color.brand : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $current }) => ($current ? theme.color.surfaceAlt : theme.color.surface)};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  .top {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 400;
    overflow-wrap: anywhere;
  }
`;

const StyledBadge = styled.span`
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.danger};
  color: #fff;
  font-size: 12px;
  line-height: 20px;
  text-align: center;
`;

const StyledBack = styled.div`
  display: none;
  ${mobile} {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const threadName = (t: TCommunicationInboxItem) =>
  [t.case.caseNumber, t.case.beneficiaryName ?? t.case.petitionerName].filter(Boolean).join(' · ');

/**
 * `/messages`: the inbox across the cases the user may see. Threads newest activity first with
 * their last message and unread count, an unread-only filter, search and server paging (all in
 * the URL: `?unread=1&search=…&page=2&case=<id>`); opening one shows the case's thread beside
 * the list (on a phone instead of it) with a link to the case. Live on the shell's socket.
 */
export default function MessagesPage(_props: PageProps) {
  const [params, setParams] = useSearchParams();
  const unread = params.get('unread') === '1';
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perpage = Math.min(100, Math.max(1, Number(params.get('perpage')) || INBOX_PAGE_SIZE));
  const open = params.get('case');
  const inbox = useInbox({ unread: unread || undefined, search: search || undefined, page, perpage });
  useMessageRealtime();

  const update = (patch: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: false },
    );

  const rows = inbox.data?.data ?? [];
  const filtered = unread || !!search;

  return (
    <PageFrame title="Messages" description="Message threads of the cases you can see." remote="mf-comms">
      <StyledLayout $threadOpen={!!open}>
        <StyledCard className="inbox" aria-label="Inbox">
          <StyledFilters>
            <SearchBox
              label="Search messages"
              placeholder="Words, names or case number"
              value={search}
              onSearch={(v) => update({ search: v.trim() || null, page: null })}
            />
            <StyledCheckboxLabel>
              <input type="checkbox" checked={unread} onChange={(e) => update({ unread: e.target.checked ? '1' : null, page: null })} />
              Unread only
            </StyledCheckboxLabel>
          </StyledFilters>
          {inbox.isLoading ? <Loading label="Loading threads…" /> : null}
          {inbox.isError ? (
            <ErrorPanel title="Couldn’t load the messages" message={errorMessage(inbox.error)} onRetry={() => void inbox.refetch()} />
          ) : null}
          {inbox.data && rows.length === 0 ? (
            <EmptyState
              level={3}
              title={filtered ? 'No threads match' : 'No messages yet'}
              description={
                filtered
                  ? 'Try other words or show read threads too.'
                  : 'Messages written on your cases show here. Open a case’s Communication tab to write the first.'
              }
              actions={
                filtered ? (
                  <StyledButton type="button" onClick={() => update({ unread: null, search: null, page: null })}>
                    Clear filters
                  </StyledButton>
                ) : undefined
              }
            />
          ) : null}
          {rows.length > 0 ? (
            <>
              <StyledThreads aria-label="Threads" aria-busy={inbox.isFetching || undefined}>
                {rows.map((t) => (
                  <li key={t.case.petitionId}>
                    <StyledThreadButton
                      type="button"
                      $current={t.case.petitionId === open}
                      $unread={t.unread > 0}
                      aria-current={t.case.petitionId === open ? 'true' : undefined}
                      aria-label={`${threadName(t)}${t.unread ? `, ${t.unread} unread` : ''}`}
                      onClick={() => update({ case: t.case.petitionId })}
                      data-testid="inbox-thread"
                    >
                      <span className="top">
                        <span>{threadName(t)}</span>
                        {t.unread ? <StyledBadge aria-hidden="true">{t.unread > 99 ? '99+' : t.unread}</StyledBadge> : null}
                      </span>
                      <small>
                        {t.last.author.name}: {truncate(t.last.body, 90)}
                      </small>
                      <small>
                        {formatDateTime(t.last.createdAt)}
                        {t.last.visibility === 'internal' ? ' · Internal' : ''}
                      </small>
                    </StyledThreadButton>
                  </li>
                ))}
              </StyledThreads>
              <Pagination
                page={page}
                perpage={perpage}
                total={inbox.data?.count ?? 0}
                onPage={(p) => update({ page: p > 1 ? String(p) : null })}
                onPerpage={(n) => update({ perpage: String(n), page: null })}
              />
            </>
          ) : null}
        </StyledCard>
        <div>
          {open ? (
            <>
              <StyledBack>
                <StyledButton type="button" onClick={() => update({ case: null })}>
                  ← All threads
                </StyledButton>
              </StyledBack>
              <CaseThread key={open} petitionId={open} linkToCase />
            </>
          ) : rows.length > 0 ? (
            <StyledCard aria-label="No thread open">
              <EmptyState level={3} title="Pick a thread" description="Choose a case on the left to read and answer its messages." />
            </StyledCard>
          ) : null}
        </div>
      </StyledLayout>
    </PageFrame>
  );
}
