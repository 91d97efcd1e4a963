import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Tenant permission map: permission key → role ids allowed. */
export type TenantPermissionsJson = Record<string, number[]>;
export interface TenantThemeJson {
  primaryColor?: string;
  secondaryColor?: string;
  accentColor?: string;
  mode?: 'light' | 'dark';
}
export interface TenantGlobalConfigJson {
  isAllowExternalCases: 0 | 1;
  employeeMngmt: 0 | 1;
}
export interface TenantChecklistJson {
  petitionSetupCompleted: boolean;
  workflowSetupCompleted: boolean;
  branchSetupCompleted: boolean;
}

/**
 * The platform's own table of tenants (law firms). Platform-owned, hence no tenant_id and no
 * RLS: the app role may read it, and the services decide who sees which row.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    typeId: integer('type_id').notNull().default(1),
    /** invited (awaiting activation), active, inactive, deleted. */
    status: text('status').notNull().default('active'),
    logo: text('logo'),
    favicon: text('favicon'),
    contactEmail: text('contact_email'),
    webApp: text('web_app'),
    whiteLabled: boolean('white_labled').notNull().default(false),
    theme: jsonb('theme').$type<TenantThemeJson>().notNull().default({}),
    permissions: jsonb('permissions').$type<TenantPermissionsJson>().notNull().default({}),
    globalConfig: jsonb('global_config')
      .$type<TenantGlobalConfigJson>()
      .notNull()
      .default({ isAllowExternalCases: 0, employeeMngmt: 0 }),
    issueInvoiceRoleIds: jsonb('issue_invoice_role_ids').$type<number[]>().notNull().default([]),
    weeklyReports: boolean('weekly_reports').notNull().default(false),
    checklist: jsonb('checklist')
      .$type<TenantChecklistJson>()
      .notNull()
      .default({ petitionSetupCompleted: false, workflowSetupCompleted: false, branchSetupCompleted: false }),
    profCompleted: text('prof_completed').notNull().default('no'),
    defaultWorkflowCompleted: boolean('default_workflow_completed').notNull().default(false),
    adminName: text('admin_name'),
    adminEmail: text('admin_email'),
    phone: text('phone'),
    phoneCountryCode: text('phone_country_code'),
    feiNumber: text('fei_number'),
    address: jsonb('address').$type<Record<string, unknown>>(),
    activationKeyHash: text('activation_key_hash'),
    activationExpiresAt: timestamp('activation_expires_at', { withTimezone: true }),
    profileUpdatedOn: timestamp('profile_updated_on', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('tenants_slug_key').on(sql`lower(${t.slug})`)],
);

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
