import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../domain/messages';
import { ZSessionUser } from '../../domain/session-user';
import { zEmail, zStrongPassword } from '../../domain/validation-core';

/** A required e-mail address: trimmed, lower-cased, SPEC §5 pattern and message. */
export const ZAccountEmail = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.required('Email'))
  .max(254)
  .pipe(zEmail())
  .transform((v) => v.toLowerCase());

/** A new password: required, SPEC §5 strong-password rule and message. */
export const ZNewPassword = zStrongPassword()
  .min(1, VALIDATION_MESSAGES.required('Password'))
  .max(128, 'The password must be at most 128 characters');

/** A password being checked (sign-in, old password): any non-empty string. */
export const ZGivenPassword = z.string().min(1, VALIDATION_MESSAGES.required('Password')).max(1024);

/** A link token from a mail (`token`, `key` or `accessToken` in the link's query). */
export const ZLinkToken = z.string().trim().min(16, 'This link is invalid or has expired.').max(200);

/** A 6-digit code from an authenticator app (spaces allowed, removed). */
export const ZTotpCode = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** A one-time recovery code, e.g. `K7Q2M-9XH4R` (dash and case optional). */
export const ZRecoveryCode = z
  .string()
  .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{10}$/, 'Enter a recovery code like ABCDE-23456'));

/** The only second factor Passage offers: a TOTP authenticator app (RFC 6238). */
export const ZMfaType = z.enum(['totp']);
export type TMfaType = z.infer<typeof ZMfaType>;

/** One account of a pick-list: a user record sharing the e-mail (SPEC §4 pick-list). */
export const ZLoginAccountOption = z.object({
  accountId: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
  name: z.string(),
  /** Branches of the account (names), for law-firm staff. */
  branchNames: z.array(z.string()),
  /** The client company, for petitioners (role 50). */
  companyName: z.string().nullable(),
});
export type TLoginAccountOption = z.infer<typeof ZLoginAccountOption>;

export const ZLoginCompanyOption = z.object({
  companyId: z.string(),
  name: z.string(),
  accountId: z.string(),
});
export type TLoginCompanyOption = z.infer<typeof ZLoginCompanyOption>;

export const ZLoginBranchOption = z.object({
  branchId: z.string(),
  name: z.string(),
  accountId: z.string(),
});
export type TLoginBranchOption = z.infer<typeof ZLoginBranchOption>;

/** Signed in: the client stores `token` and `user` (SPEC §3 session user). */
export const ZLoginSessionResult = z.object({
  kind: z.literal('session'),
  token: z.string(),
  /** Absolute expiry of the session (it also ends after SESSION idle time without calls). */
  expiresAt: z.string(),
  user: ZSessionUser,
});
export type TLoginSessionResult = z.infer<typeof ZLoginSessionResult>;

/**
 * Several accounts share the e-mail and password: no session yet. Send the login again with the
 * chosen id (`accountId`, `companyId` or `branchId`) plus either `challengeToken` or
 * email + password. `pick` names the list that is present.
 */
export const ZLoginPickResult = z.discriminatedUnion('pick', [
  z.object({
    kind: z.literal('pick'),
    pick: z.literal('accounts'),
    accounts: z.array(ZLoginAccountOption),
    challengeToken: z.string(),
  }),
  z.object({
    kind: z.literal('pick'),
    pick: z.literal('companies'),
    companies: z.array(ZLoginCompanyOption),
    challengeToken: z.string(),
  }),
  z.object({
    kind: z.literal('pick'),
    pick: z.literal('branches'),
    branches: z.array(ZLoginBranchOption),
    challengeToken: z.string(),
  }),
]);
export type TLoginPickResult = z.infer<typeof ZLoginPickResult>;

/**
 * The account has two-factor authentication: no session yet. Send the login again with
 * `challengeToken` and `mfaCode` (or `recoveryCode`). The challenge lasts 5 minutes.
 */
export const ZLoginMfaResult = z.object({
  kind: z.literal('mfa'),
  mfaType: ZMfaType,
  challengeToken: z.string(),
  /** ISO time the challenge expires. */
  expiresAt: z.string(),
});
export type TLoginMfaResult = z.infer<typeof ZLoginMfaResult>;

/** Answer of /auth/login and /auth/switch-account (SPEC §4: pick-list or MFA instead of a token). */
export const ZLoginResult = z.union([ZLoginSessionResult, ZLoginPickResult, ZLoginMfaResult]);
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** Answer of calls that must not reveal whether an address exists (forgot password, resends). */
export const ZAcceptedResult = z.object({
  accepted: z.literal(true),
  message: z.string(),
});
export type TAcceptedResult = z.infer<typeof ZAcceptedResult>;
