import {
  type ZActivateUserPayload,
  type ZChangePasswordPayload,
  type ZCheckCompanyApprovalPayload,
  type ZForgotPasswordPayload,
  type ZInvitePetitionerPayload,
  type ZLoginPayload,
  type ZLoginUserDetailsPayload,
  type ZLogoutPayload,
  type ZRequestActivationEmailPayload,
  type ZRequestActivationKeyPayload,
  type ZResendVerifyLinkPayload,
  type ZSignupPayload,
  type ZSwitchAccountPayload,
  type ZUpdatePasswordPayload,
  type ZVerifyEmailPayload,
  type TAcceptedResult,
  type TActivateUserResult,
  type TChangePasswordResult,
  type TCheckCompanyApprovalResult,
  type TInvitePetitionerResult,
  type TLoginAccountOption,
  type TLoginResult,
  type TLoginSessionResult,
  type TLogoutResult,
  type TUpdatePasswordResult,
  type TVerifyEmailResult,
} from 'shared/contract';
import { hasTenantPermission, ROLE, type TSessionUser } from 'shared/domain';
import { bearerToken, createSession, hashPassword, revokeSession, verifyPassword } from '../../platform/auth';
import { AppError, conflict, forbidden, validationFailed, type CallContext, type Ctx } from '../../platform/http';
import { branchNames } from '../branches';
import { createCompanyForInvite } from '../companies';
import { mfaOverdue, mfaPolicy, hasMfa, verifySecondFactor } from '../mfa';
import { activateInvitedTenant, findTenantById } from '../tenants';
import { endSessions } from '../users';
import { fullName, roleName } from '../users';
import { usersRepository as users } from '../users';
import type { UserRow } from '../users';
import { mailAccountLink } from './account-links';
import {
  consumeAccountLink,
  findAccountLink,
  issueAccountLink,
  liveAccountLink,
  publicOrigin,
  revokeAccountLinks,
  type AccountLink,
} from './links';
import { sendIdentityMail } from './mail';
import { assertRouteAllowed } from './route-access';
import { buildSessionUser } from './session-user';
import { assertMayTry, clearFailures, recordFailure } from './throttle';

/** Verified against when the e-mail has no account, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-real-password-0!A'));

const CHALLENGE_EXPIRED = 'This sign-in step has expired. Please sign in again.';

async function assertTenantOpen(ctx: CallContext<unknown>): Promise<void> {
  if (ctx.tenant && ctx.tenant.status !== 'active') throw forbidden('This account is not active.');
}

/** Accounts of the e-mail whose password is `password` (each distinct hash verified once). */
async function accountsWithPassword(accounts: UserRow[], password: string): Promise<UserRow[]> {
  const verdicts = new Map<string, Promise<boolean>>();
  for (const a of accounts) {
    if (a.passwordHash && !verdicts.has(a.passwordHash)) verdicts.set(a.passwordHash, verifyPassword(a.passwordHash, password));
  }
  if (verdicts.size === 0) await verifyPassword(await timingDummy(), password);
  const ok: UserRow[] = [];
  for (const a of accounts) if (a.passwordHash && (await verdicts.get(a.passwordHash))) ok.push(a);
  return ok;
}

/** Refuses when none of the accounts may sign in, with the reason of the most advanced one. */
function usableAccounts(candidates: UserRow[]): UserRow[] {
  const usable = candidates.filter((a) => a.status === 'active');
  if (usable.length) return usable;
  if (candidates.some((a) => a.status === 'invited' || a.status === 'pending_verification')) {
    throw new AppError('ACCOUNT_NOT_ACTIVATED');
  }
  throw new AppError('LOGIN_USER_INACTIVE', 'Your account is inactive. Contact your administrator.');
}

