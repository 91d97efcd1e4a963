import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import type { TLoginResult, TTenantPublic } from 'shared/auth-contract';
import { GlobalStyle, Loading } from 'shared/ui-base';
import type { HandOver } from '../../../startFullApp';
import { StyledPublicMain } from '../../layout/StyledPublicMain';
import { applyFavicon, themeFor } from '../../tenant/applyBranding';
import { LightSignInPage } from './LightSignInPage';
import { fetchHostTenant, sendCredentials } from './lightSignInApi';

/**
 * Loads the full app and renders it into the same root, with what the light page knows; `path`
 * (a link's address) becomes the address once the app is there to show it.
 */
export async function handOverToFullApp(root: Root, handOver: HandOver, path?: string): Promise<void> {
  const { startFullApp } = await import('../../../startFullApp');
  if (path !== undefined) window.history.pushState(null, '', path);
  startFullApp(root, handOver);
}

/** What the light page hands over for an answer of `/auth/login`. */
export function handOverFor(tenant: TTenantPublic, answer: TLoginResult): HandOver {
  if (answer.kind === 'session') return { tenant, session: { token: answer.token, user: answer.user } };
  return { tenant, step: answer.kind === 'pick' ? { step: 'pick', answer } : { step: 'mfa', answer } };
}

/**
 * The light boot of a signed-out /login (issue 21 point 4; `isLightSignInVisit`): react,
 * react-dom, styled-components and the theme, no router, API schemas, axios or route catalogue.
 * It loads the host's tenant with `fetch` (unknown host or the product's own: the full app takes
 * over and shows what it shows today), renders the sign-in form, and hands over to the full app
 * after the server's answer or on a link.
 */
export function startLightSignIn(el: HTMLElement): Root {
  const root = createRoot(el);
  const show = (tenant: TTenantPublic | null, children: ReactNode) =>
    root.render(
      <StrictMode>
        <ThemeProvider theme={themeFor(tenant, 'light')}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </StrictMode>,
    );

  // Once: a second click while the full app loads must not start a second one.
  let handingOver: Promise<void> | null = null;
  const handOver = (handOverData: HandOver, path?: string): Promise<void> => {
    handingOver ??= handOverToFullApp(root, handOverData, path).catch((failure: unknown) => {
      handingOver = null;
      throw failure;
    });
    return handingOver;
  };

  show(null, <Loading label="Loading…" />);
  fetchHostTenant().then(
    (tenant) => {
      applyFavicon(document, tenant.favicon);
      const open = (path: string) => void handOver({ tenant }, path).catch(() => window.location.assign(path));
      show(
        tenant,
        <StyledPublicMain>
          <LightSignInPage
            tenant={tenant}
            login={(credentials) => sendCredentials(credentials)}
            onAnswer={(answer) => handOver(handOverFor(tenant, answer))}
            onOpen={open}
          />
        </StyledPublicMain>,
      );
    },
    () => void handOver({}),
  );
  return root;
}
