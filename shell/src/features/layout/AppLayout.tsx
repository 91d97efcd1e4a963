import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared/session';
import { mobile } from 'shared/ui-core';
import { PageViewEffect } from '../analytics/PageViewEffect';
import { NotificationBell } from '../notifications/components/NotificationBell';
import { SearchCommand } from '../search/components/SearchCommand';
import { MfaGraceEffect } from '../session/components/MfaGraceEffect';
import { StarToggle } from '../starred/StarToggle';
import { UserMenu } from '../session/components/UserMenu';
import { useResumeRememberedRoute } from '../session/hooks/useResumeRememberedRoute';
import { productName } from '../tenant/applyBranding';
import { Breadcrumbs } from './Breadcrumbs';
import { Sidebar } from './Sidebar';

const StyledShell = styled.div`
  display: grid;
  /* minmax(0, …): a wide table in the page scrolls inside main instead of widening the frame. */
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: 52px minmax(0, 1fr);
  grid-template-areas: 'side top' 'side main';
  height: 100%;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'top' 'main';
  }
`;

const StyledTopBar = styled.header`
  grid-area: top;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0 ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  min-width: 0;
  ${mobile} {
    gap: ${({ theme }) => theme.space(2)};
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

const StyledMenuButton = styled.button`
  display: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  ${mobile} {
    display: inline-block;
  }
`;

const StyledProduct = styled.strong`
  flex-shrink: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledLogo = styled.img`
  height: 28px;
  max-width: 120px;
  object-fit: contain;
`;

const StyledTools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

const StyledMain = styled.main`
  grid-area: main;
  overflow: auto;
  min-width: 0;
`;

/** The signed-in frame: compact sidebar, top bar with the user menu, and the page region. */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const tenant = useSession((s) => s.tenant);
  const signedIn = useSession((s) => s.user !== null);
  const resuming = useResumeRememberedRoute();
  useEffect(() => setDrawerOpen(false), [pathname]);
  return (
    <StyledShell>
      <Sidebar open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <StyledTopBar>
        <StyledMenuButton
          type="button"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          ☰
        </StyledMenuButton>
        {tenant?.logo ? <StyledLogo src={tenant.logo} alt="" /> : null}
        <StyledProduct data-testid="product-name">{productName(tenant)}</StyledProduct>
        {signedIn ? (
          <StyledTools>
            <SearchCommand />
            <StarToggle />
            <NotificationBell />
          </StyledTools>
        ) : null}
        <UserMenu />
      </StyledTopBar>
      <StyledMain id="main">
        {resuming ? null : (
          <>
            <Breadcrumbs />
            <Outlet />
          </>
        )}
      </StyledMain>
      {signedIn ? <MfaGraceEffect /> : null}
      <PageViewEffect />
    </StyledShell>
  );
}
