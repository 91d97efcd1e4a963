import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import {
  FIRM_DELETION_GRACE_MS,
  FIRM_DELETION_NEEDS_EXPORT,
  type TDeleteTenantResult,
  type TFirmDeletion,
  type TFirmExport,
  type TTenantExportListResult,
  type ZDeleteTenantPayload,
  type ZExportTenantPayload,
  type ZTenantDeleteCancelPayload,
  type ZTenantExportDownloadPayload,
  type ZTenantExportListPayload,
} from 'shared/contract';
import { PLATFORM_TENANT_ID, withPlatform, withTenant, type Db } from '../../platform/db';
import { AppError, conflict, notFound, type CallContext, type Ctx } from '../../platform/http';
import type { JobsService } from '../../platform/jobs';
import { files, newStorageKey, storageOf, type FileService } from '../../platform/storage';
import { endFirmSessionsIn } from './tenants.operator';
import { findTenantById } from './tenants.repository';
import { firmDeletions, firmExports, type FirmDeletionRow, type FirmExportRow } from './tenants.operator.table';
import { tenants } from './tenants.table';

/**
 * Firm export and deletion (issue 16.6, docs/settings.md "Operator console"). The export job
 * reads the firm's rows in the firm's own scope (RLS: nothing of another firm can come along),
 * writes them as JSON and CSV per table with the firm's stored files into a zip, and stores the
 * zip as a file of the platform scope. Deletion is refused until such an export is done, and
 * happens after the grace period unless cancelled.
 */

export const FIRM_EXPORT_QUEUE = 'tenants.firm-export';
export const FIRM_DELETION_QUEUE = 'tenants.firm-deletion';
export interface FirmExportJob {
  exportId: string;
}
export interface FirmDeletionJob {
  deletionId: string;
}

/** Tables not exported: sign-in secrets and mail with live links, and the operator's own rows. */
const SKIPPED_TABLES = new Set(['sessions', 'link_tokens', 'auth_throttle', 'outbox', 'firm_exports', 'firm_deletions']);
/** Columns left out of every table: password hashes, MFA secrets, token hashes, recovery codes. */
const SECRET_COLUMN = /password|secret|token|recovery/i;
const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toFirmExport = (r: FirmExportRow): TFirmExport => ({
  id: r.id,
  tenantId: r.firmId,
  status: r.status as TFirmExport['status'],
  progress: r.progress,
  fileName: r.fileName,
  size: r.size,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  finishedAt: iso(r.finishedAt),
});

export const toFirmDeletion = (r: FirmDeletionRow): TFirmDeletion => ({
  id: r.id,
  tenantId: r.firmId,
  status: r.status as TFirmDeletion['status'],
  exportId: r.exportId,
  requestedAt: r.requestedAt.toISOString(),
  deleteAfter: r.deleteAfter.toISOString(),
  cancelledAt: iso(r.cancelledAt),
  completedAt: iso(r.completedAt),
});

const jobsOf = (ctx: CallContext<unknown>): Pick<JobsService, 'enqueue'> => {
  if (!ctx.request.server.hasDecorator('jobs')) throw new AppError('UNAVAILABLE', 'Background jobs are not available.', { status: 503 });
  return ctx.request.server.jobs;
};

async function firmOf(ctx: CallContext<unknown>, tenantId: string) {
  const firm = await findTenantById(ctx.tx, tenantId);
  if (!firm) throw notFound('Tenant not found');
  return firm;
}

export async function startFirmExport(ctx: Ctx<typeof ZExportTenantPayload>): Promise<TFirmExport> {
  const firm = await firmOf(ctx, ctx.payload.tenantId);
  const running = await ctx.tx
    .select({ id: firmExports.id })
    .from(firmExports)
    .where(and(eq(firmExports.firmId, firm.id), sql`${firmExports.status} in ('queued', 'running')`))
    .limit(1);
  if (running.length > 0) throw conflict('An export of this firm is already in progress.');
  const [row] = await ctx.tx.insert(firmExports).values({ firmId: firm.id, requestedBy: ctx.session!.userId }).returning();
  await jobsOf(ctx).enqueue(FIRM_EXPORT_QUEUE, { exportId: row!.id } satisfies FirmExportJob, { tx: ctx.tx });
  return toFirmExport(row!);
}

