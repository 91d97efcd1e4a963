import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { TNotification } from 'shared/contract';
import { stripHtml, truncate, TRUNCATE_LENGTHS } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { ConfirmDialog, EmptyState, ErrorPanel, Loading, PageFrame, StyledButton, StyledCard } from 'shared/ui';
import { NotificationItem } from '../features/notifications/components/NotificationItem';
import { useNotificationActions, useNotificationPage } from '../features/notifications/api/notificationsQueries';
import { openCommunication } from '../features/notifications/utils/notificationLinks';

const PER_PAGE = 25;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledCardBody = styled(StyledCard)`
  padding: 0;
  overflow: hidden;
`;

const StyledPager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledSummary = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Pending = { kind: 'one'; n: TNotification } | { kind: 'all' } | null;

/** /notifications: the user's notifications, unread first, paged; open, mark read, remove (confirmed). */
export function NotificationsPage(_props: PageProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useNotificationPage(page, PER_PAGE);
  const { markRead, remove } = useNotificationActions();
  const [pending, setPending] = useState<Pending>(null);
  const busy = markRead.isPending || remove.isPending;

  const goTo = (next: number) =>
    setParams((p) => {
      const copy = new URLSearchParams(p);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });

  const open = (n: TNotification) => {
    if (!n.petitionId) return;
    openCommunication(n.petitionId);
    if (!n.read) markRead.mutate({ id: n.id });
  };

  const confirmRemove = () => {
    if (!pending) return;
    const payload = pending.kind === 'all' ? { all: true } : { id: pending.n.id };
    remove.mutate(payload, {
      onSettled: () => setPending(null),
      onSuccess: () => {
        // Removing the last row of a page goes back one page.
        const rows = query.data?.data.length ?? 0;
        if (page > 1 && (pending.kind === 'all' || rows === 1)) goTo(pending.kind === 'all' ? 1 : page - 1);
      },
    });
  };

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / PER_PAGE)) : 1;

  const actions =
    data && data.count > 0 ? (
      <StyledToolbar>
        <StyledButton
          type="button"
          onClick={() => markRead.mutate({ all: true })}
          disabled={busy || data.unreadCount === 0}
        >
          Mark all read
        </StyledButton>
        <StyledButton type="button" $variant="danger" onClick={() => setPending({ kind: 'all' })} disabled={busy}>
          Remove all
        </StyledButton>
      </StyledToolbar>
    ) : null;

  let body;
  if (query.isLoading) body = <Loading label="Loading notifications…" />;
  else if (query.isError || !data)
    body = (
      <ErrorPanel
        title="Notifications could not be loaded"
        message={query.error instanceof Error ? query.error.message : 'Something went wrong. Please try again later'}
        onRetry={() => void query.refetch()}
      />
    );
  else if (data.count === 0)
    body = (
      <EmptyState
        title="No notifications"
        description="When something happens on your cases, it shows up here and as a message in the corner."
      />
    );
  else
    body = (
      <StyledCardBody>
        <StyledSummary aria-live="polite">
          {data.unreadCount === 0 ? 'All read' : `${data.unreadCount} unread`} · {data.count} in all
        </StyledSummary>
        <StyledList aria-label="Notifications">
          {data.data.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              busy={busy}
              onOpen={open}
              onMarkRead={(x) => markRead.mutate({ id: x.id })}
              onRemove={(x) => setPending({ kind: 'one', n: x })}
            />
          ))}
        </StyledList>
        {pages > 1 ? (
          <StyledPager aria-label="Notification pages">
            <StyledButton type="button" onClick={() => goTo(page - 1)} disabled={page <= 1}>
              Previous
            </StyledButton>
            <span>
              Page {page} of {pages}
            </span>
            <StyledButton type="button" onClick={() => goTo(page + 1)} disabled={page >= pages}>
              Next
            </StyledButton>
          </StyledPager>
        ) : null}
      </StyledCardBody>
    );

  return (
    <PageFrame
      title="Notifications"
      description="Messages about your cases, unread first."
      actions={actions}
      remote="shell"
    >
      {body}
      {pending ? (
        <ConfirmDialog
          title={pending.kind === 'all' ? 'Remove all notifications?' : 'Remove this notification?'}
          message={
            pending.kind === 'all'
              ? 'Every notification will be removed. This cannot be undone.'
              : `“${truncate(stripHtml(pending.n.message), TRUNCATE_LENGTHS.M)}” will be removed. This cannot be undone.`
          }
          confirmLabel="Remove"
          busy={remove.isPending}
          onCancel={() => setPending(null)}
          onConfirm={confirmRemove}
        />
      ) : null}
    </PageFrame>
  );
}