/** The pick-list for several usable accounts: by role, by company, or by branch. */
async function pickResult(ctx: CallContext<unknown>, email: string, accounts: UserRow[]): Promise<TLoginResult> {
  const { token: challengeToken } = await issueAccountLink(ctx.tx, 'login-pick', email);
  const names = await branchNames(ctx.tx, accounts.flatMap((a) => a.branchIds));
  const sameRole = new Set(accounts.map((a) => a.roleId)).size === 1;
  if (sameRole && accounts.every((a) => a.roleId === ROLE.PETITIONER && a.companyId)) {
    return {
      kind: 'pick',
      pick: 'companies',
      challengeToken,
      companies: accounts.map((a) => ({ companyId: a.companyId!, name: a.companyName ?? a.companyId!, accountId: a.id })),
    };
  }
  if (sameRole && accounts.every((a) => a.branchIds.length > 0)) {
    return {
      kind: 'pick',
      pick: 'branches',
      challengeToken,
      branches: accounts.map((a) => ({
        branchId: a.branchIds[0]!,
        name: a.branchIds.map((b) => names.get(b) ?? '').filter(Boolean).join(', '),
        accountId: a.id,
      })),
    };
  }
  const options: TLoginAccountOption[] = accounts.map((a) => ({
    accountId: a.id,
    roleId: a.roleId,
    roleName: roleName(a.roleId),
    name: a.name,
    branchNames: a.branchIds.map((b) => names.get(b) ?? '').filter(Boolean),
    companyName: a.companyName,
  }));
  return { kind: 'pick', pick: 'accounts', challengeToken, accounts: options };
}

/** The account a picked id names, undefined when nothing was picked; 422 when it names none. */
function picked(accounts: UserRow[], p: { accountId?: string; companyId?: string; branchId?: string }): UserRow | undefined {
  if (p.accountId) {
    const a = accounts.find((x) => x.id === p.accountId);
    if (!a) throw validationFailed([{ path: 'accountId', message: 'Not one of your accounts' }]);
    return a;
  }
  if (p.companyId) {
    const list = accounts.filter((x) => x.companyId === p.companyId);
    if (list.length !== 1) throw validationFailed([{ path: 'companyId', message: 'Not one of your companies' }]);
    return list[0];
  }
  if (p.branchId) {
    const list = accounts.filter((x) => x.branchIds.includes(p.branchId!));
    if (list.length !== 1) throw validationFailed([{ path: 'branchId', message: 'Pick one of the listed accounts (send its accountId)' }]);
    return list[0];
  }
  return undefined;
}

async function startSession(ctx: CallContext<unknown>, user: UserRow): Promise<TLoginSessionResult> {
  await users.updateUserRow(ctx.tx, user.id, { lastLoginAt: new Date() });
  const { token, expiresAt } = await createSession(ctx.tx, { userId: user.id, roleId: user.roleId });
  const fresh = (await users.findUserById(ctx.tx, user.id)) ?? user;
  return { kind: 'session', token, expiresAt: expiresAt.toISOString(), user: await buildSessionUser(ctx.tx, fresh, token) };
}

async function mfaChallenge(ctx: CallContext<unknown>, user: UserRow): Promise<TLoginResult> {
  const { token, expiresAt } = await issueAccountLink(ctx.tx, 'login-mfa', user.id);
  return { kind: 'mfa', mfaType: 'totp', challengeToken: token, expiresAt: expiresAt.toISOString() };
}

/**
 * SPEC §4 sign-in, in steps: password → (pick-list) → (second factor) → session. Only the last
 * step stores a session. Failures count towards the throttle (throttle.ts).
 */