export async function listFirmExports(ctx: Ctx<typeof ZTenantExportListPayload>): Promise<TTenantExportListResult> {
  const firm = await firmOf(ctx, ctx.payload.tenantId);
  const rows = await ctx.tx.select().from(firmExports).where(eq(firmExports.firmId, firm.id)).orderBy(desc(firmExports.createdAt)).limit(20);
  const [deletion] = await ctx.tx
    .select()
    .from(firmDeletions)
    .where(eq(firmDeletions.firmId, firm.id))
    .orderBy(desc(firmDeletions.requestedAt))
    .limit(1);
  return { data: rows.map(toFirmExport), deletion: deletion ? toFirmDeletion(deletion) : null };
}

export async function downloadFirmExport(ctx: Ctx<typeof ZTenantExportDownloadPayload>): Promise<{ url: string; fileName: string }> {
  const [row] = await ctx.tx.select().from(firmExports).where(eq(firmExports.id, ctx.payload.exportId)).limit(1);
  if (!row) throw notFound('Export not found');
  if (row.status !== 'done' || !row.fileKey) throw conflict('This export is not finished.');
  const fileName = row.fileName ?? 'firm-export.zip';
  return { url: await storageOf(ctx).signedUrl(row.fileKey, undefined, fileName), fileName };
}

// ───────────────────────────── the export job ─────────────────────────────

const csvCell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const s = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function toCsv(rows: readonly Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const cols = Object.keys(rows[0]!);
  return [cols.join(','), ...rows.map((r) => cols.map((c) => csvCell(r[c])).join(','))].join('\r\n') + '\r\n';
}

const withoutSecrets = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_COLUMN.test(k)));

const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 120) || 'file';

async function setExport(db: Db, id: string, changes: Partial<typeof firmExports.$inferInsert>): Promise<void> {
  await withPlatform(db, (tx) => tx.update(firmExports).set(changes).where(eq(firmExports.id, id)));
}

/**
 * A zip written entry by entry into a file (fflate's streaming `Zip`): stored files go through in
 * the chunks storage hands them, so the archive is never whole in memory; the bytes are hashed and
 * counted on their way to disk, and writing waits whenever the disk falls behind.
 */
export class ZipFileWriter {
  private readonly out;
  private readonly zip: Zip;
  private readonly hash = createHash('sha256');
  private failure: Error | null = null;
  private readonly written: Promise<void>;
  size = 0;

  constructor(readonly path: string) {
    this.out = createWriteStream(path);
    let resolve!: () => void;
    let reject!: (e: Error) => void;
    this.written = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.written.catch(() => undefined);
    this.out.on('error', (e) => {
      this.failure = e;
      reject(e);
    });
    this.zip = new Zip((err, data, final) => {
      if (err) {
        this.failure = err;
        reject(err);
        return;
      }
      this.hash.update(data);
      this.size += data.length;
      this.out.write(data);
      if (final) this.out.end(() => resolve());
    });
  }

