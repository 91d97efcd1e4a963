import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/** A PostgreSQL tsvector (read as its text form; only SQL reads it). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The words global search matches for a beneficiary (name, e-mail, passport number), stored in
 * `search_vector` (a generated column): a search compares each row's stored vector instead of
 * tokenizing every row of the firm (docs/query-layer.md "API queries"). A GIN index would not
 * help: `@@` is not leakproof, so row-level security keeps it out of index conditions.
 */
export const beneficiarySearchVector = (t: Record<'firstName' | 'middleName' | 'lastName' | 'email' | 'passportNumber', AnyColumn>): SQL =>
  sql`to_tsvector('simple'::regconfig, coalesce(${t.firstName}, '') || ' ' || coalesce(${t.middleName}, '') || ' ' || coalesce(${t.lastName}, '') || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.passportNumber}, ''))`;

/**
 * Beneficiaries (employees for company tenants) and their dependents (relation spouse/child with
 * principal_id). Identity, links and every expiring date are columns (searched, filtered, and
 * read by the expiry calendar); the rest of the profile is in `profile`.
 */
export const beneficiaries = tenantTable(
  'beneficiaries',
  {
    id: uuid('id').notNull().defaultRandom(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    countryCallingCode: text('country_calling_code'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    citizenshipCountryId: integer('citizenship_country_id'),
    passportNumber: text('passport_number'),
    passportCountryId: integer('passport_country_id'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    visaExpiry: date('visa_expiry', { mode: 'string' }),
    i94Expiry: date('i94_expiry', { mode: 'string' }),
    currentStatusCode: text('current_status_code'),
    statusExpiry: date('status_expiry', { mode: 'string' }),
    eadExpiry: date('ead_expiry', { mode: 'string' }),
    i797Expiry: date('i797_expiry', { mode: 'string' }),
    maxOutDate: date('max_out_date', { mode: 'string' }),
    /** Everything else of the profile (ZBeneficiary fields not in columns). */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    companyId: uuid('company_id'),
    attorneyUserId: uuid('attorney_user_id'),
    branchId: uuid('branch_id'),
    relation: text('relation').notNull().default('principal'),
    principalId: uuid('principal_id'),
    /** The role-51 login (set by /beneficiary/invite or linked by the seed). */
    userId: uuid('user_id'),
    status: text('status').notNull().default('active'),
    mergedIntoId: uuid('merged_into_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL => beneficiarySearchVector(beneficiaries)),
  },
  (t) => [
    primaryKey({ name: 'beneficiaries_pkey', columns: [t.tenantId, t.id] }),
    index('beneficiaries_name_idx').on(t.tenantId, sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
    index('beneficiaries_company_idx').on(t.tenantId, t.companyId),
    index('beneficiaries_principal_idx').on(t.tenantId, t.principalId),
    index('beneficiaries_passport_idx').on(t.tenantId, sql`upper(${t.passportNumber})`),
    index('beneficiaries_email_idx').on(t.tenantId, sql`lower(${t.email})`),
    index('beneficiaries_user_idx').on(t.tenantId, t.userId),
  ],
);
export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type NewBeneficiaryRow = typeof beneficiaries.$inferInsert;

/** Personal documents by document-type key. */
export const beneficiaryDocuments = tenantTable(
  'beneficiary_documents',
  {
    id: uuid('id').notNull().defaultRandom(),
    beneficiaryId: uuid('beneficiary_id').notNull(),
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
    primaryKey({ name: 'beneficiary_documents_pkey', columns: [t.tenantId, t.id] }),
    index('beneficiary_documents_beneficiary_idx').on(t.tenantId, t.beneficiaryId),
  ],
);
export type BeneficiaryDocumentRow = typeof beneficiaryDocuments.$inferSelect;
