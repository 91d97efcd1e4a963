import { boolean, date, index, integer, jsonb, numeric, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/*
 * The PWD case kind's side table and the wage tables (issue 19 points 6–7, docs/pwd.md). A PWD is
 * a case of kind 'pwd' (type 12) in `petitions`; what only a PWD has is here, keyed by
 * (tenant_id, petition_id).
 */

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const hourly = (name: string) => numeric(name, { precision: 10, scale: 4, mode: 'number' });

/** One PWD's ETA-9141 data, determination and status. */
export const pwdDetails = tenantTable(
  'pwd_details',
  {
    petitionId: uuid('petition_id').notNull(),
    statusId: integer('status_id').notNull().default(1),
    statusLogs: jsonb('status_logs')
      .$type<{ statusId: number; createdBy: string; createdByName: string | null; at: string; note: string | null }[]>()
      .notNull()
      .default([]),
    jobTitle: text('job_title'),
    duties: text('duties'),
    socCode: text('soc_code'),
    socTitle: text('soc_title'),
    areaCode: text('area_code'),
    worksiteCity: text('worksite_city'),
    worksiteState: text('worksite_state'),
    worksiteZip: text('worksite_zip'),
    education: text('education'),
    educationField: text('education_field'),
    experienceMonths: integer('experience_months'),
    specialRequirements: text('special_requirements'),
    supervises: boolean('supervises').notNull().default(false),
    filedDate: date('filed_date', { mode: 'string' }),
    etaCaseNumber: text('eta_case_number'),
    determinationDate: date('determination_date', { mode: 'string' }),
    wage: money('wage'),
    wageUnit: text('wage_unit').notNull().default('year'),
    wageLevel: text('wage_level'),
    wageSource: text('wage_source'),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** The lapse reminder was sent for this validTo (a new validTo clears it). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'pwd_details_pkey', columns: [t.tenantId, t.petitionId] }), index('pwd_details_valid_idx').on(t.tenantId, t.validTo, t.statusId)],
);
export type PwdDetailsRow = typeof pwdDetails.$inferSelect;

/** One import of a year's OFLC files: staging until finished, then the year's active table. */
export const pwdWageImports = tenantTable(
  'pwd_wage_imports',
  {
    id: uuid('id').notNull().defaultRandom(),
    year: text('year').notNull(),
    label: text('label'),
    /** staging | active | replaced */
    state: text('state').notNull().default('staging'),
    /** The demo's sample rows (marked as samples on the screens). */
    sample: boolean('sample').notNull().default(false),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'pwd_wage_imports_pkey', columns: [t.tenantId, t.id] }), index('pwd_wage_imports_state_idx').on(t.tenantId, t.state, t.year)],
);
export type PwdWageImportRow = typeof pwdWageImports.$inferSelect;

/** ALC_Export.csv rows (hourly wages). */
export const pwdWageRows = tenantTable(
  'pwd_wage_rows',
  {
    importId: uuid('import_id').notNull(),
    areaCode: text('area_code').notNull(),
    socCode: text('soc_code').notNull(),
    geoLevel: integer('geo_level'),
    level1: hourly('level1'),
    level2: hourly('level2'),
    level3: hourly('level3'),
    level4: hourly('level4'),
    average: hourly('average'),
    label: text('label'),
  },
  (t) => [primaryKey({ name: 'pwd_wage_rows_pkey', columns: [t.tenantId, t.importId, t.socCode, t.areaCode] })],
);

/** Geography.csv: area code → name. */
export const pwdWageAreas = tenantTable(
  'pwd_wage_areas',
  {
    importId: uuid('import_id').notNull(),
    areaCode: text('area_code').notNull(),
    areaName: text('area_name').notNull(),
    stateAb: text('state_ab'),
    state: text('state'),
    countyTownName: text('county_town_name'),
  },
  (t) => [primaryKey({ name: 'pwd_wage_areas_pkey', columns: [t.tenantId, t.importId, t.areaCode] })],
);
