import { boolean, index, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * Notes on a case (the Communication tab's thread), keyed by (tenant_id, petition_id). The table
 * and its migration are unchanged by the move out of modules/petitions (issue 15.3).
 */
export const petitionNotes = tenantTable(
  'petition_notes',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    text: text('text').notNull(),
    /** Internal notes are hidden from petitioners and beneficiaries. */
    internal: boolean('internal').notNull().default(true),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'petition_notes_pkey', columns: [t.tenantId, t.id] }),
    index('petition_notes_petition_idx').on(t.tenantId, t.petitionId, t.createdAt),
  ],
);
export type PetitionNoteRow = typeof petitionNotes.$inferSelect;
