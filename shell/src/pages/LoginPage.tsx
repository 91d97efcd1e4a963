import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { TLoginSessionResult } from 'shared/auth-contract';
import type { DeepLinkType } from 'shared/routes';
import type { PageProps } from 'shared/federation';
import { resumeAfterLogin } from 'shared/guard';
import { AccountPickStep } from '../features/auth/components/AccountPickStep';
import { AuthCard } from '../features/auth/components/AuthCard';
import { FormAlert } from '../features/auth/components/FormAlert';
import { LoginCredentialsForm } from '../features/auth/components/LoginCredentialsForm';
import { MfaChallengeStep } from '../features/auth/components/MfaChallengeStep';
import { useCompleteSignIn } from '../features/auth/hooks/useCompleteSignIn';
import { useLoginFlow } from '../features/auth/hooks/useLoginFlow';

const DEEP_LINK_NOTES: Record<DeepLinkType, string> = {
  i9: 'Sign in to open the I-9 you were sent.',
  reminder: 'Sign in to open your reminder.',
  ATTORNEY_SIGN: 'Sign in to sign the document that is waiting for you.',
};

const TITLES = { credentials: 'Sign in', pick: 'Choose an account', mfa: 'Two-factor verification' } as const;

/** /login: e-mail and password, then a pick-list or an MFA step when the server asks (SPEC §4). */
export function LoginPage({ query }: PageProps) {
  const completeSignIn = useCompleteSignIn();
  const onSession = useCallback(
    (answer: TLoginSessionResult) => {
      completeSignIn(answer.token, answer.user, { query });
    },
    [completeSignIn, query],
  );
  const flow = useLoginFlow(onSession);
  const { state } = flow;
  const deepLinkType = resumeAfterLogin(query) ? (query.get('type') as DeepLinkType) : null;
  const challengeToken = state.step === 'credentials' ? undefined : state.answer.challengeToken;

  return (
    <AuthCard
      title={TITLES[state.step]}
      subtitle={state.step === 'credentials' ? 'Welcome back. Enter your e-mail and password.' : undefined}
      footer={
        state.step === 'credentials' ? (
          <span>
            New here? <Link to="/register">Create an account</Link>
          </span>
        ) : null
      }
    >
      {deepLinkType && state.step === 'credentials' ? (
        <FormAlert tone="info">{DEEP_LINK_NOTES[deepLinkType]}</FormAlert>
      ) : null}
      {state.step === 'credentials' ? (
        <LoginCredentialsForm
          busy={flow.busy}
          error={flow.error}
          onSubmit={(values) => flow.send(values)}
          LinkComponent={Link}
        />
      ) : null}
      {state.step === 'pick' ? (
        <AccountPickStep
          answer={state.answer}
          busy={flow.busy}
          error={flow.error}
          onPick={(choice) => void flow.send({ challengeToken, ...choice })}
          onBack={flow.restart}
        />
      ) : null}
      {state.step === 'mfa' ? (
        <MfaChallengeStep
          answer={state.answer}
          busy={flow.busy}
          error={flow.error}
          onVerify={(code) => void flow.send({ challengeToken, ...code })}
          onBack={flow.restart}
        />
      ) : null}
    </AuthCard>
  );
}
