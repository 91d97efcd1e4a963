import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type {
  TNoteDetails,
  TNoteItem,
  TNoteVisibility,
  ZCreateNotePayload,
  ZListNotesPayload,
  ZNoteDetailsPayload,
  ZPetitionNoteAddPayload,
  ZPetitionNoteListPayload,
  ZUpdateNotePayload,
} from 'shared/contract';
import { NOTE_MESSAGES } from 'shared/contract';
import { CLIENT_ROLES, TEAM_ROLES } from 'shared/domain';
import type { Db } from '../../platform/db';
import { andAll, diffSnapshots, likePattern } from '../../platform/data';
import { forbidden, notFound, unprocessable, type CallContext, type Ctx } from '../../platform/http';
import { caseAccess, findVisibleCase, isStaff, notifyCaseUsers, shownCaseNumber, usersForRoles, type PetitionRow } from '../petitions';
import { inList } from '../people';
import { assertLinkVisible, linkColumnsOf, linkLabel, linkVisible, linkedTo, recordViewer, storedLink, type Link, type RecordViewer } from '../tasks';
import { noteHistory, petitionNotes, type PetitionNoteRow } from './notes.table';

/*
 * Notes on cases, beneficiaries and petitioners (docs/tasks-notes-reminders.md): /notes/* and the
 * case Notes tab's /petition/note-list, /petition/note-add (same table; private notes of others
 * never show).
 */

// ───────────────────────── the case thread (/petition/note-*) ─────────────────────────

const toNote = (n: PetitionNoteRow) => ({
  id: n.id,
  petitionId: n.petitionId ?? '',
  text: n.text,
  internal: n.internal,
  private: n.private,
  createdBy: n.createdBy,
  createdByName: n.createdByName,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt?.toISOString() ?? null,
});

export async function noteList(ctx: Ctx<typeof ZPetitionNoteListPayload>) {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, p.petitionId);
  const where = and(
    eq(petitionNotes.petitionId, row.id),
    or(eq(petitionNotes.private, false), eq(petitionNotes.createdBy, a.userId)),
    isStaff(a) ? undefined : eq(petitionNotes.internal, false),
  );
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

async function notifyCaseNote(ctx: CallContext<unknown>, row: PetitionRow, internal: boolean, author: string, text: string) {
  const roles = internal ? TEAM_ROLES : [...TEAM_ROLES, ...CLIENT_ROLES];
  const recipients = await usersForRoles(ctx.tx, row, roles);
  await notifyCaseUsers(ctx, row, recipients, { headline: 'New note', text: `${author} on ${shownCaseNumber(row)}: ${text.slice(0, 200)}` });
}

export async function noteAdd(ctx: Ctx<typeof ZPetitionNoteAddPayload>) {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, p.petitionId);
  const isPrivate = isStaff(a) && p.private === true;
  const internal = isPrivate || (isStaff(a) ? (p.internal ?? true) : false);
  const [note] = await ctx.tx
    .insert(petitionNotes)
    .values({ recordType: 'case', petitionId: row.id, text: p.text, internal, private: isPrivate, createdBy: a.userId, createdByName: a.userName })
    .returning();
  await ctx.tx.insert(noteHistory).values({ noteId: note!.id, action: 'created', changes: [], byId: a.userId, byName: a.userName });
  if (!isPrivate) await notifyCaseNote(ctx, row, internal, a.userName, p.text);
  return toNote(note!);
}

// ───────────────────────── notes on any record (/notes/*) ─────────────────────────

export const visibilityOf = (n: Pick<PetitionNoteRow, 'private' | 'internal'>): TNoteVisibility => (n.private ? 'private' : n.internal ? 'team' : 'client');
const columnsOf = (v: TNoteVisibility) => ({ private: v === 'private', internal: v !== 'client' });

/** Notes `v` may see: his own, and shared notes on records he may see (client-shared only, for external users). */
export function noteVisibility(v: RecordViewer): SQL {
  const shared = andAll([eq(petitionNotes.private, false), linkVisible(v, petitionNotes), v.staff ? undefined : eq(petitionNotes.internal, false)]);
  return or(eq(petitionNotes.createdBy, v.userId), shared)!;
}

async function findVisibleNote(tx: Db, v: RecordViewer, id: string): Promise<PetitionNoteRow> {
  const [row] = await tx.select().from(petitionNotes).where(and(eq(petitionNotes.id, id), noteVisibility(v))).limit(1);
  if (!row) throw notFound('Note not found');
  return row;
}

function toItem(v: RecordViewer, n: PetitionNoteRow, label: string | null): TNoteItem {
  return {
    id: n.id,
    record: storedLink(n, label) ?? { type: 'case', id: '', label: '' },
    text: n.text,
    visibility: visibilityOf(n),
    createdBy: n.createdBy,
    createdByName: n.createdByName,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt?.toISOString() ?? null,
    updatedByName: n.updatedByName,
    mine: n.createdBy === v.userId,
  };
}

