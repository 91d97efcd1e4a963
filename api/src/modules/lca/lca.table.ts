import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/*
 * The LCA case kind's side tables (issue 19, docs/lca.md). An LCA is a case of kind 'lca' (type 11)
 * in `petitions`; what only an LCA has is here, keyed by (tenant_id, petition_id): never new
 * columns of the case table.
 */

/** Money in dollars with cents; `mode: 'number'` reads it as a JS number. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** One LCA's ETA-9035 data and status (SPEC §3 LCA: lcaId = petition_id, createdBy, statusId, statusLogs). */
export const lcaDetails = tenantTable(
  'lca_details',
  {
    petitionId: uuid('petition_id').notNull(),
    /** LCA_STATUS (shared/domain/lca). */
    statusId: integer('status_id').notNull().default(1),
    /** [{ statusId, createdBy, createdByName, at, note }], oldest first. */
    statusLogs: jsonb('status_logs')
      .$type<{ statusId: number; createdBy: string; createdByName: string | null; at: string; note: string | null }[]>()
      .notNull()
      .default([]),
    employerName: text('employer_name'),
    fein: text('fein'),
    jobTitle: text('job_title'),
    socCode: text('soc_code'),
    socTitle: text('soc_title'),
    wageLevel: text('wage_level'),
    prevailingWage: money('prevailing_wage'),
    prevailingWageUnit: text('prevailing_wage_unit').notNull().default('year'),
    pwSource: text('pw_source'),
    pwSourceDetail: text('pw_source_detail'),
    wageFrom: money('wage_from'),
    wageTo: money('wage_to'),
    wageUnit: text('wage_unit').notNull().default('year'),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    /** Positions the LCA covers (the inventory). */
    workers: integer('workers').notNull().default(1),
    fullTime: boolean('full_time').notNull().default(true),
    h1bDependent: boolean('h1b_dependent'),
    wilfulViolator: boolean('wilful_violator'),
    exemptOnly: boolean('exempt_only'),
    fteCount: integer('fte_count'),
    h1bCount: integer('h1b_count'),
    exemptH1bCount: integer('exempt_h1b_count'),
    etaCaseNumber: text('eta_case_number'),
    filedOn: date('filed_on', { mode: 'string' }),
    certifiedOn: date('certified_on', { mode: 'string' }),
    lcaManagerId: uuid('lca_manager_id'),
    /** The fill link (/fill-lca-anonymous-user): its link_tokens id, recipient and when it was used. */
    fillLinkId: uuid('fill_link_id'),
    fillSentTo: text('fill_sent_to'),
    fillContactName: text('fill_contact_name'),
    fillSentAt: timestamp('fill_sent_at', { withTimezone: true }),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'lca_details_pkey', columns: [t.tenantId, t.petitionId] }),
    index('lca_details_status_idx').on(t.tenantId, t.statusId, t.periodEnd),
    index('lca_details_manager_idx').on(t.tenantId, t.lcaManagerId),
  ],
);
export type LcaDetailsRow = typeof lcaDetails.$inferSelect;
export type NewLcaDetailsRow = typeof lcaDetails.$inferInsert;

/** The places of employment of an LCA, in order. */
export const lcaWorksites = tenantTable(
  'lca_worksites',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    position: integer('position').notNull().default(0),
    name: text('name'),
    line1: text('line1'),
    line2: text('line2'),
    city: text('city'),
    county: text('county'),
    state: text('state'),
    zipCode: text('zip_code'),
    workers: integer('workers'),
    thirdParty: boolean('third_party').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'lca_worksites_pkey', columns: [t.tenantId, t.id] }), index('lca_worksites_lca_idx').on(t.tenantId, t.petitionId, t.position)],
);
export type LcaWorksiteRow = typeof lcaWorksites.$inferSelect;

/**
 * The inventory (issue 19 point 2): each row is one H-1B case using one position of an LCA. A
 * detached row keeps its history (detached_at); at most one live row per LCA and case.
 */
export const lcaUsages = tenantTable(
  'lca_usages',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** The LCA (its case id). */
    lcaId: uuid('lca_id').notNull(),
    /** The H-1B case using the position. */
    caseId: uuid('case_id').notNull(),
    attachedBy: uuid('attached_by'),
    attachedByName: text('attached_by_name'),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
    detachedBy: uuid('detached_by'),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    primaryKey({ name: 'lca_usages_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('lca_usages_live_key').on(t.tenantId, t.lcaId, t.caseId).where(sql`detached_at is null`),
    index('lca_usages_case_idx').on(t.tenantId, t.caseId),
  ],
);
export type LcaUsageRow = typeof lcaUsages.$inferSelect;
