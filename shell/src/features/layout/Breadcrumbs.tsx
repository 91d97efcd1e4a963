import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared/session';
import { mobile } from 'shared/ui-core';
import { breadcrumbTrail } from './breadcrumbTrail';

const StyledNav = styled.nav`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)} 0`};
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    color: ${({ theme }) => theme.color.brand};
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
  ${mobile} {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} 0`};
  }
`;

/** Breadcrumbs of a detail page (group → list page → detail), from the route catalogue. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const roleId = useSession((s) => s.user?.roleId);
  const trail = breadcrumbTrail(pathname, roleId);
  if (!trail.length) return null;
  return (
    <StyledNav aria-label="Breadcrumb">
      <ol>
        {trail.map((c, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={`${c.label}-${i}`} aria-current={last ? 'page' : undefined}>
              {c.to && !last ? <Link to={c.to}>{c.label}</Link> : c.label}
            </li>
          );
        })}
      </ol>
    </StyledNav>
  );
}
