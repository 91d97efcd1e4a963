import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DRIVE_MESSAGES,
  DRIVE_OAUTH_RETURN_PATH,
  DRIVE_OAUTH_STATE_TTL_MINUTES,
  type TDriveConnection,
  type TDriveProvider,
  type TDriveSyncListResult,
  type TDriveSyncStatus,
  type ZDriveChooseFolderPayload,
  type ZDriveConnectPayload,
  type ZDriveDisconnectPayload,
  type ZDriveFoldersPayload,
  type ZDriveOauthCallbackPayload,
  type ZDriveStatusPayload,
  type ZDriveSyncListPayload,
  type ZDriveSyncPayload,
} from 'shared/contract';
import { PLATFORM_TENANT_ID, withPlatform, withTenant, type Db } from '../../platform/db';
import { unprocessable, type CallContext, type Ctx } from '../../platform/http';
import { needsReseal, openSecret, openSecretOrNull, sealSecret, sealSecretOrNull } from '../../platform/secrets/secret-box';
import type { JobsService } from '../../platform/jobs';
import type { StorageDriver } from '../../platform/storage/storage.types';
import { caseDocuments, type CaseDocumentListener } from '../case-documents';
import { caseAccess, caseVisibility, petitions, shownCaseNumber } from '../petitions';
import { tenants } from '../tenants';
import { DRIVE_IMPLS, pkceVerifier, type DriveTokens } from './drives.providers';
import { driveCaseSyncs, driveConnections, driveOauthStates, driveSyncedFiles, type DriveConnectionRow } from './drives.table';

