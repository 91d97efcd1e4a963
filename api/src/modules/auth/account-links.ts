import type { CallContext } from '../../platform/http';
import type { UserRow } from '../users';
import { ACCOUNT_LINKS, accountLinkUrl, issueAccountLink } from './links';
import { sendIdentityMail } from './mail';

export type MailedLinkPurpose = 'account-activation' | 'invitation' | 'verify-email' | 'password-reset';

/**
 * Issues a link of `purpose` for `user` (older ones of that purpose stop working) and mails it.
 * Runs in the call's transaction, in the scope of the user's tenant (`tenant` when the operator
 * acts for a tenant from the app host).
 */
export async function mailAccountLink(
  ctx: CallContext<unknown>,
  user: UserRow,
  purpose: MailedLinkPurpose,
  opts: { tenant?: { id: string; slug: string }; inviterName?: string; createdBy?: string } = {},
): Promise<{ expiresAt: Date }> {
  const { token, expiresAt } = await issueAccountLink(ctx.tx, purpose, user.id, opts.createdBy);
  const actionUrl = accountLinkUrl(ctx, purpose, token, opts.tenant?.slug);
  const expiresIn = ACCOUNT_LINKS[purpose].expiresIn;
  const common = { name: user.name, actionUrl };
  const tenantId = opts.tenant?.id;
  switch (purpose) {
    case 'account-activation':
      await sendIdentityMail(ctx, {
        to: user.email,
        template: 'account-activation',
        data: { ...common, actionLabel: 'Activate your account', expiresIn },
        tenantId,
      });
      break;
    case 'invitation':
      await sendIdentityMail(ctx, {
        to: user.email,
        template: 'invitation',
        data: { ...common, actionLabel: 'Accept the invitation', inviterName: opts.inviterName ?? 'Your law firm' },
        tenantId,
      });
      break;
    case 'verify-email':
      await sendIdentityMail(ctx, {
        to: user.email,
        template: 'email-verification',
        data: { ...common, actionLabel: 'Confirm your e-mail address', expiresIn },
        tenantId,
      });
      break;
    case 'password-reset':
      await sendIdentityMail(ctx, {
        to: user.email,
        template: 'password-reset',
        data: { ...common, actionLabel: 'Choose a new password', expiresIn },
        tenantId,
      });
      break;
  }
  return { expiresAt };
}
