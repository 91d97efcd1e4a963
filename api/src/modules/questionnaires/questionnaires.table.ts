import { index, integer, jsonb, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * A tenant's own questionnaire template for a kind and case type/subtype (type 0 / subtype 0 for
 * "any"); without a row the shared default applies (docs/questionnaires.md).
 */
export const questionnaireTemplates = tenantTable(
  'questionnaire_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind').notNull(),
    typeId: integer('type_id').notNull().default(0),
    subTypeId: integer('sub_type_id').notNull().default(0),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<unknown[]>().notNull(),
    updatedBy: uuid('updated_by'),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'questionnaire_templates_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('questionnaire_templates_key').on(t.tenantId, t.kind, t.typeId, t.subTypeId),
  ],
);
export type QuestionnaireTemplateRow = typeof questionnaireTemplates.$inferSelect;

/**
 * One questionnaire of a case (one per case and kind): the template as it was when first sent
 * (the client fills what was sent, whatever staff edit later), the answers, and the link state.
 */
export const questionnaires = tenantTable(
  'questionnaires',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    kind: text('kind').notNull(),
    templateName: text('template_name').notNull(),
    fields: jsonb('fields').$type<unknown[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    /** not-sent, sent, draft, submitted. */
    status: text('status').notNull().default('not-sent'),
    sentTo: text('sent_to'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by'),
    /** The client's language chosen when sending (en, es): the link's `?lang=` and the mail's. */
    language: text('language'),
    /** The current link token (link_tokens.id); older ones are revoked. */
    linkId: uuid('link_id'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    linkRevokedAt: timestamp('link_revoked_at', { withTimezone: true }),
    lastSavedAt: timestamp('last_saved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'questionnaires_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('questionnaires_case_kind_key').on(t.tenantId, t.petitionId, t.kind),
  ],
);
export type QuestionnaireRow = typeof questionnaires.$inferSelect;

/** Every change of a questionnaire: who (or the client through the link), when, before/after. */
export const questionnaireChanges = tenantTable(
  'questionnaire_changes',
  {
    id: uuid('id').notNull().defaultRandom(),
    questionnaireId: uuid('questionnaire_id').notNull(),
    petitionId: uuid('petition_id').notNull(),
    /** send, resend, revoke, draft, submit, staff-update. */
    action: text('action').notNull(),
    userId: uuid('user_id'),
    userName: text('user_name'),
    /** 'staff' or 'link' (the client through the questionnaire link). */
    via: text('via').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'questionnaire_changes_pkey', columns: [t.tenantId, t.id] }),
    index('questionnaire_changes_q_idx').on(t.tenantId, t.questionnaireId, t.at),
  ],
);
export type QuestionnaireChangeRow = typeof questionnaireChanges.$inferSelect;

/**
 * A sponsor's (or joint sponsor's) confirmation that they agree to sponsor, asked by link (SPEC §2.3
 * /public/confirm-sponsorship-questionnaire): one per case and role; asking again replaces the link.
 */
export const sponsorshipConfirmations = tenantTable(
  'sponsorship_confirmations',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    /** sponsor, joint-sponsor. */
    role: text('role').notNull(),
    sponsorName: text('sponsor_name'),
    sponsorEmail: text('sponsor_email').notNull(),
    language: text('language').notNull().default('en'),
    /** pending, confirmed, declined. */
    status: text('status').notNull().default('pending'),
    declineReason: text('decline_reason'),
    /** staff, questionnaire. */
    source: text('source').notNull().default('staff'),
    /** The current link token (link_tokens.id); older ones are revoked. */
    linkId: uuid('link_id'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    requestedBy: uuid('requested_by'),
    requestedByName: text('requested_by_name'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'sponsorship_confirmations_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('sponsorship_confirmations_case_role_key').on(t.tenantId, t.petitionId, t.role),
  ],
);
export type SponsorshipConfirmationRow = typeof sponsorshipConfirmations.$inferSelect;
