import styled from 'styled-components';
import { formatBytes, formatDateTime } from 'shared/domain/format';
import type { TMessage, TMessageAttachment } from 'shared/contract';
import { StatusBadge } from 'shared/ui/widgets';

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledMessage = styled.li<{ $internal: boolean; $mine: boolean }>`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme, $internal }) => ($internal ? theme.color.warning : theme.color.brand)};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  background: ${({ theme, $mine }) => ($mine ? theme.color.surfaceAlt : theme.color.surface)};
  min-width: 0;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  header strong {
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 12px;
  }
  p {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const StyledFiles = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space(2)} 0 0`};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.brand};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    cursor: pointer;
    max-width: 100%;
    overflow-wrap: anywhere;
    text-align: left;
  }
`;

const StyledUnreadDot = styled.span`
  font-size: 11px;
  font-weight: 700;
  color: ${({ theme }) => theme.color.danger};
`;

/** The marker every message carries: who can read it. */
export const visibilityLabel = (m: Pick<TMessage, 'visibility'>): string =>
  m.visibility === 'internal' ? 'Internal · staff only' : 'Shared with client';

export interface MessageListProps {
  /** Oldest first. */
  messages: readonly TMessage[];
  /** Opens an attachment (signed address); none on pages that cannot download. */
  onOpenFile?: (file: TMessageAttachment) => void;
  /** Show the marker on each message (the reply page shows only shared ones and hides it). */
  showVisibility?: boolean;
}

/** A thread's messages, oldest to newest: author, time, INTERNAL / SHARED marker, body, files. */
export function MessageList({ messages, onOpenFile, showVisibility = true }: MessageListProps) {
  return (
    <StyledList aria-label="Messages">
      {messages.map((m) => (
        <StyledMessage
          key={m.id}
          $internal={m.visibility === 'internal'}
          $mine={m.mine}
          data-visibility={m.visibility}
          data-testid="message"
          aria-label={`${m.author.name}, ${formatDateTime(m.createdAt)}${showVisibility ? `, ${visibilityLabel(m)}` : ''}`}
        >
          <header>
            <strong>{m.mine ? `${m.author.name} (you)` : m.author.name}</strong>
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            {showVisibility ? (
              <StatusBadge tone={m.visibility === 'internal' ? 'warning' : 'info'}>{visibilityLabel(m)}</StatusBadge>
            ) : null}
            {m.read ? null : <StyledUnreadDot>New</StyledUnreadDot>}
          </header>
          <p>{m.body}</p>
          {m.attachments.length > 0 ? (
            <StyledFiles aria-label="Attachments">
              {m.attachments.map((f) => (
                <li key={f.id}>
                  {onOpenFile ? (
                    <button type="button" onClick={() => onOpenFile(f)} aria-label={`Download ${f.name}`}>
                      📎 {f.name} <small>({formatBytes(f.size)})</small>
                    </button>
                  ) : (
                    <span>
                      📎 {f.name} <small>({formatBytes(f.size)})</small>
                    </span>
                  )}
                </li>
              ))}
            </StyledFiles>
          ) : null}
        </StyledMessage>
      ))}
    </StyledList>
  );
}
