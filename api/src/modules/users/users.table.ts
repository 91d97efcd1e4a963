import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/** One stored recovery code: SHA-256 of the normalised code, and when it was used. */
export interface RecoveryCodeJson {
  hash: string;
  usedAt: string | null;
}

/**
 * Users of a tenant. Platform operators are users of the platform scope
 * (tenant_id = PLATFORM_TENANT_ID).
 *
 * A row is one *account*. One e-mail may hold several accounts in a tenant (different roles, or
 * the same role for different companies/branches: `account_key`); they share the password, and
 * sign-in answers a pick-list (docs/identity.md).
 */
export const users = tenantTable(
  'users',
  {
    id: uuid('id').notNull().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    roleId: integer('role_id').notNull(),
    /** '' for the e-mail's only account of a role; else what tells same-role accounts apart. */
    accountKey: text('account_key').notNull().default(''),
    /** 1 = external user (SPEC §6: internal means isExternal is not 1). */
    isExternal: integer('is_external').notNull().default(0),
    /** active, inactive, invited, pending_verification, locked. */
    status: text('status').notNull().default('active'),
    passwordHash: text('password_hash'),
    /** The user chose the password (false when an admin set it). */
    passwordUpdated: boolean('password_updated').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    branchIds: jsonb('branch_ids').$type<string[]>().notNull().default([]),
    phone: text('phone'),
    /** Storage key of the profile picture. */
    profilePicture: text('profile_picture'),
    /** The petitioner, beneficiary or staff details record (defaults to the user id). */
    detailsId: text('details_id'),
    casesAccessForAllUsers: boolean('cases_access_for_all_users').notNull().default(false),
    registrationCompleted: boolean('registration_completed').notNull().default(true),
    companyId: text('company_id'),
    companyName: text('company_name'),
    /** master data company_status id. */
    companyStatusId: integer('company_status_id'),
    companyRegistrationCompleted: boolean('company_registration_completed').notNull().default(false),
    companyProfileUpdatedOn: timestamp('company_profile_updated_on', { withTimezone: true }),
    accountType: text('account_type'),
    accountSubType: text('account_sub_type'),
    /** 'totp' once enrolled. */
    mfaType: text('mfa_type'),
    mfaSecret: text('mfa_secret'),
    /** Secret of an enrolment started but not confirmed yet. */
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    mfaLastStep: integer('mfa_last_step'),
    mfaRecoveryCodes: jsonb('mfa_recovery_codes').$type<RecoveryCodeJson[]>().notNull().default([]),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'users_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('users_account_key').on(t.tenantId, sql`lower(${t.email})`, t.roleId, t.accountKey),
    index('users_email_idx').on(t.tenantId, sql`lower(${t.email})`),
    index('users_role_idx').on(t.tenantId, t.roleId),
  ],
);

export type UserRow = typeof users.$inferSelect;