export const DRIVE_MIRROR_QUEUE = 'drives.mirror';
/** The sweep that queues cases with documents not yet on a connected drive. */
export const DRIVE_SWEEP_QUEUE = 'drives.sweep';
/** Every 15 minutes. */
export const DRIVE_SWEEP_CRON = '*/15 * * * *';
export interface DriveMirrorJob {
  tenantId: string;
  provider: TDriveProvider;
  petitionId: string;
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const jobsOf = (ctx: CallContext<unknown>): Pick<JobsService, 'enqueue'> | undefined =>
  ctx.request.server.hasDecorator('jobs') ? ctx.request.server.jobs : undefined;

async function connectionRow(tx: Db, provider: TDriveProvider): Promise<DriveConnectionRow | undefined> {
  const [row] = await tx.select().from(driveConnections).where(eq(driveConnections.provider, provider));
  return row;
}

async function connectionView(tx: Db, provider: TDriveProvider): Promise<TDriveConnection> {
  const row = await connectionRow(tx, provider);
  const counted = await tx
    .select({ status: driveCaseSyncs.status, n: sql<number>`count(*)::int` })
    .from(driveCaseSyncs)
    .where(eq(driveCaseSyncs.provider, provider))
    .groupBy(driveCaseSyncs.status);
  const counts = { pending: 0, running: 0, synced: 0, failed: 0 };
  for (const c of counted) if (c.status in counts) counts[c.status as TDriveSyncStatus] = c.n;
  return {
    provider,
    connected: Boolean(row),
    configured: DRIVE_IMPLS[provider].configured(),
    accountName: row?.accountName ?? null,
    accountEmail: row?.accountEmail ?? null,
    folderId: row?.folderId ?? null,
    folderName: row?.folderName ?? null,
    connectedAt: iso(row?.connectedAt),
    connectedByName: row?.connectedByName ?? null,
    counts,
  };
}

/** The row's tokens, opened (they are stored sealed with the secrets key; see platform/secrets). */
const tokensOf = (row: DriveConnectionRow): DriveTokens & { reseal: boolean } => ({
  accessToken: openSecret(row.accessToken),
  refreshToken: openSecretOrNull(row.refreshToken),
  expiresAt: row.expiresAt,
  // Written in clear before encryption existed, or under an older key: sealed again on this write.
  reseal: needsReseal(row.accessToken) || (row.refreshToken !== null && needsReseal(row.refreshToken)),
});
const sealedTokens = (t: DriveTokens) => ({
  accessToken: sealSecret(t.accessToken),
  refreshToken: sealSecretOrNull(t.refreshToken),
  expiresAt: t.expiresAt,
});

/** Keeps tokens the SDK refreshed (and seals tokens of an older key or written in clear). */
async function saveTokens(tx: Db, provider: TDriveProvider, before: DriveTokens & { reseal?: boolean }, after: DriveTokens): Promise<void> {
  if (!before.reseal && before.accessToken === after.accessToken && before.refreshToken === after.refreshToken) return;
  await tx.update(driveConnections).set(sealedTokens(after)).where(eq(driveConnections.provider, provider));
}

const errorText = (e: unknown): string => {
  const err = e as { message?: string; error?: unknown; status?: number };
  const detail = typeof err.error === 'object' && err.error !== null ? JSON.stringify(err.error) : (err.error as string | undefined);
  return String(detail ?? err.message ?? e).slice(0, 500);
};

function redirectUri(ctx: CallContext<unknown>): string {
  const fixed = process.env.DRIVES_REDIRECT_BASE?.trim();
  const origin = fixed || (typeof ctx.request.headers.origin === 'string' ? ctx.request.headers.origin : `${ctx.request.protocol}://${ctx.request.host}`);
  return `${origin.replace(/\/+$/, '')}${DRIVE_OAUTH_RETURN_PATH}`;
}

export async function driveStatus(ctx: Ctx<typeof ZDriveStatusPayload>): Promise<TDriveConnection> {
  return connectionView(ctx.tx, ctx.payload.provider);
}

export async function connectDrive(ctx: Ctx<typeof ZDriveConnectPayload>): Promise<{ authorizeUrl: string }> {
  const impl = DRIVE_IMPLS[ctx.payload.provider];
  if (!impl.configured()) throw unprocessable('provider', DRIVE_MESSAGES.NOT_CONFIGURED);
  const me = ctx.session!;
  const state = randomBytes(24).toString('base64url');
  const verifier = pkceVerifier();
  const uri = redirectUri(ctx);
  await ctx.tx.delete(driveOauthStates).where(lt(driveOauthStates.expiresAt, new Date()));
  await ctx.tx.insert(driveOauthStates).values({
    state,
    provider: ctx.payload.provider,
    sessionId: me.sessionId,
    userId: me.userId,
    codeVerifier: verifier,
    redirectUri: uri,
    expiresAt: new Date(Date.now() + DRIVE_OAUTH_STATE_TTL_MINUTES * 60_000),
  });
  return { authorizeUrl: await impl.authorizeUrl(state, verifier, uri) };
}

/**
 * The provider's answer. The state must be one this session started and not expired; it is used
 * once. Anything else: 422 with DRIVE_MESSAGES.WRONG_STATE and nothing changed.
 */
export async function finishDriveConnection(ctx: Ctx<typeof ZDriveOauthCallbackPayload>): Promise<TDriveConnection> {
  const me = ctx.session!;
  const [pending] = await ctx.tx
    .select()
    .from(driveOauthStates)
    .where(and(eq(driveOauthStates.state, ctx.payload.state), eq(driveOauthStates.sessionId, me.sessionId), gt(driveOauthStates.expiresAt, new Date())));
  if (!pending) throw unprocessable('state', DRIVE_MESSAGES.WRONG_STATE);
  const provider = pending.provider as TDriveProvider;
  const impl = DRIVE_IMPLS[provider];
  let tokens: DriveTokens;
  let account: { name: string | null; email: string | null };
  try {
    tokens = await impl.exchange(ctx.payload.code, pending.codeVerifier, pending.redirectUri);
    account = await impl.client(tokens).account();
  } catch (e) {
    ctx.request.log.warn({ provider, err: errorText(e) }, 'drive OAuth exchange failed');
    throw unprocessable('code', DRIVE_MESSAGES.PROVIDER_REFUSED);
  }
  await ctx.tx.delete(driveOauthStates).where(eq(driveOauthStates.state, pending.state));
  const values = {
    ...sealedTokens(tokens),
    accountName: account.name,
    accountEmail: account.email,
    connectedBy: me.userId,
    connectedByName: me.name,
    connectedAt: new Date(),
  };
  await ctx.tx
    .insert(driveConnections)
    .values({ provider, ...values })
    .onConflictDoUpdate({ target: [driveConnections.tenantId, driveConnections.provider], set: values });
  return connectionView(ctx.tx, provider);
}

async function connected(tx: Db, provider: TDriveProvider): Promise<DriveConnectionRow> {
  const row = await connectionRow(tx, provider);
  if (!row) throw unprocessable('provider', DRIVE_MESSAGES.NOT_CONNECTED);
  return row;
}

export async function listDriveFolders(ctx: Ctx<typeof ZDriveFoldersPayload>): Promise<{ data: { id: string; name: string }[] }> {
  const row = await connected(ctx.tx, ctx.payload.provider);
  const client = DRIVE_IMPLS[ctx.payload.provider].client(tokensOf(row));
  let data;
  try {
    data = await client.listFolders(ctx.payload.parentId);
  } catch (e) {
    throw unprocessable('parentId', `The drive did not list this folder: ${errorText(e)}`);
  }
  await saveTokens(ctx.tx, ctx.payload.provider, tokensOf(row), client.tokens());
  return { data: data.sort((a, b) => a.name.localeCompare(b.name)) };
}

/** Marks the given cases (or every live case of the firm) pending and queues one mirror job each. */
async function queueCases(ctx: CallContext<unknown>, provider: TDriveProvider, petitionId: string | null): Promise<number> {
  const tenantId = ctx.session!.tenantId!;
  const rows = await ctx.tx.execute<{ petition_id: string }>(sql`
    insert into ${driveCaseSyncs} (tenant_id, provider, petition_id, status, updated_at)
    select ${petitions.tenantId}, ${provider}, ${petitions.id}, 'pending', now() from ${petitions}
    where ${petitions.deletedAt} is null ${petitionId ? sql`and ${petitions.id} = ${petitionId}` : sql``}
    on conflict (tenant_id, provider, petition_id) do update set status = 'pending', updated_at = now()
    returning petition_id`);
  const ids = (rows as unknown as { rows?: { petition_id: string }[] }).rows ?? (rows as unknown as { petition_id: string }[]);
  const jobs = jobsOf(ctx);
  if (jobs) for (const r of ids) await jobs.enqueue<DriveMirrorJob>(DRIVE_MIRROR_QUEUE, { tenantId, provider, petitionId: r.petition_id }, { tx: ctx.tx });
  return ids.length;
}

export async function chooseDriveFolder(ctx: Ctx<typeof ZDriveChooseFolderPayload>): Promise<TDriveConnection> {
  const { provider, folderId, folderName } = ctx.payload;
  await connected(ctx.tx, provider);
  await ctx.tx.update(driveConnections).set({ folderId, folderName }).where(eq(driveConnections.provider, provider));
  // A new root: case folders are made again inside it, files uploaded again.
  await ctx.tx.delete(driveSyncedFiles).where(eq(driveSyncedFiles.provider, provider));
  await ctx.tx.update(driveCaseSyncs).set({ remoteFolderId: null }).where(eq(driveCaseSyncs.provider, provider));
  await queueCases(ctx, provider, null);
  return connectionView(ctx.tx, provider);
}

export async function syncDrive(ctx: Ctx<typeof ZDriveSyncPayload>): Promise<{ queued: number }> {
  const row = await connected(ctx.tx, ctx.payload.provider);
  if (!row.folderId) throw unprocessable('provider', DRIVE_MESSAGES.NO_FOLDER);
  if (ctx.payload.petitionId) {
    const access = await caseAccess(ctx);
    const [visible] = await ctx.tx
      .select({ id: petitions.id })
      .from(petitions)
      .where(and(eq(petitions.id, ctx.payload.petitionId), caseVisibility(access)));
    if (!visible) throw unprocessable('petitionId', 'Case not found');
  }
  return { queued: await queueCases(ctx, ctx.payload.provider, ctx.payload.petitionId) };
}

export async function driveSyncList(ctx: Ctx<typeof ZDriveSyncListPayload>): Promise<TDriveSyncListResult> {
  const { provider, status, search, sort, order, page, perpage } = ctx.payload;
  const access = await caseAccess(ctx);
  const where: SQL[] = [eq(driveCaseSyncs.provider, provider), caseVisibility(access)];
  if (status) where.push(eq(driveCaseSyncs.status, status));
  if (search) where.push(ilike(sql`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})`, `%${search.replace(/[\\%_]/g, '\\$&')}%`));
  const cond = and(...where);
  const column = sort === 'caseNumber' ? sql`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})` : sort === 'status' ? driveCaseSyncs.status : driveCaseSyncs.updatedAt;
  const files = sql<number>`(select count(*)::int from ${driveSyncedFiles} f where f.tenant_id = ${driveCaseSyncs.tenantId} and f.provider = ${driveCaseSyncs.provider} and f.petition_id = ${driveCaseSyncs.petitionId})`;
  const base = ctx.tx.select({ s: driveCaseSyncs, caseNumber: petitions.caseNumber, customCaseNumber: petitions.customCaseNumber, files }).from(driveCaseSyncs)
    .innerJoin(petitions, and(eq(petitions.tenantId, driveCaseSyncs.tenantId), eq(petitions.id, driveCaseSyncs.petitionId)));
  const rows = await base
    .where(cond)
    .orderBy(order === 'asc' ? asc(column) : desc(column), asc(driveCaseSyncs.petitionId))
    .limit(perpage)
    .offset((page - 1) * perpage);
  const [counted] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(driveCaseSyncs)
    .innerJoin(petitions, and(eq(petitions.tenantId, driveCaseSyncs.tenantId), eq(petitions.id, driveCaseSyncs.petitionId)))
    .where(cond);
  return {
    data: rows.map((r) => ({
      petitionId: r.s.petitionId,
      caseNumber: shownCaseNumber(r),
      folderName: r.s.folderName ?? caseFolderName(shownCaseNumber(r)),
      status: r.s.status as TDriveSyncStatus,
      filesSynced: r.files,
      lastError: r.s.lastError,
      attempts: r.s.attempts,
      lastSyncedAt: iso(r.s.lastSyncedAt),
      updatedAt: r.s.updatedAt.toISOString(),
    })),
    count: counted?.n ?? 0,
    page,
    perpage,
  };
}

export async function disconnectDrive(ctx: Ctx<typeof ZDriveDisconnectPayload>): Promise<TDriveConnection> {
  const { provider } = ctx.payload;
  await connected(ctx.tx, provider);
  await ctx.tx.delete(driveSyncedFiles).where(eq(driveSyncedFiles.provider, provider));
  await ctx.tx.delete(driveCaseSyncs).where(eq(driveCaseSyncs.provider, provider));
  await ctx.tx.delete(driveOauthStates).where(eq(driveOauthStates.provider, provider));
  await ctx.tx.delete(driveConnections).where(eq(driveConnections.provider, provider));
  return connectionView(ctx.tx, provider);
}

/**
 * A document was added to or removed from a case (case-documents' hook point, in the call's
 * transaction): the case is queued at once on every drive of the firm with a chosen folder, so the
 * drive follows within seconds; the sweep stays as the safety net. A case already pending is not
 * queued twice (its job reads the documents when it runs).
 */
export const queueOnDocumentChange: CaseDocumentListener = async (ctx, change) => {
  if (ctx.scopeTenantId === PLATFORM_TENANT_ID) return;
  const result = await ctx.tx.execute(sql`
    insert into ${driveCaseSyncs} (tenant_id, provider, petition_id, status, updated_at)
    select c.tenant_id, c.provider, ${change.petitionId}, 'pending', now() from ${driveConnections} c
    where c.folder_id is not null
    on conflict (tenant_id, provider, petition_id) do update set status = 'pending', updated_at = now()
      where ${driveCaseSyncs}.status <> 'pending'
    returning provider`);
  const rows = (result as unknown as { rows?: { provider: TDriveProvider }[] }).rows ?? (result as unknown as { provider: TDriveProvider }[]);
  const jobs = jobsOf(ctx);
  if (!jobs) return;
  for (const r of rows) {
    await jobs.enqueue<DriveMirrorJob>(DRIVE_MIRROR_QUEUE, { tenantId: ctx.scopeTenantId, provider: r.provider, petitionId: change.petitionId }, { tx: ctx.tx });
  }
};

/* ------------------------------------------------------------------ the mirroring job */

/** The folder a case gets on the drive: its shown number, without characters the drives refuse. */
export const caseFolderName = (caseNumber: string): string => `Case ${caseNumber}`.replace(/[\\/:*?"<>|]+/g, '-').trim().slice(0, 200);
/** The remote name of one stored document: its version and file name (unique in the case folder). */
const remoteName = (d: { docKey: string; version: number; fileName: string }): string =>
  `${d.docKey}-v${d.version}-${d.fileName}`.replace(/[\\/:*?"<>|]+/g, '-').slice(0, 240);

async function readAll(storage: Pick<StorageDriver, 'get'>, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export type MirrorOutcome = 'synced' | 'failed' | 'not-connected';

/**
 * Mirrors one case's documents: makes (or finds) the case folder under the chosen folder, uploads
 * documents never sent or whose stored file changed, records each upload. Idempotent: a second run
 * uploads nothing. Transactions are short and never held across the drive's HTTP calls. A failure
 * is recorded as the case's last error (status failed) and thrown so the queue retries.
 */
export async function mirrorCase(db: Db, storage: Pick<StorageDriver, 'get'>, job: DriveMirrorJob): Promise<MirrorOutcome> {
  const { tenantId, provider, petitionId } = job;
  const setup = await withTenant(db, tenantId, async (tx) => {
    const conn = await connectionRow(tx, provider);
    const [kase] = await tx.select().from(petitions).where(eq(petitions.id, petitionId));
    const [state] = await tx
      .select()
      .from(driveCaseSyncs)
      .where(and(eq(driveCaseSyncs.provider, provider), eq(driveCaseSyncs.petitionId, petitionId)));
    if (!conn || !conn.folderId || !kase || !state) return null;
    await tx
      .update(driveCaseSyncs)
      .set({ status: 'running', attempts: sql`${driveCaseSyncs.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(driveCaseSyncs.provider, provider), eq(driveCaseSyncs.petitionId, petitionId)));
    const docs = await tx
      .select({ id: caseDocuments.id, docKey: caseDocuments.docKey, version: caseDocuments.version, fileId: caseDocuments.fileId, fileKey: caseDocuments.fileKey, fileName: caseDocuments.fileName, mimetype: caseDocuments.mimetype })
      .from(caseDocuments)
      .where(eq(caseDocuments.petitionId, petitionId))
      .orderBy(asc(caseDocuments.createdAt));
    const sent = await tx
      .select()
      .from(driveSyncedFiles)
      .where(and(eq(driveSyncedFiles.provider, provider), eq(driveSyncedFiles.petitionId, petitionId)));
    return { conn, folderName: caseFolderName(shownCaseNumber(kase)), remoteFolderId: state.remoteFolderId, docs, sent };
  });
  if (!setup) return 'not-connected';
  const before = tokensOf(setup.conn);
  const client = DRIVE_IMPLS[provider].client(before);
  const record = (fn: (tx: Db) => Promise<void>) => withTenant(db, tenantId, fn);
  try {
    const folderId = setup.remoteFolderId ?? (await client.ensureFolder(setup.conn.folderId!, setup.folderName));
    await record(async (tx) => {
      await tx.update(driveCaseSyncs).set({ remoteFolderId: folderId, folderName: setup.folderName })
        .where(and(eq(driveCaseSyncs.provider, provider), eq(driveCaseSyncs.petitionId, petitionId)));
    });
    const sentById = new Map(setup.sent.map((s) => [s.documentId, s]));
    // Documents deleted in Passage: their copies go to the drive's trash (Dropbox deleted files,
    // OneDrive recycle bin, Google trash), then the record goes.
    const live = new Set(setup.docs.map((d) => d.id));
    for (const gone of setup.sent.filter((s) => !live.has(s.documentId))) {
      await client.remove(gone.remoteId);
      await record(async (tx) => {
        await tx.delete(driveSyncedFiles).where(and(eq(driveSyncedFiles.provider, provider), eq(driveSyncedFiles.documentId, gone.documentId)));
      });
    }
    for (const doc of setup.docs) {
      const prior = sentById.get(doc.id);
      if (prior && prior.fileId === doc.fileId) continue;
      const name = remoteName(doc);
      const remoteId = await client.upload(folderId, name, await readAll(storage, doc.fileKey), doc.mimetype, prior?.remoteId ?? null);
      await record(async (tx) => {
        const values = { petitionId, fileId: doc.fileId, remoteId, remoteName: name, syncedAt: new Date() };
        await tx.insert(driveSyncedFiles).values({ provider, documentId: doc.id, ...values })
          .onConflictDoUpdate({ target: [driveSyncedFiles.tenantId, driveSyncedFiles.provider, driveSyncedFiles.documentId], set: values });
      });
    }
    await record(async (tx) => {
      await saveTokens(tx, provider, before, client.tokens());
      await tx.update(driveCaseSyncs).set({ status: 'synced', lastError: null, lastSyncedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(driveCaseSyncs.provider, provider), eq(driveCaseSyncs.petitionId, petitionId)));
    });
    return 'synced';
  } catch (e) {
    await record(async (tx) => {
      await saveTokens(tx, provider, before, client.tokens());
      await tx.update(driveCaseSyncs).set({ status: 'failed', lastError: errorText(e), updatedAt: new Date() })
        .where(and(eq(driveCaseSyncs.provider, provider), eq(driveCaseSyncs.petitionId, petitionId)));
    });
    return 'failed';
  }
}

/**
 * Queues, in every active firm with a drive and a chosen folder, the live cases that have a document
 * not yet mirrored (new, or its stored file changed) and are not already waiting: new uploads reach
 * the drive without anyone pressing "Mirror". Chosen in SQL; one job per case and drive.
 */
export async function sweepDrives(db: Db, jobs: Pick<JobsService, 'enqueue'>, opts: { tenantIds?: string[] } = {}): Promise<number> {
  const firms = await withPlatform(db, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.status, 'active')));
  let queued = 0;
  for (const firm of firms) {
    if (opts.tenantIds && !opts.tenantIds.includes(firm.id)) continue;
    queued += await withTenant(db, firm.id, async (tx) => {
      const result = await tx.execute(sql`
        insert into ${driveCaseSyncs} (tenant_id, provider, petition_id, status, updated_at)
        select c.tenant_id, c.provider, d.petition_id, 'pending', now()
        from ${driveConnections} c
        join ${caseDocuments} d on d.tenant_id = c.tenant_id
        join ${petitions} p on p.tenant_id = d.tenant_id and p.id = d.petition_id and p.deleted_at is null
        where c.folder_id is not null
          and not exists (select 1 from ${driveSyncedFiles} f where f.tenant_id = d.tenant_id and f.provider = c.provider
                          and f.document_id = d.id and f.file_id = d.file_id)
          and not exists (select 1 from ${driveCaseSyncs} s where s.tenant_id = d.tenant_id and s.provider = c.provider
                          and s.petition_id = d.petition_id and s.status in ('pending', 'running', 'failed'))
        union
        select distinct f.tenant_id, f.provider, f.petition_id, 'pending', now()
        from ${driveSyncedFiles} f
        join ${driveConnections} c on c.tenant_id = f.tenant_id and c.provider = f.provider and c.folder_id is not null
        join ${petitions} p on p.tenant_id = f.tenant_id and p.id = f.petition_id and p.deleted_at is null
        where not exists (select 1 from ${caseDocuments} d where d.tenant_id = f.tenant_id and d.id = f.document_id)
          and not exists (select 1 from ${driveCaseSyncs} s where s.tenant_id = f.tenant_id and s.provider = f.provider
                          and s.petition_id = f.petition_id and s.status in ('pending', 'running', 'failed'))
        on conflict (tenant_id, provider, petition_id) do update set status = 'pending', updated_at = now()
        returning provider, petition_id`);
      const rows = ((result as unknown as { rows?: { provider: TDriveProvider; petition_id: string }[] }).rows ??
        (result as unknown as { provider: TDriveProvider; petition_id: string }[]));
      for (const r of rows) await jobs.enqueue<DriveMirrorJob>(DRIVE_MIRROR_QUEUE, { tenantId: firm.id, provider: r.provider, petitionId: r.petition_id }, { tx });
      return rows.length;
    });
  }
  return queued;
}

export async function registerDriveMirrorWorker(app: FastifyInstance): Promise<void> {
  await app.jobs.defineQueue(DRIVE_MIRROR_QUEUE, { retryLimit: 3, retryDelay: 60, retryBackoff: true });
  await app.jobs.registerWorker<DriveMirrorJob>(DRIVE_MIRROR_QUEUE, async (job) => {
    const outcome = await mirrorCase(app.database.db, app.storage, job.data);
    if (outcome === 'failed') throw new Error(`Mirroring case ${job.data.petitionId} to ${job.data.provider} failed (see its last error)`);
  });
  await app.jobs.defineQueue(DRIVE_SWEEP_QUEUE, { retryLimit: 1, retryDelay: 300 });
  await app.jobs.registerWorker(DRIVE_SWEEP_QUEUE, async () => {
    const queued = await sweepDrives(app.database.db, app.jobs);
    if (queued) app.log.info({ queued }, 'drives: cases queued for mirroring');
  });
  await app.jobs.boss.schedule(DRIVE_SWEEP_QUEUE, DRIVE_SWEEP_CRON, {}, { tz: 'UTC' });
}
