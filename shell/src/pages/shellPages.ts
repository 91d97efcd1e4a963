import type { ComponentType } from 'react';
import type { PageProps } from 'shared/federation';
import { AccountActivationInvitePage } from './AccountActivationInvitePage';
import { AccountActivationPage } from './AccountActivationPage';
import { ActivateUserAccountPage } from './ActivateUserAccountPage';
import { AutoLoginPage } from './AutoLoginPage';
import { esignPages } from './EsignOutcomePages';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { GlobalSearchPage } from './GlobalSearchPage';
import { LinkTenantPage } from './LinkTenantPage';
import { LoginPage } from './LoginPage';
import { NotFoundPage } from './NotFoundPage';
import { NotificationsPage } from './NotificationsPage';
import { ProfilePage } from './ProfilePage';
import { RegisterPage } from './RegisterPage';
import { ResendLinkPage } from './ResendLinkPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SetPasswordLinkPage } from './SetPasswordLinkPage';
import { SetPasswordPage } from './SetPasswordPage';
import { TestPage } from './TestPage';
import { VerifyEmailPage } from './VerifyEmailPage';
import { WaitingForApprovalPage } from './WaitingForApprovalPage';

/** The shell's own pages by catalogue path; other shell routes render their route frame. */
export const shellPages: Readonly<Record<string, ComponentType<PageProps>>> = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/forgot-password': ForgotPasswordPage,
  '/resend-link': ResendLinkPage,
  '/public/reset-password': ResetPasswordPage,
  '/public/set-password': SetPasswordLinkPage,
  '/public/activate-user-account': ActivateUserAccountPage,
  '/public/account-activation': AccountActivationPage,
  '/public/account-activation-invite': AccountActivationInvitePage,
  '/link-tenant': LinkTenantPage,
  '/verify-email': VerifyEmailPage,
  '/auto-login/:token': AutoLoginPage,
  '/setpassword': SetPasswordPage,
  '/waiting-for-approval': WaitingForApprovalPage,
  '/profile': ProfilePage,
  '/notifications': NotificationsPage,
  '/globalsearch': GlobalSearchPage,
  '/test-page': TestPage,
  '/error-404': NotFoundPage,
  ...esignPages,
};
