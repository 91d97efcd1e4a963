import { and, asc, eq, sql } from 'drizzle-orm';
import type { TCaseView, ZDeletePetitionViewPayload, ZListPetitionViewsPayload, ZSavePetitionViewPayload } from 'shared/contract';
import { conflict, forbidden, notFound, type CallContext, type Ctx } from '../../platform/http';
import { petitionViews, type PetitionViewRow } from './saved-views.table';

/* /petition/view-list, /petition/view-save, /petition/view-delete: a user's saved case-list views. */

const toView = (v: PetitionViewRow): TCaseView => ({
  id: v.id,
  name: v.name,
  list: v.list as TCaseView['list'],
  filter: v.filter,
  search: v.search,
  sort: v.sort ?? null,
  columns: v.columns as TCaseView['columns'],
  updatedAt: v.updatedAt.toISOString(),
});

function requireUser(ctx: CallContext<unknown>): string {
  if (!ctx.session) throw forbidden();
  return ctx.session.userId;
}

export async function listViews(ctx: Ctx<typeof ZListPetitionViewsPayload>) {
  const userId = requireUser(ctx);
  const rows = await ctx.tx
    .select()
    .from(petitionViews)
    .where(and(eq(petitionViews.userId, userId), ctx.payload.list ? eq(petitionViews.list, ctx.payload.list) : undefined))
    .orderBy(asc(sql`lower(${petitionViews.name})`));
  return { data: rows.map(toView) };
}

export async function saveView(ctx: Ctx<typeof ZSavePetitionViewPayload>) {
  const p = ctx.payload;
  const userId = requireUser(ctx);
  const [dup] = await ctx.tx
    .select({ id: petitionViews.id })
    .from(petitionViews)
    .where(and(eq(petitionViews.userId, userId), eq(petitionViews.list, p.list), sql`lower(${petitionViews.name}) = ${p.name.toLowerCase()}`))
    .limit(1);
  if (dup && dup.id !== p.id) throw conflict(`A view named "${p.name}" already exists.`);
  const values = { name: p.name, list: p.list, filter: p.filter, search: p.search ?? null, sort: p.sort ?? null, columns: p.columns, updatedAt: new Date() };
  if (p.id) {
    const [row] = await ctx.tx
      .update(petitionViews)
      .set(values)
      .where(and(eq(petitionViews.id, p.id), eq(petitionViews.userId, userId)))
      .returning();
    if (!row) throw notFound('View not found');
    return toView(row);
  }
  const [row] = await ctx.tx.insert(petitionViews).values({ ...values, userId }).returning();
  return toView(row!);
}

export async function deleteView(ctx: Ctx<typeof ZDeletePetitionViewPayload>) {
  const userId = requireUser(ctx);
  const rows = await ctx.tx
    .delete(petitionViews)
    .where(and(eq(petitionViews.id, ctx.payload.id), eq(petitionViews.userId, userId)))
    .returning({ id: petitionViews.id });
  if (!rows.length) throw notFound('View not found');
  return { id: ctx.payload.id, deleted: true as const };
}
