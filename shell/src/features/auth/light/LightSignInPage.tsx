import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TLoginResult, TTenantPublic } from 'shared/auth-contract';
import { AuthFrame } from '../components/AuthFrame';
import { LoginCredentialsForm, type Credentials } from '../components/LoginCredentialsForm';
import { errorMessage } from '../utils/apiErrors';
import { productName } from '../../tenant/applyBranding';
import { HandOverLink } from './HandOverLink';

/** The catalogue's title of /login (a test compares it with `shared/routes`). */
export const LOGIN_PAGE_TITLE = 'Login';

export interface LightSignInPageProps {
  tenant: TTenantPublic;
  /** Sends e-mail and password (`/auth/login`); rejects with an `ApiError`. */
  login: (credentials: Credentials) => Promise<TLoginResult>;
  /** The server's answer (a session, a pick-list or an MFA challenge): the full app takes over. */
  onAnswer: (answer: TLoginResult) => Promise<void>;
  /** A link to another page: the full app takes over at that address. */
  onOpen: (path: string) => void;
}

/**
 * /login for a signed-out first visit, before the full app has loaded (issue 21 point 4): the same
 * frame, form, texts, rules and messages as `LoginPage`'s credentials step, sending the same call.
 * What it does not do itself (the pick-list and MFA steps, the landing page, every other page) it
 * hands to the full app.
 */
export function LightSignInPage({ tenant, login, onAnswer, onOpen }: LightSignInPageProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = `${LOGIN_PAGE_TITLE} · ${productName(tenant)}`;
  }, [tenant]);

  const submit = useCallback(
    async (credentials: Credentials): Promise<unknown> => {
      setBusy(true);
      setError(null);
      try {
        await onAnswer(await login(credentials));
        return null;
      } catch (failure) {
        setError(errorMessage(failure));
        setBusy(false);
        return failure;
      }
    },
    [login, onAnswer],
  );

  const Link = useMemo(
    () =>
      function Link({ to, children }: { to: string; children: ReactNode }) {
        return (
          <HandOverLink to={to} onOpen={onOpen}>
            {children}
          </HandOverLink>
        );
      },
    [onOpen],
  );

  return (
    <AuthFrame
      tenant={tenant}
      title="Sign in"
      subtitle="Welcome back. Enter your e-mail and password."
      footer={
        <span>
          New here? <Link to="/register">Create an account</Link>
        </span>
      }
    >
      <LoginCredentialsForm busy={busy} error={error} onSubmit={submit} LinkComponent={Link} />
    </AuthFrame>
  );
}