export async function login(ctx: Ctx<typeof ZLoginPayload>): Promise<TLoginResult> {
  const p = ctx.payload;
  await assertTenantOpen(ctx);
  let email: string;
  let candidates: UserRow[];
  let challenge: AccountLink | undefined;
  let mfaUserId: string | undefined;

  if (p.challengeToken) {
    challenge = await liveAccountLink(ctx.tx, p.challengeToken, ['login-pick', 'login-mfa'], CHALLENGE_EXPIRED);
    if (challenge.purpose === 'login-mfa') {
      const u = await users.findUserById(ctx.tx, challenge.recordId);
      if (!u) throw new AppError('LINK_TOKEN_INVALID', CHALLENGE_EXPIRED);
      email = u.email.toLowerCase();
      mfaUserId = u.id;
    } else {
      email = challenge.recordId;
    }
    if (p.email && p.email !== email) throw new AppError('LINK_TOKEN_INVALID', CHALLENGE_EXPIRED);
    await assertMayTry(ctx, email);
    candidates = (await users.findAccountsByEmail(ctx.tx, email)).filter((a) => a.passwordHash);
  } else {
    email = p.email!;
    await assertMayTry(ctx, email);
    candidates = await accountsWithPassword(await users.findAccountsByEmail(ctx.tx, email), p.password!);
    if (candidates.length === 0) {
      recordFailure(ctx, email);
      throw new AppError('INVALID_CREDENTIALS');
    }
  }

  const usable = usableAccounts(candidates);
  let chosen: UserRow | undefined;
  if (mfaUserId) {
    chosen = usable.find((a) => a.id === mfaUserId);
    if (!chosen) throw new AppError('LINK_TOKEN_INVALID', CHALLENGE_EXPIRED);
  } else {
    chosen = picked(usable, p) ?? (usable.length === 1 ? usable[0] : undefined);
  }
  if (!chosen) return pickResult(ctx, email, usable);

  if (hasMfa(chosen)) {
    if (!p.mfaCode && !p.recoveryCode) {
      if (mfaUserId) throw validationFailed([{ path: 'mfaCode', message: 'Enter the 6-digit code from your authenticator app' }]);
      return mfaChallenge(ctx, chosen);
    }
    if (!(await verifySecondFactor(ctx.tx, chosen, p))) {
      recordFailure(ctx, email);
      throw new AppError('MFA_CODE_INVALID', p.recoveryCode ? 'This recovery code is not valid or was already used.' : undefined);
    }
  } else {
    const policy = await mfaPolicy(ctx.tx);
    if (mfaOverdue(policy, chosen)) {
      const since = policy.gracePeriodDate ? ` since ${policy.gracePeriodDate.toISOString().slice(0, 10)}` : '';
      throw new AppError(
        'MFA_SETUP_REQUIRED',
        `Two-factor authentication is required for your account${since}. Ask your administrator to extend the grace period, then set it up.`,
      );
    }
  }
  if (challenge) await consumeAccountLink(ctx.tx, challenge);
  await clearFailures(ctx, email);
  return startSession(ctx, chosen);
}

/** Switch to another account of the signed-in e-mail (no password; MFA if the target has it). */
export async function switchAccount(ctx: Ctx<typeof ZSwitchAccountPayload>): Promise<TLoginResult> {
  const s = ctx.session!;
  const email = s.email.toLowerCase();
  const accounts = (await users.findAccountsByEmail(ctx.tx, email)).filter((a) => a.status === 'active');
  const target = picked(accounts, ctx.payload);
  if (!target) return pickResult(ctx, email, accounts);
  if (hasMfa(target) && target.id !== s.userId) return mfaChallenge(ctx, target);
  await revokeSession(ctx.tx, s.sessionId, 'switched');
  return startSession(ctx, target);
}

export async function logout(ctx: Ctx<typeof ZLogoutPayload>): Promise<TLogoutResult> {
  if (ctx.session) await revokeSession(ctx.tx, ctx.session.sessionId, 'logout');
  return { loggedOut: true };
}

