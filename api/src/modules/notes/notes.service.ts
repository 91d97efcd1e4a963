import { and, count, desc, eq } from 'drizzle-orm';
import type { ZPetitionNoteAddPayload, ZPetitionNoteListPayload } from 'shared/contract';
import type { Ctx } from '../../platform/http';
import { caseAccess, findVisibleCase, isStaff, notifyCaseUsers, shownCaseNumber, usersForRoles } from '../petitions';
import { petitionNotes, type PetitionNoteRow } from './notes.table';

/* /petition/note-list, /petition/note-add: the notes of a case (docs/cases.md). */

const toNote = (n: PetitionNoteRow) => ({
  id: n.id,
  petitionId: n.petitionId,
  text: n.text,
  internal: n.internal,
  createdBy: n.createdBy,
  createdByName: n.createdByName,
  createdAt: n.createdAt.toISOString(),
});

export async function noteList(ctx: Ctx<typeof ZPetitionNoteListPayload>) {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, p.petitionId);
  const where = and(eq(petitionNotes.petitionId, row.id), isStaff(a) ? undefined : eq(petitionNotes.internal, false));
  const rows = await ctx.tx
    .select()
    .from(petitionNotes)
    .where(where)
    .orderBy(desc(petitionNotes.createdAt), desc(petitionNotes.id))
    .limit(p.perpage)
    .offset((p.page - 1) * p.perpage);
  const [n] = await ctx.tx.select({ n: count() }).from(petitionNotes).where(where);
  return { data: rows.map(toNote), count: Number(n?.n ?? 0) };
}

export async function noteAdd(ctx: Ctx<typeof ZPetitionNoteAddPayload>) {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, p.petitionId);
  const internal = isStaff(a) ? (p.internal ?? true) : false;
  const [note] = await ctx.tx
    .insert(petitionNotes)
    .values({ petitionId: row.id, text: p.text, internal, createdBy: a.userId, createdByName: a.userName })
    .returning();
  const roles = internal ? [5, 6, 7, 8, 9, 10] : [5, 6, 7, 8, 9, 10, 50, 51];
  const recipients = await usersForRoles(ctx.tx, row, roles);
  await notifyCaseUsers(ctx, row, recipients, { headline: 'New note', text: `${a.userName} on ${shownCaseNumber(row)}: ${p.text.slice(0, 200)}` });
  return toNote(note!);
}
