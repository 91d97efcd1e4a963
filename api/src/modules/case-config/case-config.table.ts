import { boolean, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/** Ids of subtypes a firm adds start here (per firm), above every standard subtype id. */
export const FIRST_CUSTOM_SUB_TYPE_ID = 100_000;

/**
 * A firm's settings of a case type (sub_type_id 0) or subtype (issue 16.2): its own name, the
 * active flag, and what new cases get. A row with `custom` is a subtype the firm added; other rows
 * override a standard type or subtype. Null config columns mean "inherit" (subtype → type → default).
 */
export const caseConfigs = tenantTable(
  'case_configs',
  {
    typeId: integer('type_id').notNull(),
    subTypeId: integer('sub_type_id').notNull().default(0),
    name: text('name'),
    custom: boolean('custom').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Whether the configuration below was saved for this row (else it inherits). */
    configured: boolean('configured').notNull().default(false),
    checklist: jsonb('checklist').$type<{ required: string[]; optional: string[] }>(),
    questionnaireTemplateId: uuid('questionnaire_template_id'),
    formGroupId: uuid('form_group_id'),
    legalFee: integer('legal_fee'),
    filingFee: integer('filing_fee'),
    allowCustomCaseNo: boolean('allow_custom_case_no').notNull().default(false),
    caseNoPattern: text('case_no_pattern'),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'case_configs_pkey', columns: [t.tenantId, t.typeId, t.subTypeId] })],
);
export type CaseConfigRow = typeof caseConfigs.$inferSelect;

/** Which passport fields a firm collects and requires (one row per firm; absent: all, required). */
export const passportFieldSettings = tenantTable(
  'passport_field_settings',
  {
    fields: jsonb('fields').$type<{ key: string; collected: boolean; required: boolean }[]>().notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'passport_field_settings_pkey', columns: [t.tenantId] })],
);