/** The session user of a session token (body accessToken, else the bearer token). */
export async function loginUserDetails(ctx: Ctx<typeof ZLoginUserDetailsPayload>): Promise<TSessionUser> {
  const token = ctx.payload.accessToken ?? bearerToken(ctx.request.headers.authorization);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const r = await ctx.request.server.sessionResolver.resolve(ctx.tx, token);
  if (!r.ok) throw new AppError(r.code);
  const user = await users.findUserById(ctx.tx, r.session.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return buildSessionUser(ctx.tx, user, token);
}

// ───────────────────────────── registration and invitations ─────────────────────────────

const SIGNUP_ACCEPTED =
  'Thank you. If this address can be registered, we sent a link to it: open it to confirm your e-mail address.';

export async function signup(ctx: Ctx<typeof ZSignupPayload>): Promise<TAcceptedResult> {
  const p = ctx.payload;
  await assertTenantOpen(ctx);
  const existing = await users.findAccountsByEmail(ctx.tx, p.email);
  const accountKey = users.accountKeyOf({ roleId: p.roleId, companyId: null, branchIds: [] });
  const same = existing.find((a) => a.roleId === p.roleId && a.accountKey === accountKey);
  if (same) {
    if (same.status === 'pending_verification') {
      await mailAccountLink(ctx, same, 'verify-email');
    } else {
      await sendIdentityMail(ctx, {
        to: same.email,
        template: 'account-exists',
        data: { name: same.name, actionUrl: `${publicOrigin(ctx)}/login`, actionLabel: 'Sign in' },
      });
    }
    return { accepted: true, message: SIGNUP_ACCEPTED };
  }
  const row = await users.insertUser(ctx.tx, {
    email: p.email,
    name: fullName(p.firstName, p.lastName),
    firstName: p.firstName,
    lastName: p.lastName,
    roleId: p.roleId,
    accountKey,
    status: 'pending_verification',
    passwordHash: await hashPassword(p.password),
    passwordUpdated: true,
    passwordChangedAt: new Date(),
    phone: p.phone ?? null,
    companyName: p.roleId === ROLE.PETITIONER ? (p.companyName ?? null) : null,
    // A self-registered petitioner's company waits for the firm's approval (master data company_status 3).
    companyStatusId: p.roleId === ROLE.PETITIONER ? 3 : null,
    registrationCompleted: false,
    accountType: p.accountType ?? null,
    accountSubType: p.accountSubType ?? null,
  });
  await mailAccountLink(ctx, row, 'verify-email');
  return { accepted: true, message: SIGNUP_ACCEPTED };
}

export async function verifyEmail(ctx: Ctx<typeof ZVerifyEmailPayload>): Promise<TVerifyEmailResult> {
  const link = await liveAccountLink(ctx.tx, ctx.payload.token, ['verify-email']);
  const user = await users.findUserById(ctx.tx, link.recordId);
  if (!user) throw new AppError('LINK_TOKEN_INVALID');
  await consumeAccountLink(ctx.tx, link);
  if (user.status === 'pending_verification') {
    await users.updateUserRow(ctx.tx, user.id, { status: 'active' });
    // The address is proven: its other accounts take the password chosen at registration.
    await users.updateAccountsOfEmail(ctx.tx, user.email, { passwordHash: user.passwordHash, passwordChangedAt: new Date() });
  }
  return { verified: true, email: user.email, awaitingCompanyApproval: user.roleId === ROLE.PETITIONER && user.companyStatusId === 3 };
}

export async function invitePetitioner(ctx: Ctx<typeof ZInvitePetitionerPayload>): Promise<TInvitePetitionerResult> {
  const p = ctx.payload;
  const s = ctx.session!;
  await assertRouteAllowed(ctx, 'people.petitioners');
  const tenant = await findTenantById(ctx.tx, ctx.tenant!.id);
  if (!tenant || !hasTenantPermission(tenant, 'PETITIONER_INVITE', s.roleId)) throw forbidden();
  const branchIds = [...new Set(p.branchIds ?? s.branchIds)];
  if (p.branchIds) {
    const names = await branchNames(ctx.tx, branchIds);
    if (names.size !== branchIds.length) throw validationFailed([{ path: 'branchIds', message: 'Unknown branch' }]);
    if (s.roleId === ROLE.BRANCH_MANAGER && !branchIds.every((b) => s.branchIds.includes(b))) {
      throw forbidden('You may only invite petitioners to your own branches.');
    }
  }
  const accountKey = users.accountKeyOf({ roleId: 50, companyId: null, branchIds });
  // Each invitation creates a company, so any petitioner account of this address is a duplicate:
  // the firm resends the first invitation instead.
  if (await users.emailRoleTaken(ctx.tx, { email: p.email, roleId: 50 })) {
    throw conflict('This e-mail already has a petitioner account.');
  }
  const row = await users.insertUser(ctx.tx, {
    email: p.email,
    name: fullName(p.firstName, p.lastName),
    firstName: p.firstName,
    lastName: p.lastName ?? null,
    roleId: 50,
    accountKey,
    status: 'invited',
    branchIds,
    phone: p.phone ?? null,
    companyName: p.companyName ?? null,
    // Invited by the firm: the company needs no approval.
    companyStatusId: 1,
  });
  // The petitioner's company exists from the invitation on, so he completes its profile after activation.
  await createCompanyForInvite(ctx.tx, {
    name: p.companyName ?? fullName(p.firstName, p.lastName),
    email: p.email,
    phone: p.phone ?? null,
    feiNumber: null,
    branchId: branchIds[0] ?? null,
    primaryUserId: row.id,
    actor: { userId: s.userId, userName: s.name },
  });
  const { expiresAt } = await mailAccountLink(ctx, row, 'invitation', { inviterName: s.name, createdBy: s.userId });
  return { userId: row.id, email: row.email, expiresAt: expiresAt.toISOString() };
}

const RESEND_ACCEPTED = 'If this address has an account waiting for activation, we sent a new link to it.';

export async function requestActivationEmail(ctx: Ctx<typeof ZRequestActivationEmailPayload>): Promise<TAcceptedResult> {
  for (const a of await users.findAccountsByEmail(ctx.tx, ctx.payload.email)) {
    if (a.status === 'invited') await mailAccountLink(ctx, a, a.roleId === ROLE.PETITIONER ? 'invitation' : 'account-activation');
  }
  return { accepted: true, message: RESEND_ACCEPTED };
}

export async function requestActivationKey(ctx: Ctx<typeof ZRequestActivationKeyPayload>): Promise<TAcceptedResult> {
  const link = await findAccountLink(ctx.tx, ctx.payload.key, ['account-activation', 'invitation', 'verify-email']);
  if (link && !link.usedAt) {
    const user = await users.findUserById(ctx.tx, link.recordId);
    const waiting = user && (link.purpose === 'verify-email' ? user.status === 'pending_verification' : user.status === 'invited');
    if (user && waiting) await mailAccountLink(ctx, user, link.purpose as 'account-activation' | 'invitation' | 'verify-email');
  }
  return { accepted: true, message: RESEND_ACCEPTED };
}

export async function resendVerifyLink(ctx: Ctx<typeof ZResendVerifyLinkPayload>): Promise<TAcceptedResult> {
  for (const a of await users.findAccountsByEmail(ctx.tx, ctx.payload.email)) {
    if (a.status === 'pending_verification') await mailAccountLink(ctx, a, 'verify-email');
  }
  return { accepted: true, message: 'If this address is waiting for confirmation, we sent a new link to it.' };
}

// ───────────────────────────── passwords ─────────────────────────────

const FORGOT_ACCEPTED = 'If an account exists for this address, we sent a link to reset the password. It works once, for 1 hour.';

export async function forgotPassword(ctx: Ctx<typeof ZForgotPasswordPayload>): Promise<TAcceptedResult> {
  await assertTenantOpen(ctx);
  const accounts = await users.findAccountsByEmail(ctx.tx, ctx.payload.email);
  const target = accounts.find((a) => a.status === 'active') ?? accounts.find((a) => a.status === 'locked');
  if (target) await mailAccountLink(ctx, target, 'password-reset');
  return { accepted: true, message: FORGOT_ACCEPTED };
}

/** Sets the password of every account of the e-mail, ends their sessions and open reset links. */
async function setPassword(ctx: CallContext<unknown>, user: UserRow, password: string, opts: { exceptSessionId?: string } = {}) {
  const accounts = await users.updateAccountsOfEmail(ctx.tx, user.email, {
    passwordHash: await hashPassword(password),
    passwordUpdated: true,
    passwordChangedAt: new Date(),
  });
  const ids = accounts.map((a) => a.id);
  await endSessions(ctx, ctx.scopeTenantId, ids, 'password_changed', opts.exceptSessionId);
  await revokeAccountLinks(ctx.tx, ids, ['password-reset']);
  await clearFailures(ctx, user.email, { everywhere: true });
}

/**
 * A reset link sets a new password. Only a `password-reset` link: every link token is good for its
 * own purpose only (activation and invitation links go to `/users/activate`), so a link that leaked
 * for one purpose cannot be replayed here (issue 14, point 5).
 */
export async function updatePassword(ctx: Ctx<typeof ZUpdatePasswordPayload>): Promise<TUpdatePasswordResult> {
  const link = await liveAccountLink(ctx.tx, ctx.payload.token, ['password-reset']);
  const user = await users.findUserById(ctx.tx, link.recordId);
  if (!user || user.status === 'inactive') throw new AppError('LINK_TOKEN_INVALID');
  await consumeAccountLink(ctx.tx, link);
  await setPassword(ctx, user, ctx.payload.password);
  return { updated: true, email: user.email };
}

export async function activateUser(ctx: Ctx<typeof ZActivateUserPayload>): Promise<TActivateUserResult> {
  const link = await liveAccountLink(ctx.tx, ctx.payload.token, ['account-activation', 'invitation']);
  const user = await users.findUserById(ctx.tx, link.recordId);
  if (!user || user.status !== 'invited') throw new AppError('LINK_TOKEN_INVALID');
  await consumeAccountLink(ctx.tx, link);
  await setPassword(ctx, user, ctx.payload.password);
  await users.updateUserRow(ctx.tx, user.id, { status: 'active' });
  // A firm invited by the operator becomes active when its admin activates the account (issue 16.6).
  if (ctx.tenant?.status === 'invited' && user.roleId === ROLE.ADMIN) await activateInvitedTenant(ctx.tx, ctx.tenant.id);
  return { activated: true, email: user.email };
}

export async function changePassword(ctx: Ctx<typeof ZChangePasswordPayload>): Promise<TChangePasswordResult> {
  const s = ctx.session!;
  await assertMayTry(ctx, s.email);
  const user = await users.findUserById(ctx.tx, s.userId);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, ctx.payload.oldPassword))) {
    recordFailure(ctx, s.email);
    throw validationFailed([{ path: 'oldPassword', message: 'The current password is not correct.' }]);
  }
  await setPassword(ctx, user, ctx.payload.password, { exceptSessionId: s.sessionId });
  return { updated: true, roleId: ctx.payload.roleId };
}

// ───────────────────────────── company approval ─────────────────────────────

const COMPANY_STATUS: Record<number, TCheckCompanyApprovalResult['status']> = {
  1: 'active',
  2: 'inactive',
  3: 'pending_approval',
  4: 'approved',
  5: 'rejected',
};

export async function checkCompanyApproval(ctx: Ctx<typeof ZCheckCompanyApprovalPayload>): Promise<TCheckCompanyApprovalResult> {
  const user = await users.findUserById(ctx.tx, ctx.session!.userId);
  const id = user?.companyStatusId ?? null;
  const status = id === null ? 'none' : (COMPANY_STATUS[id] ?? 'none');
  return { companyStatusId: id, status, approved: status === 'none' || status === 'active' || status === 'approved' };
}

