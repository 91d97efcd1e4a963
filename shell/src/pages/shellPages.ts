import { lazy, type ComponentType } from 'react';
import type { PageProps } from 'shared/federation';

/*
 * The shell's own pages by catalogue path, each in its own chunk (issue 21 point 4): a first visit
 * to /login fetches the sign-in screen only, not the profile, MFA, register or search screens and
 * the form libraries they use. `preloadShellPage` starts the current page's chunk at boot, in
 * parallel with the tenant call, so the split adds no round trip. Other shell routes render their
 * route frame.
 */
type Loader = () => Promise<ComponentType<PageProps>>;

const LOADERS: Readonly<Record<string, Loader>> = {
  '/login': () => import('./LoginPage').then((m) => m.LoginPage),
  '/register': () => import('./RegisterPage').then((m) => m.RegisterPage),
  '/forgot-password': () => import('./ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  '/resend-link': () => import('./ResendLinkPage').then((m) => m.ResendLinkPage),
  '/public/reset-password': () => import('./ResetPasswordPage').then((m) => m.ResetPasswordPage),
  '/public/set-password': () => import('./SetPasswordLinkPage').then((m) => m.SetPasswordLinkPage),
  '/public/activate-user-account': () => import('./ActivateUserAccountPage').then((m) => m.ActivateUserAccountPage),
  '/public/account-activation': () => import('./AccountActivationPage').then((m) => m.AccountActivationPage),
  '/public/account-activation-invite': () =>
    import('./AccountActivationInvitePage').then((m) => m.AccountActivationInvitePage),
  '/link-tenant': () => import('./LinkTenantPage').then((m) => m.LinkTenantPage),
  '/verify-email': () => import('./VerifyEmailPage').then((m) => m.VerifyEmailPage),
  '/auto-login/:token': () => import('./AutoLoginPage').then((m) => m.AutoLoginPage),
  '/setpassword': () => import('./SetPasswordPage').then((m) => m.SetPasswordPage),
  '/waiting-for-approval': () => import('./WaitingForApprovalPage').then((m) => m.WaitingForApprovalPage),
  '/profile': () => import('./ProfilePage').then((m) => m.ProfilePage),
  '/notifications': () => import('./NotificationsPage').then((m) => m.NotificationsPage),
  '/globalsearch': () => import('./GlobalSearchPage').then((m) => m.GlobalSearchPage),
  '/test-page': () => import('./TestPage').then((m) => m.TestPage),
  '/error-404': () => import('./NotFoundPage').then((m) => m.NotFoundPage),
  '/auth/on-esign-complete': () => import('./EsignOutcomePages').then((m) => m.EsignCompletePage),
  '/auth/on-esign-url-complete': () => import('./EsignOutcomePages').then((m) => m.EsignCompletePage),
  '/auth/sign-tpl-prepare-status': () => import('./EsignOutcomePages').then((m) => m.EsignPrepareStatusPage),
};

const started = new Map<string, Promise<ComponentType<PageProps>>>();

/** Starts (once) loading the chunk of the shell page at `path`; a path without one is ignored. */
export function preloadShellPage(path: string): Promise<ComponentType<PageProps>> | undefined {
  const load = LOADERS[path];
  if (!load) return undefined;
  let p = started.get(path);
  if (!p) {
    p = load();
    started.set(path, p);
    p.catch(() => started.delete(path)); // a failed chunk is retried on the next render
  }
  return p;
}

export const shellPages: Readonly<Record<string, ComponentType<PageProps>>> = Object.fromEntries(
  Object.keys(LOADERS).map((path) => [
    path,
    lazy(async () => ({ default: await (preloadShellPage(path) as Promise<ComponentType<PageProps>>) })),
  ]),
);
