import { useMemo, useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { sidebarRoutes, type RouteDef } from 'shared/routes';
import { mobile } from 'shared/ui';
import { StarredSection } from '../starred/StarredSection';

const StyledAside = styled.aside<{ $open: boolean }>`
  grid-area: side;
  width: 232px;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => theme.space(3)} 0;
  ${mobile} {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: 20;
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    transition: transform 0.2s ease;
    box-shadow: ${({ $open }) => ($open ? '0 0 0 100vmax rgba(0,0,0,0.35)' : 'none')};
  }
`;

const StyledGroupButton = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  font-size: 11px;
  font-weight: 600;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} ${theme.space(1)}`};
  cursor: pointer;
`;

const StyledLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)} ${theme.space(1.5)} ${theme.space(5)}`};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  border-left: 3px solid transparent;
  &.active {
    border-left-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-weight: 600;
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

function groupRoutes(routes: readonly RouteDef[]): [string, RouteDef[]][] {
  const groups = new Map<string, RouteDef[]>();
  for (const r of routes) groups.set(r.group, [...(groups.get(r.group) ?? []), r]);
  return [...groups.entries()];
}

/** Sidebar built from the route catalogue, grouped by domain, each group collapsible. */
export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const groups = useMemo(() => groupRoutes(sidebarRoutes()), []);
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  return (
    <StyledAside $open={open} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <nav aria-label="Main navigation">
        <StarredSection />
        {groups.map(([group, routes]) => (
          <div key={group}>
            <StyledGroupButton
              type="button"
              aria-expanded={!collapsed[group]}
              onClick={() => setCollapsed((c) => ({ ...c, [group]: !c[group] }))}
            >
              {group} <span aria-hidden="true">{collapsed[group] ? '+' : '−'}</span>
            </StyledGroupButton>
            {collapsed[group]
              ? null
              : routes.map((r) => (
                  <StyledLink key={r.id} to={r.path}>
                    {r.title}
                  </StyledLink>
                ))}
          </div>
        ))}
      </nav>
    </StyledAside>
  );
}
