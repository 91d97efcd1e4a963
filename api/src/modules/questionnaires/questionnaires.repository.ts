import { and, desc, eq, isNull } from 'drizzle-orm';
import type { QuestionnaireKind } from 'shared/domain';
import { hashToken, linkTokenById, linkTokens, revokeLiveLinks } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { QUESTIONNAIRE_LINK_PURPOSE, SPONSORSHIP_LINK_PURPOSE } from 'shared/contract';
import {
  questionnaireChanges,
  questionnaires,
  questionnaireTemplates,
  sponsorshipConfirmations,
  type QuestionnaireRow,
  type QuestionnaireTemplateRow,
  type SponsorshipConfirmationRow,
} from './questionnaires.table';

export async function templateRows(tx: Db, kind?: QuestionnaireKind): Promise<QuestionnaireTemplateRow[]> {
  return tx
    .select()
    .from(questionnaireTemplates)
    .where(kind ? eq(questionnaireTemplates.kind, kind) : undefined);
}

/** A saved template by id (RLS: the tenant's own). */
export async function templateById(tx: Db, id: string): Promise<QuestionnaireTemplateRow | undefined> {
  const [row] = await tx.select().from(questionnaireTemplates).where(eq(questionnaireTemplates.id, id)).limit(1);
  return row;
}

export async function templateRow(
  tx: Db,
  kind: string,
  typeId: number,
  subTypeId: number,
): Promise<QuestionnaireTemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(questionnaireTemplates)
    .where(
      and(
        eq(questionnaireTemplates.kind, kind),
        eq(questionnaireTemplates.typeId, typeId),
        eq(questionnaireTemplates.subTypeId, subTypeId),
      ),
    )
    .limit(1);
  return row;
}

export async function upsertTemplate(
  tx: Db,
  v: {
    kind: string;
    typeId: number;
    subTypeId: number;
    name: string;
    fields: unknown[];
    updatedBy: string;
    updatedByName: string;
  },
): Promise<QuestionnaireTemplateRow> {
  const [row] = await tx
    .insert(questionnaireTemplates)
    .values({ ...v, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [
        questionnaireTemplates.tenantId,
        questionnaireTemplates.kind,
        questionnaireTemplates.typeId,
        questionnaireTemplates.subTypeId,
      ],
      set: {
        name: v.name,
        fields: v.fields,
        updatedBy: v.updatedBy,
        updatedByName: v.updatedByName,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function deleteTemplate(tx: Db, kind: string, typeId: number, subTypeId: number): Promise<void> {
  await tx
    .delete(questionnaireTemplates)
    .where(
      and(
        eq(questionnaireTemplates.kind, kind),
        eq(questionnaireTemplates.typeId, typeId),
        eq(questionnaireTemplates.subTypeId, subTypeId),
      ),
    );
}

export async function questionnaireOf(
  tx: Db,
  petitionId: string,
  kind: string,
  lock = false,
): Promise<QuestionnaireRow | undefined> {
  const q = tx
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.petitionId, petitionId), eq(questionnaires.kind, kind)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function questionnaireById(tx: Db, id: string, lock = false): Promise<QuestionnaireRow | undefined> {
  const q = tx.select().from(questionnaires).where(eq(questionnaires.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertQuestionnaire(tx: Db, v: typeof questionnaires.$inferInsert): Promise<QuestionnaireRow> {
  const [row] = await tx.insert(questionnaires).values(v).returning();
  return row!;
}

export async function updateQuestionnaire(
  tx: Db,
  id: string,
  set: Partial<typeof questionnaires.$inferInsert>,
): Promise<QuestionnaireRow> {
  const [row] = await tx
    .update(questionnaires)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(questionnaires.id, id))
    .returning();
  return row!;
}

export async function insertChange(tx: Db, v: typeof questionnaireChanges.$inferInsert): Promise<void> {
  await tx.insert(questionnaireChanges).values(v);
}

export async function changes(tx: Db, questionnaireId: string) {
  return tx
    .select()
    .from(questionnaireChanges)
    .where(eq(questionnaireChanges.questionnaireId, questionnaireId))
    .orderBy(desc(questionnaireChanges.at), desc(questionnaireChanges.id))
    .limit(500);
}

/** Revokes a record's live links of a purpose (unused, unrevoked): the questionnaire's by default. */
export const revokeLinks = (tx: Db, recordId: string, purpose: string = QUESTIONNAIRE_LINK_PURPOSE): Promise<void> =>
  revokeLiveLinks(tx, purpose, recordId);

export async function linkByToken(tx: Db, token: string) {
  const [row] = await tx
    .select()
    .from(linkTokens)
    .where(eq(linkTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

export const linkById = linkTokenById;

export async function useLink(tx: Db, id: string): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(linkTokens.id, id), isNull(linkTokens.usedAt)));
}

// ─────────────── sponsorship confirmations ───────────────

export async function sponsorshipsOf(tx: Db, petitionId: string): Promise<SponsorshipConfirmationRow[]> {
  return tx
    .select()
    .from(sponsorshipConfirmations)
    .where(eq(sponsorshipConfirmations.petitionId, petitionId))
    .orderBy(sponsorshipConfirmations.role);
}

export async function sponsorshipOf(
  tx: Db,
  petitionId: string,
  role: string,
  lock = false,
): Promise<SponsorshipConfirmationRow | undefined> {
  const q = tx
    .select()
    .from(sponsorshipConfirmations)
    .where(and(eq(sponsorshipConfirmations.petitionId, petitionId), eq(sponsorshipConfirmations.role, role)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function sponsorshipById(
  tx: Db,
  id: string,
  lock = false,
): Promise<SponsorshipConfirmationRow | undefined> {
  const q = tx.select().from(sponsorshipConfirmations).where(eq(sponsorshipConfirmations.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertSponsorship(
  tx: Db,
  v: typeof sponsorshipConfirmations.$inferInsert,
): Promise<SponsorshipConfirmationRow> {
  const [row] = await tx.insert(sponsorshipConfirmations).values(v).returning();
  return row!;
}

export async function updateSponsorship(
  tx: Db,
  id: string,
  set: Partial<typeof sponsorshipConfirmations.$inferInsert>,
): Promise<SponsorshipConfirmationRow> {
  const [row] = await tx
    .update(sponsorshipConfirmations)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(sponsorshipConfirmations.id, id))
    .returning();
  return row!;
}

export const revokeSponsorshipLinks = (tx: Db, id: string): Promise<void> =>
  revokeLinks(tx, id, SPONSORSHIP_LINK_PURPOSE);
