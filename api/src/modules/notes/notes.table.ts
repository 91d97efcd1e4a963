import { boolean, index, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * Notes on a case, a beneficiary or a petitioner (issue 18.3). The table began as the case notes
 * of the Communication tab (`petition_notes`, issue 15.3) and was carried forward in place: the
 * new columns have defaults that describe every older row exactly (record type `case`, not
 * private), so no row was rewritten or lost. `internal` false = shared with the case's client.
 * One record column is set, per `record_type`.
 */
export const petitionNotes = tenantTable(
  'petition_notes',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** case, beneficiary, petitioner */
    recordType: text('record_type').notNull().default('case'),
    petitionId: uuid('petition_id'),
    beneficiaryId: uuid('beneficiary_id'),
    petitionerId: uuid('petitioner_id'),
    text: text('text').notNull(),
    /** Internal notes are hidden from petitioners and beneficiaries. */
    internal: boolean('internal').notNull().default(true),
    /** Private notes are seen by their author only. */
    private: boolean('private').notNull().default(false),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    primaryKey({ name: 'petition_notes_pkey', columns: [t.tenantId, t.id] }),
    index('petition_notes_petition_idx').on(t.tenantId, t.petitionId, t.createdAt),
    index('petition_notes_beneficiary_idx').on(t.tenantId, t.beneficiaryId, t.createdAt),
    index('petition_notes_petitioner_idx').on(t.tenantId, t.petitionerId, t.createdAt),
    index('petition_notes_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);
export type PetitionNoteRow = typeof petitionNotes.$inferSelect;

/** Each edit of a note: the fields it changed, before and after (audit diff). */
export const noteHistory = tenantTable(
  'note_history',
  {
    id: uuid('id').notNull().defaultRandom(),
    noteId: uuid('note_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>().notNull().default([]),
    byId: uuid('by_id'),
    byName: text('by_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'note_history_pkey', columns: [t.tenantId, t.id] }), index('note_history_note_idx').on(t.tenantId, t.noteId, t.at)],
);
