import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useStarred } from './useStarred';

const StyledStar = styled.button<{ $on: boolean }>`
  border: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ $on, theme }) => ($on ? theme.color.warning : theme.color.textMuted)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  cursor: pointer;
  font-size: 16px;
  line-height: 1;
`;

/** Stars or un-stars the page on screen (path and query), titled as the browser tab is. */
export function StarToggle() {
  const { pathname, search } = useLocation();
  const { items, add, remove } = useStarred();
  const path = `${pathname}${search}`;
  const on = items.some((i) => i.path === path);
  const title = document.title.split(' · ')[0] || pathname;
  return (
    <StyledStar
      type="button"
      $on={on}
      aria-pressed={on}
      aria-label={on ? 'Unstar this page' : 'Star this page'}
      title={on ? 'Unstar this page' : 'Star this page'}
      onClick={() => (on ? remove.mutate(path) : add.mutate({ path, title }))}
    >
      {on ? '★' : '☆'}
    </StyledStar>
  );
}
