import styled from 'styled-components';
import type { TNotification } from 'shared/contract';
import { formatDateTime, stripHtml } from 'shared/domain';
import { StyledButton } from 'shared/ui';

const StyledItem = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ $unread, theme }) => ($unread ? theme.color.brand : 'transparent')};
  background: ${({ $unread, theme }) => ($unread ? theme.color.surfaceAlt : theme.color.surface)};
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;

const StyledText = styled.div`
  min-width: 0;
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface NotificationItemProps {
  notification: TNotification;
  onOpen: (n: TNotification) => void;
  onMarkRead: (n: TNotification) => void;
  onRemove: (n: TNotification) => void;
  busy: boolean;
}

/** One notification: who, which case, what, when; open, mark read, remove. */
export function NotificationItem({ notification: n, onOpen, onMarkRead, onRemove, busy }: NotificationItemProps) {
  const heading = n.caseNo ? `Case ${n.caseNo}` : 'Notification';
  return (
    <StyledItem $unread={!n.read} data-testid="notification-item">
      <StyledText>
        <strong>
          {heading}
          {n.read ? null : <span> · Unread</span>}
        </strong>
        <p>{stripHtml(n.message)}</p>
        <small>
          {n.createdByName ? `${n.createdByName} · ` : ''}
          <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
        </small>
      </StyledText>
      <StyledActions>
        {n.petitionId ? (
          <StyledButton
            type="button"
            $variant="primary"
            onClick={() => onOpen(n)}
            aria-label={`Open communication of ${heading} (new window)`}
          >
            Open communication
          </StyledButton>
        ) : null}
        {n.read ? null : (
          <StyledButton type="button" onClick={() => onMarkRead(n)} disabled={busy}>
            Mark read
          </StyledButton>
        )}
        <StyledButton
          type="button"
          onClick={() => onRemove(n)}
          disabled={busy}
          aria-label={`Remove notification: ${heading}`}
        >
          Remove
        </StyledButton>
      </StyledActions>
    </StyledItem>
  );
}
