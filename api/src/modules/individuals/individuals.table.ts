import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TAddress } from 'shared/contract';
import { tenantTable } from '../../platform/db/tenant-table';

/** Individual clients, sponsors and investors. */
export const individuals = tenantTable(
  'individuals',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountType: text('account_type').notNull().default('Individual'),
    accountSubType: text('account_sub_type'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    countryCallingCode: text('country_calling_code'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    citizenshipCountryId: integer('citizenship_country_id'),
    addresses: jsonb('addresses').$type<TAddress[]>().notNull().default([]),
    branchId: uuid('branch_id'),
    beneficiaryId: uuid('beneficiary_id'),
    userId: uuid('user_id'),
    notes: text('notes'),
    status: text('status').notNull().default('active'),
    accountingCustomerId: text('accounting_customer_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'individuals_pkey', columns: [t.tenantId, t.id] }),
    index('individuals_name_idx').on(t.tenantId, sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
    index('individuals_email_idx').on(t.tenantId, sql`lower(${t.email})`),
  ],
);
export type IndividualRow = typeof individuals.$inferSelect;
