import { Link } from 'react-router-dom';
import { ApiError } from 'shared/client';
import { loginUserDetailsCall, type TLoginUserDetailsResult } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { useApi } from 'shared/session';
import { Loading } from 'shared/ui';
import { AuthCard } from '../features/auth/components/AuthCard';
import { StyledButtonLink } from '../features/auth/components/ButtonLink';
import { StatusBlock } from '../features/auth/components/StatusBlock';
import { useCompleteSignIn } from '../features/auth/hooks/useCompleteSignIn';
import { useOneShotCall } from '../features/auth/hooks/useOneShotCall';
import { errorMessage } from '../features/auth/utils/apiErrors';
import { isWellFormedLinkToken } from '../features/auth/utils/linkErrors';

export const AUTO_LOGIN_INVALID_MESSAGE = 'This sign-in link is invalid or has expired.';

/** A dead token reads as a dead link here ("please sign in" would be confusing); other failures say what they are. */
function autoLoginMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTO_LOGIN_INVALID_MESSAGE;
  if (
    ['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'ROLE_CHANGED', 'LINK_TOKEN_INVALID', 'VALIDATION_FAILED'].includes(error.code)
  ) {
    return AUTO_LOGIN_INVALID_MESSAGE;
  }
  return errorMessage(error);
}

/**
 * /auto-login/{token}: the token is a session token; the page fetches its session user, signs in
 * as a link session (ending it goes to the site root, SPEC §8) and goes to the landing page.
 */
export function AutoLoginPage({ params }: PageProps) {
  const api = useApi();
  const completeSignIn = useCompleteSignIn();
  const token = isWellFormedLinkToken(params.token) ? params.token : null;
  const state = useOneShotCall(
    token
      ? async (): Promise<TLoginUserDetailsResult> => {
          const user = await api.call(loginUserDetailsCall, { accessToken: token });
          completeSignIn(token, user, { linkSession: true });
          return user;
        }
      : null,
  );

  return (
    <AuthCard title={state.status === 'error' || state.status === 'idle' ? 'Sign-in link not valid' : 'Signing you in'}>
      {state.status === 'loading' || state.status === 'success' ? <Loading label="Signing you in…" /> : null}
      {state.status === 'error' || state.status === 'idle' ? (
        <StatusBlock
          tone="danger"
          actions={
            <StyledButtonLink to="/login" $variant="primary">
              Sign in with your password
            </StyledButtonLink>
          }
        >
          <p>{state.status === 'error' ? autoLoginMessage(state.error) : AUTO_LOGIN_INVALID_MESSAGE}</p>
          <p>
            Ask whoever sent it for a new link, or <Link to="/forgot-password">reset your password</Link>.
          </p>
        </StatusBlock>
      ) : null}
    </AuthCard>
  );
}