async function detailsOf(tx: Db, v: RecordViewer, n: PetitionNoteRow): Promise<TNoteDetails> {
  const [l] = await tx.select({ label: linkLabel(petitionNotes) }).from(petitionNotes).where(eq(petitionNotes.id, n.id));
  const history = await tx.select().from(noteHistory).where(eq(noteHistory.noteId, n.id)).orderBy(desc(noteHistory.at), desc(noteHistory.id)).limit(200);
  return {
    ...toItem(v, n, l?.label ?? null),
    history: history.map((h) => ({ id: h.id, action: h.action, changes: h.changes, byId: h.byId, byName: h.byName, at: h.at.toISOString() })),
  };
}

export async function createNote(ctx: Ctx<typeof ZCreateNotePayload>): Promise<TNoteDetails> {
  const p = ctx.payload;
  const v = await recordViewer(ctx);
  if (p.visibility === 'client' && p.recordType !== 'case') throw unprocessable('visibility', NOTE_MESSAGES.clientOnCase);
  const link: Link = { type: p.recordType, id: p.recordId };
  await assertLinkVisible(ctx.tx, v, link);
  const cols = columnsOf(p.visibility);
  const [note] = await ctx.tx
    .insert(petitionNotes)
    .values({ recordType: p.recordType, ...linkColumnsOf(link), text: p.text, ...cols, createdBy: v.userId, createdByName: v.userName })
    .returning();
  await ctx.tx.insert(noteHistory).values({ noteId: note!.id, action: 'created', changes: [], byId: v.userId, byName: v.userName });
  if (link.type === 'case' && !cols.private) {
    const row = await findVisibleCase(ctx.tx, v.cases, link.id);
    await notifyCaseNote(ctx, row, cols.internal, v.userName, p.text);
  }
  return detailsOf(ctx.tx, v, note!);
}

export async function updateNote(ctx: Ctx<typeof ZUpdateNotePayload>): Promise<TNoteDetails> {
  const p = ctx.payload;
  const v = await recordViewer(ctx);
  const before = await findVisibleNote(ctx.tx, v, p.id);
  if (before.createdBy !== v.userId) throw forbidden(NOTE_MESSAGES.onlyAuthor);
  const visibility = p.visibility ?? visibilityOf(before);
  if (visibility === 'client' && before.recordType !== 'case') throw unprocessable('visibility', NOTE_MESSAGES.clientOnCase);
  const text = p.text ?? before.text;
  const changes = diffSnapshots({ text: before.text, visibility: visibilityOf(before) }, { text, visibility });
  if (!changes.length) return detailsOf(ctx.tx, v, before);
  const [after] = await ctx.tx
    .update(petitionNotes)
    .set({ text, ...columnsOf(visibility), updatedAt: new Date(), updatedByName: v.userName })
    .where(eq(petitionNotes.id, before.id))
    .returning();
  await ctx.tx.insert(noteHistory).values({ noteId: before.id, action: 'edited', changes, byId: v.userId, byName: v.userName });
  return detailsOf(ctx.tx, v, after!);
}

export async function noteDetails(ctx: Ctx<typeof ZNoteDetailsPayload>): Promise<TNoteDetails> {
  const v = await recordViewer(ctx);
  return detailsOf(ctx.tx, v, await findVisibleNote(ctx.tx, v, ctx.payload.id));
}

export async function listNotes(ctx: Ctx<typeof ZListNotesPayload>) {
  const p = ctx.payload;
  const m = p.matcher;
  const v = await recordViewer(ctx);
  const where = andAll([
    noteVisibility(v),
    linkedTo(petitionNotes, m.recordType, m.recordId),
    m.authorIds?.length ? inList(petitionNotes.createdBy, m.authorIds) : undefined,
    m.visibility ? and(eq(petitionNotes.private, m.visibility === 'private'), m.visibility === 'private' ? undefined : eq(petitionNotes.internal, m.visibility === 'team')) : undefined,
    m.search ? sql`lower(${petitionNotes.text}) like ${likePattern(m.search)}` : undefined,
    m.from ? sql`${petitionNotes.createdAt} >= ${m.from}::date` : undefined,
    m.to ? sql`${petitionNotes.createdAt} < (${m.to}::date + 1)` : undefined,
  ]);
  const col = p.sort === 'updatedAt' ? sql`coalesce(${petitionNotes.updatedAt}, ${petitionNotes.createdAt})` : petitionNotes.createdAt;
  const rows = await ctx.tx
    .select({ note: petitionNotes, label: linkLabel(petitionNotes) })
    .from(petitionNotes)
    .where(where)
    .orderBy(p.order === 1 ? asc(col) : desc(col), p.order === 1 ? asc(petitionNotes.id) : desc(petitionNotes.id))
    .limit(p.perpage)
    .offset((p.page - 1) * p.perpage);
  const [n] = await ctx.tx.select({ n: count() }).from(petitionNotes).where(where);
  return { data: rows.map((r) => toItem(v, r.note, r.label)), count: Number(n?.n ?? 0), page: p.page, perpage: p.perpage };
}
