import { useEffect, useRef, useState, type DragEvent } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { decideRoute } from 'shared/guard';
import { useGuardContext } from '../routing/useGuard';
import { useStarred } from './api/starredQueries';

const StyledHeading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} ${theme.space(1)}`};
  color: ${({ theme }) => theme.color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  font-size: 11px;
  font-weight: 600;
`;

const StyledRow = styled.li<{ $dragOver: boolean }>`
  display: flex;
  align-items: center;
  border-top: 2px solid ${({ $dragOver, theme }) => ($dragOver ? theme.color.focus : 'transparent')};
  a {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)} ${theme.space(1.5)} ${theme.space(5)}`};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a.active {
    font-weight: 600;
  }
  button {
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
    padding: ${({ theme }) => theme.space(1)};
    opacity: 0;
  }
  button:disabled {
    cursor: default;
  }
  &:hover button,
  &:focus-within button {
    opacity: 1;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledLive = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The paths with the one at `from` moved to `to`. */
export const movePath = (paths: readonly string[], from: number, to: number): string[] => {
  const next = [...paths];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
};

/**
 * SPEC §2: starred pages at the top of the sidebar, reorderable: drag a row, or with the keyboard
 * Alt+↑/↓ on a row (or its ↑/↓ buttons); focus stays on the moved page and the move is announced.
 */
export function StarredSection() {
  const { items: starred, remove, reorder } = useStarred();
  // A page the guard refuses this user (e.g. starred before his role lost it, docs/roles.md) is
  // kept in the stored list but not offered.
  const context = useGuardContext();
  const refused = (path: string) => {
    const decision = decideRoute({ pathname: path, search: '', ...context });
    return decision.kind === 'back' || (decision.kind === 'redirect' && decision.reason === 'external-user');
  };
  const items = starred.filter((i) => !refused(i.path));
  const kept = starred.filter((i) => refused(i.path)).map((i) => i.path);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const focusPath = useRef<string | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement | null>());

  useEffect(() => {
    if (!focusPath.current) return;
    links.current.get(focusPath.current)?.focus();
    focusPath.current = null;
  }, [items]);

  if (!items.length) return null;

  const move = (index: number, target: number) => {
    if (target < 0 || target >= items.length || target === index) return;
    const item = items[index];
    if (!item) return;
    focusPath.current = item.path;
    setAnnounce(`${item.title} moved to position ${target + 1} of ${items.length}`);
    reorder.mutate({
      paths: [
        ...movePath(
          items.map((i) => i.path),
          index,
          target,
        ),
        ...kept,
      ],
    });
  };

  const onDrop = (e: DragEvent, index: number) => {
    e.preventDefault();
    if (dragFrom !== null) move(dragFrom, index);
    setDragFrom(null);
    setDragOver(null);
  };

  return (
    <section aria-labelledby="starred-heading">
      <StyledHeading id="starred-heading">Starred</StyledHeading>
      <StyledLive aria-live="polite">{announce}</StyledLive>
      <StyledList aria-describedby="starred-help">
        {items.map((item, index) => (
          <StyledRow
            key={item.path}
            $dragOver={dragOver === index && dragFrom !== index}
            draggable
            onDragStart={(e) => {
              setDragFrom(index);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => {
              e.preventDefault();
              setDragOver(index);
            }}
            onDragLeave={() => setDragOver((o) => (o === index ? null : o))}
            onDrop={(e) => onDrop(e, index)}
            onDragEnd={() => {
              setDragFrom(null);
              setDragOver(null);
            }}
            onKeyDown={(e) => {
              if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
              e.preventDefault();
              move(index, index + (e.key === 'ArrowUp' ? -1 : 1));
            }}
          >
            <NavLink
              to={item.path}
              title={`${item.title} (Alt+↑/↓ to move)`}
              ref={(el) => {
                links.current.set(item.path, el);
              }}
            >
              ★ {item.title}
            </NavLink>
            <button
              type="button"
              aria-label={`Move ${item.title} up`}
              onClick={() => move(index, index - 1)}
              disabled={index === 0 || reorder.isPending}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`Move ${item.title} down`}
              onClick={() => move(index, index + 1)}
              disabled={index === items.length - 1 || reorder.isPending}
            >
              ↓
            </button>
            <button
              type="button"
              aria-label={`Unstar ${item.title}`}
              onClick={() => remove.mutate({ path: item.path })}
            >
              ×
            </button>
          </StyledRow>
        ))}
      </StyledList>
      <StyledLive id="starred-help">Alt plus arrow up or down moves a starred page.</StyledLive>
    </section>
  );
}