  private async drain(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  async addBytes(name: string, bytes: Uint8Array): Promise<void> {
    const entry = new ZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    entry.push(bytes, true);
    await this.drain();
  }

  /** Streams one entry; answers its size in bytes. */
  async addStream(name: string, body: Readable): Promise<number> {
    const entry = new ZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    let bytes = 0;
    for await (const chunk of body) {
      const part = chunk as Uint8Array;
      bytes += part.length;
      entry.push(part, false);
      await this.drain();
    }
    entry.push(new Uint8Array(0), true);
    await this.drain();
    return bytes;
  }

  async finish(): Promise<{ size: number; sha256: string }> {
    this.zip.end();
    await this.written;
    return { size: this.size, sha256: this.hash.digest('hex') };
  }
}

/**
 * Builds the archive of one export: `records/<table>.json` and `.csv` per tenant table (secrets
 * left out), `files/<id>-<name>` per stored file, `manifest.csv` (table, rows; file, bytes). The
 * progress is written after each table and file, in its own transaction, so the console sees it.
 */
export async function buildFirmExport(
  deps: { db: Db; storage: Pick<FileService, 'get' | 'put'> },
  job: FirmExportJob,
  now: () => Date = () => new Date(),
): Promise<'done' | 'failed' | 'skipped'> {
  const { db, storage } = deps;
  const row = await withPlatform(db, async (tx) => (await tx.select().from(firmExports).where(eq(firmExports.id, job.exportId)).limit(1))[0]);
  if (!row || row.status === 'done') return 'skipped';
  const firmId = row.firmId;
  try {
    await setExport(db, row.id, { status: 'running', progress: 0, error: null });
    const firm = await withPlatform(db, async (tx) => (await tx.select().from(tenants).where(eq(tenants.id, firmId)).limit(1))[0]);
    if (!firm) throw new Error('The firm no longer exists.');
    const { tables, stored } = await withTenant(db, firmId, async (tx) => {
      const t = await tx.execute(sql`select distinct table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'tenant_id' order by table_name`);
      const names = (t as unknown as { rows: { table_name: string }[] }).rows
        .map((r) => r.table_name)
        .filter((n) => TABLE_NAME.test(n) && !SKIPPED_TABLES.has(n));
      const f = await tx
        .select({ id: files.id, key: files.key, name: files.name, size: files.size })
        .from(files)
        .where(and(eq(files.tenantId, firmId), eq(files.status, 'active')));
      return { tables: names, stored: f };
    });
    const steps = tables.length + stored.length;
    let done = 0;
    const step = async () => {
      done += 1;
      await setExport(db, row.id, { progress: Math.min(99, Math.floor((done / Math.max(1, steps)) * 100)) });
    };
    const manifest: string[] = ['kind,name,count'];
    const enc = new TextEncoder();
    // The archive goes to a temporary file entry by entry, then to storage as that file.
    const dir = await mkdtemp(join(tmpdir(), 'passage-firm-export-'));
    try {
      const zip = new ZipFileWriter(join(dir, 'export.zip'));
      for (const table of tables) {
        const rows = await withTenant(db, firmId, async (tx) => {
          const r = await tx.execute(sql`select * from ${sql.identifier(table)} where tenant_id = ${firmId}`);
          return (r as unknown as { rows: Record<string, unknown>[] }).rows.map(withoutSecrets);
        });
        await zip.addBytes(`records/${table}.json`, enc.encode(JSON.stringify(rows, null, 2)));
        await zip.addBytes(`records/${table}.csv`, enc.encode(toCsv(rows)));
        manifest.push(`table,${table},${rows.length}`);
        await step();
      }
      for (const f of stored) {
        const bytes = await zip.addStream(`files/${f.id}-${safeName(f.name)}`, await storage.get(f.key));
        manifest.push(`file,${csvCell(`${f.id}-${safeName(f.name)}`)},${bytes}`);
        await step();
      }
      await zip.addBytes('manifest.csv', enc.encode(manifest.join('\r\n') + '\r\n'));
      const { size, sha256 } = await zip.finish();
      const at = now();
      const fileName = `${firm.slug}-export-${at.toISOString().slice(0, 10)}.zip`;
      const key = newStorageKey(PLATFORM_TENANT_ID, 'zip', at);
      await storage.put(key, { filePath: zip.path }, { contentType: 'application/zip', size });
      await withPlatform(db, async (tx) => {
        await tx.insert(files).values({
          key,
          name: fileName,
          mimetype: 'application/zip',
          extn: 'zip',
          size,
          sha256,
          createdBy: row.requestedBy,
        });
        await tx
          .update(firmExports)
          .set({ status: 'done', progress: 100, fileKey: key, fileName, size, finishedAt: at })
          .where(eq(firmExports.id, row.id));
      });
      return 'done';
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } catch (err) {
    await setExport(db, row.id, { status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : 'Export failed', finishedAt: now() });
    return 'failed';
  }
}

// ───────────────────────────── deletion with a grace period ─────────────────────────────

/** /tenant/delete: schedules the deletion after the grace period; refused until an export is done. */
export async function requestFirmDeletion(ctx: Ctx<typeof ZDeleteTenantPayload>, now: Date = new Date()): Promise<TDeleteTenantResult> {
  const firm = await firmOf(ctx, ctx.payload.tenantId);
  const [pending] = await ctx.tx
    .select()
    .from(firmDeletions)
    .where(and(eq(firmDeletions.firmId, firm.id), eq(firmDeletions.status, 'scheduled')))
    .limit(1);
  if (pending) throw conflict(`This firm's deletion is already scheduled for ${pending.deleteAfter.toISOString()}.`);
  const [exported] = await ctx.tx
    .select()
    .from(firmExports)
    .where(and(eq(firmExports.firmId, firm.id), eq(firmExports.status, 'done')))
    .orderBy(desc(firmExports.finishedAt))
    .limit(1);
  if (!exported) throw conflict(FIRM_DELETION_NEEDS_EXPORT);
  const deleteAfter = new Date(now.getTime() + FIRM_DELETION_GRACE_MS);
  const [row] = await ctx.tx
    .insert(firmDeletions)
    .values({ firmId: firm.id, exportId: exported.id, requestedBy: ctx.session!.userId, requestedAt: now, deleteAfter })
    .returning();
  // Without the jobs plugin (an app built without the platform plugins) the row is still the truth;
  // completeFirmDeletion runs on it whenever a worker picks it up.
  if (ctx.request.server.hasDecorator('jobs')) {
    await ctx.request.server.jobs.enqueue(FIRM_DELETION_QUEUE, { deletionId: row!.id } satisfies FirmDeletionJob, { tx: ctx.tx, startAfter: deleteAfter });
  }
  return { deleted: false, tenantId: firm.id, deleteAfter: deleteAfter.toISOString() };
}

export async function cancelFirmDeletion(ctx: Ctx<typeof ZTenantDeleteCancelPayload>, now: Date = new Date()): Promise<TFirmDeletion> {
  const [pending] = await ctx.tx
    .select()
    .from(firmDeletions)
    .where(and(eq(firmDeletions.firmId, ctx.payload.tenantId), eq(firmDeletions.status, 'scheduled')))
    .limit(1);
  if (!pending) throw conflict('No deletion is scheduled for this firm.');
  if (pending.deleteAfter.getTime() <= now.getTime()) throw conflict('The grace period is over; the deletion can no longer be cancelled.');
  const [row] = await ctx.tx
    .update(firmDeletions)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(eq(firmDeletions.id, pending.id))
    .returning();
  return toFirmDeletion(row!);
}

export type FirmDeletionOutcome = 'deleted' | 'not-due' | 'not-scheduled';

/** The job: once the grace period is over, the firm is deleted (soft) and its sessions end. */
export async function completeFirmDeletion(db: Db, job: FirmDeletionJob, now: Date = new Date()): Promise<{ outcome: FirmDeletionOutcome; firmId?: string }> {
  return withPlatform(db, async (tx) => {
    const [req] = await tx.select().from(firmDeletions).where(eq(firmDeletions.id, job.deletionId)).for('update');
    if (!req || req.status !== 'scheduled') return { outcome: 'not-scheduled' as const };
    if (req.deleteAfter.getTime() > now.getTime()) return { outcome: 'not-due' as const };
    await tx
      .update(tenants)
      .set({ status: 'deleted', deletedAt: now, activationKeyHash: null, updatedAt: now })
      .where(eq(tenants.id, req.firmId));
    await endFirmSessionsIn(tx, req.firmId);
    await tx.update(firmDeletions).set({ status: 'completed', completedAt: now }).where(eq(firmDeletions.id, req.id));
    return { outcome: 'deleted' as const, firmId: req.firmId };
  });
}

/** Registers both workers (app start, with the jobs and storage plugins loaded). */
export async function registerFirmWorkers(app: FastifyInstance): Promise<void> {
  await app.jobs.defineQueue(FIRM_EXPORT_QUEUE, { retryLimit: 2, retryDelay: 60, retryBackoff: true });
  await app.jobs.defineQueue(FIRM_DELETION_QUEUE, { retryLimit: 5, retryDelay: 60, retryBackoff: true });
  await app.jobs.registerWorker<FirmExportJob>(FIRM_EXPORT_QUEUE, async (job) => {
    if (!app.hasDecorator('storage')) throw new Error('firm export: no file storage');
    const outcome = await buildFirmExport({ db: app.database.db, storage: app.storage }, job.data);
    app.log.info({ exportId: job.data.exportId, outcome }, 'firm export job');
  });
  await app.jobs.registerWorker<FirmDeletionJob>(FIRM_DELETION_QUEUE, async (job) => {
    const result = await completeFirmDeletion(app.database.db, job.data);
    app.log.info({ deletionId: job.data.deletionId, outcome: result.outcome }, 'firm deletion job');
  });
}
