import { and, eq, inArray } from 'drizzle-orm';
import { ROLE } from 'shared/domain';
import {
  BULK_UNDO_WINDOW_MINUTES,
  type TBulkChange,
  type TEntityBulkReplaceResult,
  type ZEntityBulkReplacePayload,
  type ZEntityBulkUndoPayload,
  type ZTransferPetitionPayload,
} from 'shared/contract';
import { conflict, notFound } from '../../platform/http';
import { assertBranch } from '../people';
import { caseAccess, caseVisibility, type CaseAccess } from './petitions.access';
import { shownCaseNumber } from './petitions.mapper';
import { notifyCaseUsers } from './petitions.notify';
import * as repo from './petitions.repository';
import { assertStaff, logCase, SLOT_OF_FIELD, type AssignmentField, type Ctx } from './petitions.service';
import { petitionBulkBatches, petitions, type PetitionRow } from './petitions.table';

/*
 * Bulk assignment (/bulkassignment) with preview, apply and undo, and case transfer
 * (/case-transfer). Only admins (3) and branch managers (4, within their branches) act here.
 */

async function visibleCases(ctx: Ctx<typeof ZEntityBulkReplacePayload> | Ctx<typeof ZTransferPetitionPayload>, a: CaseAccess, ids: string[]): Promise<PetitionRow[]> {
  const unique = [...new Set(ids)];
  const rows = await ctx.tx
    .select()
    .from(petitions)
    .where(and(inArray(petitions.id, unique), caseVisibility(a)))
    .for('update');
  if (rows.length !== unique.length) throw notFound(`${unique.length - rows.length} of the selected cases were not found.`);
  const order = new Map(unique.map((id, i) => [id, i]));
  return rows.sort((x, y) => order.get(x.id)! - order.get(y.id)!);
}

export async function entityBulkReplace(ctx: Ctx<typeof ZEntityBulkReplacePayload>): Promise<TEntityBulkReplaceResult> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  const rows = await visibleCases(ctx, a, p.petitionIds);
  const targets = new Map<string, { id: string; name: string } | null>();
  for (const [field, userId] of Object.entries(p.assignments) as [AssignmentField, string | null | undefined][]) {
    if (userId === undefined) continue;
    const slot = SLOT_OF_FIELD[field];
    targets.set(field, userId ? await assertStaff(tx, userId, [slot.roleId], `assignments.${field}`) : null);
  }
  const people = await repo.usersByIds(tx, rows.flatMap((r) => [...targets.keys()].map((f) => r[SLOT_OF_FIELD[f as AssignmentField].column])));
  const nameOf = new Map(people.map((u) => [u.id, u.name]));
  const changes: TBulkChange[] = [];
  let unchanged = 0;
  for (const r of rows) {
    let any = false;
    for (const [field, target] of targets) {
      const col = SLOT_OF_FIELD[field as AssignmentField].column;
      const before = r[col];
      if ((before ?? null) === (target?.id ?? null)) continue;
      any = true;
      changes.push({
        petitionId: r.id,
        caseNumber: shownCaseNumber(r),
        field: field as AssignmentField,
        before: before ? { id: before, name: nameOf.get(before) ?? '' } : null,
        after: target ? { id: target.id, name: target.name } : null,
      });
    }
    if (!any) unchanged++;
  }
  if (p.mode === 'preview' || changes.length === 0) return { mode: p.mode, changes, unchanged, batchId: null, undoUntil: null };
  for (const r of rows) {
    const mine = changes.filter((c) => c.petitionId === r.id);
    if (!mine.length) continue;
    const set = Object.fromEntries(mine.map((c) => [SLOT_OF_FIELD[c.field].column, c.after?.id ?? null]));
    const after = await repo.updateCase(tx, r.id, { ...set, updatedBy: a.userId });
    await logCase(tx, a, 'bulk-replace', r, after);
  }
  const undoUntil = new Date(Date.now() + BULK_UNDO_WINDOW_MINUTES * 60_000);
  const [batch] = await tx
    .insert(petitionBulkBatches)
    .values({
      userId: a.userId,
      undoUntil,
      changes: changes.map((c) => ({ petitionId: c.petitionId, field: c.field, before: c.before?.id ?? null, after: c.after?.id ?? null })),
    })
    .returning({ id: petitionBulkBatches.id });
  // One notification per newly assigned user, naming the cases.
  const byUser = new Map<string, string[]>();
  for (const c of changes) if (c.after) byUser.set(c.after.id, [...(byUser.get(c.after.id) ?? []), c.caseNumber]);
  for (const [userId, cases] of byUser) {
    const [u] = await repo.usersByIds(tx, [userId]);
    const first = rows.find((r) => shownCaseNumber(r) === cases[0])!;
    if (u) await notifyCaseUsers(ctx, first, [u], { headline: 'Cases assigned', text: `${a.userName} assigned you to ${cases.length} case(s): ${cases.slice(0, 10).join(', ')}${cases.length > 10 ? '…' : ''}.` });
  }
  return { mode: 'apply', changes, unchanged, batchId: batch!.id, undoUntil: undoUntil.toISOString() };
}

