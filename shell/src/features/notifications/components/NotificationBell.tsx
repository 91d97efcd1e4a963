import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useUnreadCount, useUnreadMessageCount } from '../api/notificationsQueries';

const StyledBell = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const StyledBadge = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: 9px;
  background: ${({ theme }) => theme.color.danger};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

/**
 * What the bell's name says. It starts with the number the badge shows (axe: the visible text is
 * part of the name): unread notifications, plus unread case messages when there are any, which the
 * parenthesis tells apart.
 */
export function bellLabel(notifications: number, messages: number): string {
  const total = notifications + messages;
  if (!total) return 'Notifications';
  if (!messages) return `Notifications, ${total} unread`;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = [notifications ? plural(notifications, 'notification') : null, plural(messages, 'message')].filter(Boolean);
  return `Notifications, ${total > 99 ? '99+' : total} unread (${parts.join(', ')})`;
}

/** The top bar's bell: unread notifications plus unread case messages, live; opens /notifications. */
export function NotificationBell() {
  const { data: notifications = 0 } = useUnreadCount();
  const { data: messages = 0 } = useUnreadMessageCount();
  const unread = notifications + messages;
  const shown = unread > 99 ? '99+' : String(unread);
  const label = bellLabel(notifications, messages);
  return (
    <StyledBell to="/notifications" aria-label={label} title={label} data-testid="notification-bell">
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {unread ? <StyledBadge data-testid="notification-count">{shown}</StyledBadge> : null}
    </StyledBell>
  );
}
