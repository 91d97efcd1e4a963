import { date, index, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

export interface LeadNoteJson {
  id: string;
  text: string;
  createdAt: string;
  createdBy: string | null;
  createdByName: string | null;
}

export interface LeadConvertedJson {
  at: string;
  companyId: string | null;
  individualId: string | null;
  beneficiaryId: string | null;
}

/** Leads: prospective clients moving along the pipeline until retained (converted) or lost. */
export const leads = tenantTable(
  'leads',
  {
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind').notNull().default('individual'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    countryCallingCode: text('country_calling_code'),
    companyName: text('company_name'),
    interest: text('interest'),
    beneficiaryFirstName: text('beneficiary_first_name'),
    beneficiaryLastName: text('beneficiary_last_name'),
    beneficiaryEmail: text('beneficiary_email'),
    citizenshipCountryId: integer('citizenship_country_id'),
    source: text('source').notNull().default('manual'),
    leadFormId: text('lead_form_id'),
    status: text('status').notNull().default('new'),
    lostReason: text('lost_reason'),
    assignedUserId: uuid('assigned_user_id'),
    branchId: uuid('branch_id'),
    consultationAt: timestamp('consultation_at', { withTimezone: true }),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    notes: jsonb('notes').$type<LeadNoteJson[]>().notNull().default([]),
    converted: jsonb('converted').$type<LeadConvertedJson | null>(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'leads_pkey', columns: [t.tenantId, t.id] }),
    index('leads_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('leads_status_idx').on(t.tenantId, t.status),
  ],
);
export type LeadRow = typeof leads.$inferSelect;
