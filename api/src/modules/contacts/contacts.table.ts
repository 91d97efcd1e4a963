import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TAddress } from 'shared/contract';
import { tenantTable } from '../../platform/db/tenant-table';

export const contactCategories = tenantTable(
  'contact_categories',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    color: text('color'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'contact_categories_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('contact_categories_name_key').on(t.tenantId, sql`lower(${t.name})`),
  ],
);
export type ContactCategoryRow = typeof contactCategories.$inferSelect;

export const contacts = tenantTable(
  'contacts',
  {
    id: uuid('id').notNull().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    countryCallingCode: text('country_calling_code'),
    organisation: text('organisation'),
    title: text('title'),
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    address: jsonb('address').$type<TAddress | null>(),
    notes: text('notes'),
    subscribed: boolean('subscribed').notNull().default(true),
    source: text('source').notNull().default('manual'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'contacts_pkey', columns: [t.tenantId, t.id] }),
    index('contacts_name_idx').on(t.tenantId, sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
    index('contacts_email_idx').on(t.tenantId, sql`lower(${t.email})`),
  ],
);
export type ContactRow = typeof contacts.$inferSelect;