export async function entityBulkUndo(ctx: Ctx<typeof ZEntityBulkUndoPayload>) {
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  const [batch] = await tx.select().from(petitionBulkBatches).where(eq(petitionBulkBatches.id, ctx.payload.batchId)).for('update').limit(1);
  if (!batch || (batch.userId !== a.userId && a.roleId !== ROLE.ADMIN)) throw notFound('Bulk assignment not found');
  if (batch.undoneAt) throw conflict('This bulk assignment was already undone.');
  if (batch.undoUntil.getTime() < Date.now()) throw conflict(`The undo window of ${BULK_UNDO_WINDOW_MINUTES} minutes has passed.`);
  let restored = 0;
  let skipped = 0;
  const ids = [...new Set(batch.changes.map((c) => c.petitionId))];
  const rows = await tx.select().from(petitions).where(and(inArray(petitions.id, ids), caseVisibility(a))).for('update');
  for (const r of rows) {
    const set: Record<string, string | null> = {};
    for (const c of batch.changes.filter((x) => x.petitionId === r.id)) {
      const col = SLOT_OF_FIELD[c.field as AssignmentField].column;
      // Put back only what nobody changed since.
      if ((r[col] ?? null) === c.after) {
        set[col] = c.before;
        restored++;
      } else skipped++;
    }
    if (Object.keys(set).length) {
      const after = await repo.updateCase(tx, r.id, { ...set, updatedBy: a.userId });
      await logCase(tx, a, 'bulk-undo', r, after);
    }
  }
  skipped += batch.changes.filter((c) => !rows.some((r) => r.id === c.petitionId)).length;
  await tx.update(petitionBulkBatches).set({ undoneAt: new Date() }).where(eq(petitionBulkBatches.id, batch.id));
  return { batchId: batch.id, restored, skipped };
}

export async function transferPetitions(ctx: Ctx<typeof ZTransferPetitionPayload>) {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const tx = ctx.tx;
  const rows = await visibleCases(ctx, a, p.petitionIds);
  if (p.branchId) {
    await assertBranch(tx, p.branchId);
    if (a.kind === 'branch' && !a.branchIds.includes(p.branchId)) throw notFound('Branch not found');
  }
  const attorney = p.attorneyId ? await assertStaff(tx, p.attorneyId, [6], 'attorneyId') : null;
  for (const r of rows) {
    const set = {
      ...(p.branchId ? { branchId: p.branchId } : {}),
      ...(attorney ? { attorneyId: attorney.id } : {}),
      ...(p.externalFirm ? { isExternal: true, externalFirm: p.externalFirm } : {}),
      updatedBy: a.userId,
    };
    const after = await repo.updateCase(tx, r.id, set);
    await logCase(tx, a, 'transfer', r, after, { note: p.note ?? null });
  }
  if (attorney) {
    await notifyCaseUsers(ctx, rows[0]!, [attorney], {
      headline: 'Cases transferred to you',
      text: `${a.userName} transferred ${rows.length} case(s) to you: ${rows.slice(0, 10).map(shownCaseNumber).join(', ')}.`,
    });
  }
  return { transferred: rows.length, ids: rows.map((r) => r.id) };
}
