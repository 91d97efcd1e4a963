import { useMemo, useState, type ReactElement } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { buildPath, sidebarRoutes, type RouteDef } from 'shared/routes';
import { decideRoute } from 'shared/guard';
import { mobile } from 'shared/ui-core';
import { useUnreadMessageCount } from '../notifications/api/notificationsQueries';
import { StarredSection } from '../starred/StarredSection';
import { useGuardContext } from '../routing/useGuard';

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

const StyledCount = styled.span`
  display: inline-block;
  min-width: 18px;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.color.danger};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

/** The Messages item's unread count (issue 18 point 1), live through the shell's socket. */
function UnreadMessagesBadge() {
  const { data: unread = 0 } = useUnreadMessageCount();
  if (!unread) return null;
  return (
    <StyledCount data-testid="sidebar-unread-messages" aria-label={`${unread} unread`}>
      {unread > 99 ? '99+' : unread}
    </StyledCount>
  );
}

/** Live counts shown next to some sidebar items, by route id. */
const ITEM_BADGES: Readonly<Record<string, () => ReactElement | null>> = {
  'comms.messages': UnreadMessagesBadge,
};

function groupRoutes(routes: readonly RouteDef[]): [string, RouteDef[]][] {
  const groups = new Map<string, RouteDef[]>();
  for (const r of routes) groups.set(r.group, [...(groups.get(r.group) ?? []), r]);
  return [...groups.entries()];
}

/**
 * Sidebar built from the route catalogue, grouped by domain, each group collapsible. An entry
 * shows only when the route guard would let this user open it (role, external flag, tenant type,
 * employee management and tenant features), so the sidebar never offers a refused page.
 */
/** A sidebar link's address: the route without its optional parameters, never a pattern (`/x/:id?`). */
const hrefOf = (r: RouteDef): string => {
  try {
    return buildPath(r.id);
  } catch {
    return r.path;
  }
};

export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const context = useGuardContext();
  const groups = useMemo(
    () =>
      groupRoutes(
        sidebarRoutes().filter((r) => decideRoute({ pathname: r.path, search: '', ...context }).kind === 'allow'),
      ),
    // The context object is rebuilt on each render; its facts are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(context)],
  );
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
              : routes.map((r) => {
                  const Badge = ITEM_BADGES[r.id];
                  return (
                    <StyledLink key={r.id} to={hrefOf(r)}>
                      {r.title}
                      {Badge ? <Badge /> : null}
                    </StyledLink>
                  );
                })}
          </div>
        ))}
      </nav>
    </StyledAside>
  );
}
