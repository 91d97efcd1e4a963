import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useStarred } from './useStarred';

const StyledHeading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} ${theme.space(1)}`};
  color: ${({ theme }) => theme.color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  font-size: 11px;
  font-weight: 600;
`;

const StyledRow = styled.li`
  display: flex;
  align-items: center;
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
    visibility: hidden;
  }
  &:hover button,
  &:focus-within button {
    visibility: visible;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** SPEC §2: starred pages at the top of the sidebar; Alt+↑/↓ moves one. */
export function StarredSection() {
  const { items, remove, reorder } = useStarred();
  if (!items.length) return null;
  const move = (index: number, delta: number) => {
    const target = index + delta;
    if (target < 0 || target >= items.length) return;
    const paths = items.map((i) => i.path);
    const [moved] = paths.splice(index, 1);
    if (moved) paths.splice(target, 0, moved);
    reorder.mutate(paths);
  };
  return (
    <section aria-labelledby="starred-heading">
      <StyledHeading id="starred-heading">Starred</StyledHeading>
      <StyledList>
        {items.map((item, index) => (
          <StyledRow
            key={item.path}
            onKeyDown={(e) => {
              if (e.altKey && e.key === 'ArrowUp') move(index, -1);
              if (e.altKey && e.key === 'ArrowDown') move(index, 1);
            }}
          >
            <NavLink to={item.path} title={item.title}>
              ★ {item.title}
            </NavLink>
            <button type="button" aria-label={`Move ${item.title} up`} onClick={() => move(index, -1)} disabled={index === 0}>
              ↑
            </button>
            <button type="button" aria-label={`Unstar ${item.title}`} onClick={() => remove.mutate(item.path)}>
              ×
            </button>
          </StyledRow>
        ))}
      </StyledList>
    </section>
  );
}
