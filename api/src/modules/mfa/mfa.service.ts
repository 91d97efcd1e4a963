import {
  type ZCheck2faPayload,
  type ZDisableMfaPayload,
  type ZEnrollConfirmPayload,
  type ZEnrollStartPayload,
  type ZGetMfaSettingsPayload,
  type ZResetMfaPayload,
  type ZUpdateMfaSettingsPayload,
  type TCheck2faResult,
  type TDisableMfaResult,
  type TEnrollConfirmResult,
  type TEnrollStartResult,
  type TMfaSettings,
  type TResetMfaResult,
} from 'shared/contract';
import { verifyPassword } from '../../platform/auth';
import { AppError, conflict, forbidden, notFound, validationFailed, type CallContext, type Ctx } from '../../platform/http';
import { canView, inUserScope } from '../users';
import { usersRepository as users } from '../users';
import { resetUserMfa } from '../users';
import type { UserRow } from '../users';
import { clearMfa, hasMfa, mfaOverdue, mfaPolicy, verifySecondFactor, type MfaPolicy } from './mfa.policy';
import { saveMfaSettings } from './mfa.repository';
import { acceptTotp, newRecoveryCodes, newTotpSecret, otpauthUrl, qrDataUrl } from './totp';

const GRACE_DEFAULT_MS = 14 * 24 * 60 * 60 * 1000;

const settingsOf = (policy: MfaPolicy): TMfaSettings => ({
  mfaEnabledByTenant: policy.enabled,
  gracePeriodDate: policy.gracePeriodDate ? policy.gracePeriodDate.toISOString() : null,
});

async function me(ctx: CallContext<unknown>): Promise<UserRow> {
  const row = await users.findUserById(ctx.tx, ctx.session!.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return row;
}

/** SPEC §3 MFA check by detailsId (own, or of a user the caller may see). */
export async function check2fa(ctx: Ctx<typeof ZCheck2faPayload>): Promise<TCheck2faResult> {
  return inUserScope(ctx, undefined, async (scope) => {
    const own = await me(ctx);
    const detailsId = ctx.payload.detailsId;
    let target = own;
    if (detailsId && detailsId !== own.id && detailsId !== own.detailsId) {
      const found = await users.findUserByDetailsId(ctx.tx, detailsId);
      if (!found || !canView(scope, found)) throw notFound('User not found');
      target = found;
    }
    const policy = await mfaPolicy(ctx.tx);
    return { ...settingsOf(policy), mfaType: hasMfa(target) ? 'totp' : null, mustLogout: mfaOverdue(policy, target) };
  });
}

export async function enrollStart(ctx: Ctx<typeof ZEnrollStartPayload>): Promise<TEnrollStartResult> {
  const user = await me(ctx);
  if (hasMfa(user)) throw conflict('Two-factor authentication is already on. Turn it off first to enrol another device.');
  const secret = newTotpSecret();
  await users.updateUserRow(ctx.tx, user.id, { mfaPendingSecret: secret });
  // The issuer the authenticator app shows: the firm's name (white label: never the product's).
  // No tenant means the platform host, where only platform operators have sessions (a tenant's
  // session is not found in the platform scope, register-call.ts): the operator is the product
  // owner, so the product's name is the right issuer there and no firm ever sees it.
  const issuer = ctx.tenant?.name ?? 'Passage';
  const url = otpauthUrl(user.email, issuer, secret);
  return { otpauthUrl: url, qrDataUrl: await qrDataUrl(url), secret };
}

export async function enrollConfirm(ctx: Ctx<typeof ZEnrollConfirmPayload>): Promise<TEnrollConfirmResult> {
  const user = await me(ctx);
  if (hasMfa(user)) throw conflict('Two-factor authentication is already on.');
  if (!user.mfaPendingSecret) throw conflict('Start the enrolment first (scan the QR code).');
  const step = acceptTotp(user.mfaPendingSecret, ctx.payload.code, null);
  if (step === null) throw validationFailed([{ path: 'code', message: 'The code does not match. Check the time on your phone and try again.' }]);
  const { codes, stored } = newRecoveryCodes();
  await users.updateUserRow(ctx.tx, user.id, {
    mfaType: 'totp',
    mfaSecret: user.mfaPendingSecret,
    mfaPendingSecret: null,
    mfaEnabledAt: new Date(),
    mfaLastStep: step,
    mfaRecoveryCodes: stored,
  });
  return { mfaType: 'totp', recoveryCodes: codes };
}

export async function disableMfa(ctx: Ctx<typeof ZDisableMfaPayload>): Promise<TDisableMfaResult> {
  const user = await me(ctx);
  if (!hasMfa(user)) throw conflict('Two-factor authentication is not on.');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, ctx.payload.password))) {
    throw validationFailed([{ path: 'password', message: 'The password is not correct.' }]);
  }
  const ok = await verifySecondFactor(ctx.tx, user, { mfaCode: ctx.payload.code, recoveryCode: ctx.payload.recoveryCode });
  if (!ok) throw validationFailed([{ path: ctx.payload.code ? 'code' : 'recoveryCode', message: 'The code is not valid.' }]);
  const policy = await mfaPolicy(ctx.tx);
  if (policy.enabled && (!policy.gracePeriodDate || policy.gracePeriodDate.getTime() <= Date.now())) {
    throw forbidden('Your organisation requires two-factor authentication: it cannot be turned off.');
  }
  await clearMfa(ctx.tx, user.id);
  return { disabled: true };
}

/** /mfa/reset: the same rules as /users/reset-mfa. */
export const resetMfa = (ctx: Ctx<typeof ZResetMfaPayload>): Promise<TResetMfaResult> => resetUserMfa(ctx);

export async function getMfaSettings(ctx: Ctx<typeof ZGetMfaSettingsPayload>): Promise<TMfaSettings> {
  return settingsOf(await mfaPolicy(ctx.tx));
}

function endOfDay(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

export async function updateMfaSettings(ctx: Ctx<typeof ZUpdateMfaSettingsPayload>): Promise<TMfaSettings> {
  const p = ctx.payload;
  let grace: Date | null = null;
  if (p.mfaEnabledByTenant) {
    grace = p.gracePeriodDate === undefined ? new Date(Date.now() + GRACE_DEFAULT_MS) : p.gracePeriodDate === null ? null : endOfDay(p.gracePeriodDate);
    const admin = await me(ctx);
    if (!hasMfa(admin) && (!grace || grace.getTime() <= Date.now())) {
      throw conflict('Set up two-factor authentication for your own account first, or give a grace date in the future.');
    }
  }
  const row = await saveMfaSettings(ctx.tx, { enabled: p.mfaEnabledByTenant, gracePeriodDate: grace, updatedBy: ctx.session!.userId });
  return settingsOf({ enabled: row.enabled, gracePeriodDate: row.enabled && row.gracePeriodDate ? new Date(row.gracePeriodDate) : null });
}
