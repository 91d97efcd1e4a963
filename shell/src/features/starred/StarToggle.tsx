import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { MAX_STARRED_PAGES } from 'shared/contract/starred';
import { matchRoute, pageTitle } from 'shared/routes';
import { useSession } from 'shared/session';
import { useStarred } from './api/starredQueries';

const StyledStar = styled.button<{ $on: boolean }>`
  border: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ $on, theme }) => ($on ? theme.color.warning : theme.color.textMuted)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  cursor: pointer;
  font-size: 16px;
  line-height: 1;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const STARRED_FULL_TITLE = `Starred pages are limited to ${MAX_STARRED_PAGES}. Unstar one first.`;

/**
 * Stars or un-stars the page on screen (path and query). The name is the browser tab's title when
 * starring (a remote may have named the record), else the catalogue's title. At most 10 (SPEC §9).
 */
export function StarToggle() {
  const { pathname, search } = useLocation();
  const roleId = useSession((s) => s.user?.roleId);
  const { items, add, remove, isLoading } = useStarred();
  const path = `${pathname}${search}`;
  const on = items.some((i) => i.path === path);
  const full = !on && items.length >= MAX_STARRED_PAGES;
  const route = matchRoute(pathname)?.route;
  const fallbackTitle = route ? pageTitle(route, roleId) : pathname;
  const label = on ? 'Unstar this page' : full ? STARRED_FULL_TITLE : 'Star this page';
  const star = () => {
    const tabTitle = document.title.split(' · ')[0]?.trim();
    add.mutate({ path, title: (tabTitle || fallbackTitle).slice(0, 120) });
  };
  return (
    <StyledStar
      type="button"
      $on={on}
      aria-pressed={on}
      aria-label={on ? 'Unstar this page' : 'Star this page'}
      title={label}
      disabled={full || isLoading || add.isPending || remove.isPending}
      onClick={() => (on ? remove.mutate({ path }) : star())}
    >
      {on ? '★' : '☆'}
    </StyledStar>
  );
}
