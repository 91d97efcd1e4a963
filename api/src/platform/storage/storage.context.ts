import { and, eq, inArray } from 'drizzle-orm';
import { AppError, type CallContext } from '../http';
import { normalizeKey, tenantOfKey } from './storage.service';
import { files } from './storage.table';

/** The file service of the server handling this call; 503 when storage is not configured. */
export function storageOf(ctx: CallContext<unknown>) {
  const server = ctx.request.server;
  if (!server.hasDecorator('storage'))
    throw new AppError('UNAVAILABLE', 'File storage is not available.', { status: 503 });
  return server.storage;
}

/** Every byte of a stored file's stream (zips, stamping, hashing). */
export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Releases the stored files of a record the module has just removed (in `ctx.tx`): files no other
 * record holds are marked deleted in the same transaction and their bytes removed once it has
 * committed. Unknown or already deleted keys are ignored. Answers the released keys.
 */
export async function releaseFiles(ctx: CallContext<unknown>, keys: readonly string[]): Promise<string[]> {
  const tenantId = ctx.tenant?.id;
  if (!tenantId || keys.length === 0 || !ctx.request.server.hasDecorator('storage')) return [];
  const storage = ctx.request.server.storage;
  const wanted = [
    ...new Set(keys.map((k) => normalizeKey(k)).filter((k): k is string => k !== null && tenantOfKey(k) === tenantId)),
  ];
  if (wanted.length === 0) return [];
  const rows = await ctx.tx
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), inArray(files.key, wanted), eq(files.status, 'active')));
  const free = new Set(
    await storage.access.unheld(
      ctx.tx,
      rows.map((r) => r.key),
    ),
  );
  const released = await storage.markDeleted(
    ctx.tx,
    tenantId,
    rows.filter((r) => free.has(r.key)),
  );
  storage.removeAfterCommit(ctx.request, released);
  return released;
}

/**
 * Before a record starts holding `keys`: 404 for a key another record holds when the caller may
 * not see that record (`FileAccess.assertAttachable`). Unknown keys are left to the caller's own
 * check.
 */
export async function assertAttachableKeys(ctx: CallContext<unknown>, keys: readonly string[]): Promise<void> {
  const tenantId = ctx.tenant?.id;
  if (!tenantId || keys.length === 0 || !ctx.request.server.hasDecorator('storage')) return;
  const wanted = [
    ...new Set(keys.map((k) => normalizeKey(k)).filter((k): k is string => k !== null && tenantOfKey(k) === tenantId)),
  ];
  if (wanted.length === 0) return;
  const rows = await ctx.tx
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), inArray(files.key, wanted), eq(files.status, 'active')));
  await ctx.request.server.storage.access.assertAttachable(ctx, rows);
}
