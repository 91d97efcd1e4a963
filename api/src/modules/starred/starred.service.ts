import {
  MAX_STARRED_PAGES,
  STARRED_LIMIT_MESSAGE,
  type TStarredList,
  type ZAddStarredPayload,
  type ZListStarredPayload,
  type ZRemoveStarredPayload,
  type ZReorderStarredPayload,
} from 'shared/contract';
import { conflict, unauthenticated, validationFailed, type CallContext, type Ctx } from '../../platform/http';
import * as repo from './starred.repository';

function userOf(ctx: CallContext<unknown>): string {
  if (!ctx.session) throw unauthenticated();
  return ctx.session.userId;
}

async function list(ctx: CallContext<unknown>, userId: string): Promise<TStarredList> {
  const rows = await repo.listForUser(ctx.tx, userId);
  return { items: rows.map((r, i) => ({ path: r.path, title: r.title, position: i })) };
}

export const listStarred = (ctx: Ctx<typeof ZListStarredPayload>) => list(ctx, userOf(ctx));

export async function addStarred(ctx: Ctx<typeof ZAddStarredPayload>): Promise<TStarredList> {
  const userId = userOf(ctx);
  const current = await repo.listForUser(ctx.tx, userId);
  const exists = current.some((r) => r.path === ctx.payload.path);
  if (!exists && current.length >= MAX_STARRED_PAGES) throw conflict(STARRED_LIMIT_MESSAGE);
  await repo.upsert(ctx.tx, userId, ctx.payload.path, ctx.payload.title, current.length);
  return list(ctx, userId);
}

export async function removeStarred(ctx: Ctx<typeof ZRemoveStarredPayload>): Promise<TStarredList> {
  const userId = userOf(ctx);
  await repo.remove(ctx.tx, userId, ctx.payload.path);
  return list(ctx, userId);
}

export async function reorderStarred(ctx: Ctx<typeof ZReorderStarredPayload>): Promise<TStarredList> {
  const userId = userOf(ctx);
  const current = await repo.listForUser(ctx.tx, userId);
  const wanted = ctx.payload.paths;
  const same = wanted.length === current.length && new Set(wanted).size === wanted.length && current.every((r) => wanted.includes(r.path));
  if (!same) throw validationFailed([{ path: 'paths', message: 'List every starred page exactly once' }]);
  for (const [i, path] of wanted.entries()) await repo.setPosition(ctx.tx, userId, path, i);
  return list(ctx, userId);
}
