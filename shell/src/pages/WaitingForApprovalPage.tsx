import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { loginUserDetailsCall } from 'shared/contract';
import { useApi, useSession, useSessionStore } from 'shared/session';
import { Loading, StyledButton } from 'shared/ui';
import { useCompanyApproval } from '../features/auth/api/authQueries';
import { AuthCard } from '../features/auth/components/AuthCard';
import { StyledButtonLink } from '../features/auth/components/ButtonLink';
import { StatusBlock } from '../features/auth/components/StatusBlock';
import { errorMessage } from '../features/auth/utils/apiErrors';
import { firmName } from '../features/auth/utils/firmName';
import { useSignOut } from '../features/session/hooks/useSignOut';
import { landingFor } from '../features/session/utils/postLoginPath';

/** How often the page asks whether the firm has approved the company. */
export const APPROVAL_POLL_MS = 30_000;

/** /waiting-for-approval: a petitioner whose company the firm has not approved yet waits here. */
export function WaitingForApprovalPage() {
  const api = useApi();
  const navigate = useNavigate();
  const store = useSessionStore();
  const user = useSession((s) => s.user);
  const tenant = useSession((s) => s.tenant);
  const { signOut, busy: signingOut } = useSignOut();
  const approval = useCompanyApproval(user?.userId ?? null, APPROVAL_POLL_MS);
  const approved = approval.data?.approved === true;
  const userId = user?.userId;
  useEffect(() => {
    if (!approved || !userId) return undefined;
    let live = true;
    // Refresh the stored session user (company status changed), then open the workspace.
    const refreshed = api.call(loginUserDetailsCall, {}).then(
      (fresh) => {
        if (live) store.getState().updateUser(fresh);
      },
      (error: unknown) => console.warn('Could not refresh the session user after approval', error),
    );
    const timer = setTimeout(() => {
      void refreshed.then(() => {
        const current = store.getState().user;
        if (live && current) void navigate(landingFor(current), { replace: true });
      });
    }, 1500);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [approved, userId, api, store, navigate]);

  const firm = firmName(tenant);

  if (!user) {
    return (
      <AuthCard title="Waiting for approval">
        <StatusBlock
          tone="info"
          actions={
            <StyledButtonLink to="/login" $variant="primary">
              Sign in
            </StyledButtonLink>
          }
        >
          <p>Sign in to see whether {firm} has approved your company.</p>
        </StatusBlock>
      </AuthCard>
    );
  }

  const status = approval.data?.status;
  return (
    <AuthCard
      title={approved ? 'Your company is approved' : 'Waiting for approval'}
      footer={
        <span>
          Signed in as {user.email} ·{' '}
          <StyledButton type="button" onClick={() => void signOut()} disabled={signingOut}>
            {signingOut ? 'Signing out…' : 'Sign out'}
          </StyledButton>
        </span>
      }
    >
      {approval.isPending ? <Loading label="Checking your company’s status…" /> : null}
      {approval.isError ? (
        <StatusBlock
          tone="danger"
          actions={
            <StyledButton type="button" $variant="primary" onClick={() => void approval.refetch()}>
              Try again
            </StyledButton>
          }
        >
          <p>{errorMessage(approval.error)}</p>
        </StatusBlock>
      ) : null}
      {approval.data && approved ? (
        <StatusBlock tone="success">
          <p>{firm} has approved your company. Taking you to your workspace…</p>
        </StatusBlock>
      ) : null}
      {approval.data && !approved && (status === 'rejected' || status === 'inactive') ? (
        <StatusBlock tone="danger">
          <p>
            {status === 'rejected'
              ? `${firm} did not approve your company’s registration.`
              : `Your company’s account with ${firm} is inactive.`}
          </p>
          <p>{tenant?.contactEmail ? `Contact ${tenant.contactEmail} for help.` : `Contact ${firm} for help.`}</p>
        </StatusBlock>
      ) : null}
      {approval.data && !approved && status !== 'rejected' && status !== 'inactive' ? (
        <StatusBlock
          tone="info"
          actions={
            <StyledButton type="button" onClick={() => void approval.refetch()} disabled={approval.isFetching}>
              {approval.isFetching ? 'Checking…' : 'Check now'}
            </StyledButton>
          }
        >
          <p>Thanks for registering. {firm} is reviewing your company’s details and will let you know by e-mail.</p>
          <p>This page checks again every 30 seconds and opens your workspace as soon as you are approved.</p>
        </StatusBlock>
      ) : null}
    </AuthCard>
  );
}
