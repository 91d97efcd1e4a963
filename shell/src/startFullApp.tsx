import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { TLoginSessionResult, TTenantPublic } from 'shared/auth-contract';
import { App } from './App';
import { completeSignIn } from './features/auth/utils/completeSignIn';
import { handOverLoginStep, type HandedOverLoginStep } from './features/auth/utils/handedOverLoginStep';
import { createShellServices } from './features/session/createShellServices';

/** What the light sign-in page knows when it hands over to the full app. */
export interface HandOver {
  /** The host's tenant, already loaded (the full app does not ask again). */
  tenant?: TTenantPublic;
  /** A session answer to the credentials: signed in, going to the landing page. */
  session?: Pick<TLoginSessionResult, 'token' | 'user'>;
  /** A pick-list or MFA answer: the login page continues at that step. */
  step?: HandedOverLoginStep;
}

/**
 * Renders the full app (router, guard, every page) into `root`. After the light sign-in page, the
 * session is stored and the address moved to the landing page exactly as the login page does
 * (`completeSignIn`), before the router reads it.
 */
export function startFullApp(root: Root, handOver: HandOver = {}): void {
  const services = createShellServices();
  if (handOver.tenant) services.session.getState().setTenant('found', handOver.tenant);
  if (handOver.step) handOverLoginStep(handOver.step);
  if (handOver.session) {
    const { landing } = completeSignIn(services.session, handOver.session.token, handOver.session.user);
    window.history.replaceState(null, '', landing);
  }
  root.render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
