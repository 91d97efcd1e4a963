import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TAddress, TContactPerson } from 'shared/contract';
import { tenantTable } from '../../platform/db/tenant-table';

/** A PostgreSQL tsvector (read as its text form; only SQL reads it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The words global search matches for a petitioner (name, DBA, e-mail, FEIN), stored in
 * `search_vector` (generated; see beneficiarySearchVector).
 */
export const companySearchVector = (t: Record<'name' | 'dba' | 'email' | 'feiNumber', AnyColumn>): SQL =>
  sql`to_tsvector('simple'::regconfig, coalesce(${t.name}, '') || ' ' || coalesce(${t.dba}, '') || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.feiNumber}, ''))`;

export interface AuthSignerJson {
  firstName: string;
  lastName: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  countryCallingCode: string | null;
  signatureKey: string | null;
  signedAt: string | null;
}

/** Petitioner companies (the firm's client companies). */
export const companies = tenantTable(
  'companies',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    dba: text('dba'),
    feiNumber: text('fei_number'),
    naicsCode: text('naics_code'),
    employeesCount: integer('employees_count'),
    grossIncome: numeric('gross_income', { precision: 16, scale: 2, mode: 'number' }),
    netIncome: numeric('net_income', { precision: 16, scale: 2, mode: 'number' }),
    yearEstablished: integer('year_established'),
    businessType: text('business_type'),
    website: text('website'),
    email: text('email'),
    phone: text('phone'),
    countryCallingCode: text('country_calling_code'),
    addresses: jsonb('addresses').$type<TAddress[]>().notNull().default([]),
    contacts: jsonb('contacts').$type<TContactPerson[]>().notNull().default([]),
    authSigner: jsonb('auth_signer').$type<AuthSignerJson | null>(),
    /** company_status master data id. */
    statusId: integer('status_id').notNull().default(1),
    branchId: uuid('branch_id'),
    /** The role-50 user who administers the company (also in company_users). */
    primaryUserId: uuid('primary_user_id'),
    registrationCompleted: boolean('registration_completed').notNull().default(false),
    profileUpdatedOn: timestamp('profile_updated_on', { withTimezone: true }),
    /** Linked accounting-software customer id. */
    accountingCustomerId: text('accounting_customer_id'),
    mergedIntoId: uuid('merged_into_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL => companySearchVector(companies)),
  },
  (t) => [
    primaryKey({ name: 'companies_pkey', columns: [t.tenantId, t.id] }),
    index('companies_name_idx').on(t.tenantId, sql`lower(${t.name})`, t.id),
    index('companies_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('companies_branch_idx').on(t.tenantId, t.branchId),
    uniqueIndex('companies_fein_key').on(t.tenantId, t.feiNumber).where(sql`${t.deletedAt} is null and ${t.feiNumber} is not null`),
  ],
);
export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;

/** The role-50 users of a company (SPEC /petitioner-internal-users). */
export const companyUsers = tenantTable(
  'company_users',
  {
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'company_users_pkey', columns: [t.tenantId, t.companyId, t.userId] }),
    index('company_users_user_idx').on(t.tenantId, t.userId),
  ],
);

/** Company documents (incorporation, tax returns, …): stored files under a document kind. */
export const companyDocuments = tenantTable(
  'company_documents',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    docType: text('doc_type').notNull(),
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    mimetype: text('mimetype'),
    size: integer('size'),
    status: boolean('status').notNull().default(true),
    uploadedBy: uuid('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'company_documents_pkey', columns: [t.tenantId, t.id] }),
    index('company_documents_company_idx').on(t.tenantId, t.companyId),
  ],
);
export type CompanyDocumentRow = typeof companyDocuments.$inferSelect;
