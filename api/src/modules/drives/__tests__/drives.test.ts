import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DRIVE_MESSAGES,
  driveChooseFolderCall,
  driveConnectCall,
  driveDisconnectCall,
  driveFoldersCall,
  driveOauthCallbackCall,
  driveStatusCall,
  driveSyncCall,
  driveSyncListCall,
  type TDriveProvider,
} from 'shared/contract';
import { defaultWorkflow, ROLE } from 'shared/domain';
import { withTenant, type Database } from '../../../platform/db';
import { callAs, createTestApp, createTestSession, createTestTenant, openTestDatabase, type TestLogin } from '../../../testing';
import { caseDocuments } from '../../case-documents';
import { petitions } from '../../petitions';
import { openSecret } from '../../../platform/secrets/secret-box';
import { caseDocumentListeners } from '../../case-documents';
import { drivesModule } from '..';
import { DRIVE_MIRROR_QUEUE, mirrorCase, queueOnDocumentChange, sweepDrives } from '../drives.service';
import { driveCaseSyncs, driveConnections, driveOauthStates, driveSyncedFiles } from '../drives.table';
import { FakeDrives } from '../testing/fake-drives';

/** Stored files of the tests, by key (what app.storage.get answers in the job). */
const stored = new Map<string, Buffer>();
const storage = { get: async (key: string) => Readable.from([stored.get(key) ?? Buffer.alloc(0)]) };

describe('storage drives (Dropbox, OneDrive, Google Drive) against a local fake', () => {
  let database: Database;
  let app: FastifyInstance;
  let fake: FakeDrives;
  let tenant: { id: string; slug: string };
  let other: { id: string; slug: string };
  let host: string;
  let otherHost: string;
  let admin: TestLogin;
  let attorney: TestLogin;
  let otherAdmin: TestLogin;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    fake = await new FakeDrives().start();
    Object.assign(process.env, fake.env());
    database = await openTestDatabase('pglite');
    app = await createTestApp(database);
    tenant = await createTestTenant(database.db);
    other = await createTestTenant(database.db);
    host = `${tenant.slug}.localhost`;
    otherHost = `${other.slug}.localhost`;
    admin = await createTestSession(database.db, { tenantId: tenant.id, roleId: ROLE.ADMIN });
    attorney = await createTestSession(database.db, { tenantId: tenant.id, roleId: ROLE.ATTORNEY });
    otherAdmin = await createTestSession(database.db, { tenantId: other.id, roleId: ROLE.ADMIN });
  });
  afterAll(async () => {
    process.env = savedEnv;
    await app?.close();
    await database?.close();
    await fake?.stop();
  });

  const as = (login: TestLogin, h = host) => ({ host: h, token: login.token });

  async function newCase(tenantId: string, caseNumber: string, docs: { name: string; text: string }[]): Promise<string> {
    return withTenant(database.db, tenantId, async (tx) => {
      const [c] = await tx
        .insert(petitions)
        .values({ caseNumber, typeId: 1, workflow: defaultWorkflow(1, 1), nextActivity: 'CREATE_CASE' })
        .returning({ id: petitions.id });
      for (const d of docs) await addDocument(tx, c!.id, d.name, d.text);
      return c!.id;
    });
  }
  async function addDocument(tx: Parameters<Parameters<typeof withTenant>[2]>[0], petitionId: string, name: string, text: string) {
    const key = `t/${petitionId}/${name}-${stored.size}`;
    stored.set(key, Buffer.from(text));
    await tx.insert(caseDocuments).values({
      petitionId,
      docKey: 'passport_bio_page',
      fileId: crypto.randomUUID(),
      fileKey: key,
      fileName: name,
      mimetype: 'application/pdf',
      extn: 'pdf',
      size: text.length,
      uploadedByKind: 'staff',
    });
  }
  const syncRow = (tenantId: string, provider: TDriveProvider, petitionId: string) =>
    withTenant(database.db, tenantId, async (tx) =>
      (await tx.select().from(driveCaseSyncs).where(and(eq(driveCaseSyncs.provider, provider), eq(driveCaseSyncs.petitionId, petitionId))))[0],
    );

  /** connect → the provider's page (the fake) → callback with the state. */
  async function connect(provider: TDriveProvider, login = admin, h = host) {
    const started = await callAs(app, driveConnectCall, { provider }, as(login, h));
    expect(started.statusCode).toBe(200);
    const url = new URL(started.result.authorizeUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`http://${h}/google-drive-check`);
    const state = url.searchParams.get('state')!;
    const code = fake.authorize(provider, started.result.authorizeUrl);
    return { state, code };
  }

  describe.each([['dropbox'], ['onedrive'], ['google']] as const)('%s', (provider) => {
    let caseA: string;

    it('refuses an OAuth answer with a wrong state, from another session or used twice, and changes nothing', async () => {
      const { state, code } = await connect(provider);
      const wrong = await callAs(app, driveOauthCallbackCall, { code, state: `${state}x` }, as(admin));
      expect(wrong.statusCode).toBe(422);
      expect(JSON.stringify(wrong.json())).toContain(DRIVE_MESSAGES.WRONG_STATE);
      const otherSession = await createTestSession(database.db, { tenantId: tenant.id, roleId: ROLE.ADMIN });
      const stolen = await callAs(app, driveOauthCallbackCall, { code, state }, as(otherSession));
      expect(stolen.statusCode).toBe(422);
      const foreign = await callAs(app, driveOauthCallbackCall, { code, state }, as(otherAdmin, otherHost));
      expect(foreign.statusCode).toBe(422);
      expect((await callAs(app, driveStatusCall, { provider }, as(admin))).result.connected).toBe(false);
    });

    it('connects through the official SDK (PKCE code exchange, account info) and never answers a token', async () => {
      const { state, code } = await connect(provider);
      const done = await callAs(app, driveOauthCallbackCall, { code, state }, as(admin));
      expect(done.statusCode).toBe(200);
      expect(done.result).toMatchObject({ provider, connected: true, folderId: null });
      expect(done.result.accountEmail).toMatch(/^owner@/);
      expect(JSON.stringify(done.json())).not.toMatch(/at-|rt-/);
      // The state is used once.
      const again = await callAs(app, driveOauthCallbackCall, { code, state }, as(admin));
      expect(again.statusCode).toBe(422);
      const rows = await withTenant(database.db, tenant.id, (tx) => tx.select().from(driveOauthStates).where(eq(driveOauthStates.state, state)));
      expect(rows).toHaveLength(0);
      // Tokens are stored sealed (AES-256-GCM, key id in the value), never in clear.
      const [conn] = await withTenant(database.db, tenant.id, (tx) => tx.select().from(driveConnections).where(eq(driveConnections.provider, provider)));
      expect(conn!.accessToken).toMatch(/^enc:v1:[\w-]+:/);
      expect(conn!.refreshToken).toMatch(/^enc:v1:/);
      expect(`${conn!.accessToken}${conn!.refreshToken}`).not.toMatch(/at-|rt-/);
    });

    it('reads tokens written in clear before encryption and seals them on the next write', async () => {
      const [conn] = await withTenant(database.db, tenant.id, (tx) => tx.select().from(driveConnections).where(eq(driveConnections.provider, provider)));
      const clear = { accessToken: openSecret(conn!.accessToken), refreshToken: openSecret(conn!.refreshToken!) };
      await withTenant(database.db, tenant.id, (tx) => tx.update(driveConnections).set(clear).where(eq(driveConnections.provider, provider)));
      expect((await callAs(app, driveFoldersCall, { provider, parentId: null }, as(admin))).statusCode).toBe(200);
      const [after] = await withTenant(database.db, tenant.id, (tx) => tx.select().from(driveConnections).where(eq(driveConnections.provider, provider)));
      expect(after!.accessToken).toMatch(/^enc:v1:/);
      expect(openSecret(after!.accessToken)).toBe(clear.accessToken);
      expect(openSecret(after!.refreshToken!)).toBe(clear.refreshToken);
    });

    it('lists folders and chooses one; mirroring is refused before a folder is chosen', async () => {
      const noFolder = await callAs(app, driveSyncCall, { provider }, as(admin));
      expect(noFolder.statusCode).toBe(422);
      expect(JSON.stringify(noFolder.json())).toContain(DRIVE_MESSAGES.NO_FOLDER);
      const made = fake.addFolder(provider, null, `Passage ${provider}`);
      fake.addFolder(provider, null, 'Archive');
      const listed = await callAs(app, driveFoldersCall, { provider, parentId: null }, as(admin));
      expect(listed.statusCode).toBe(200);
      expect(listed.result.data).toEqual([expect.objectContaining({ name: 'Archive' }), { id: made, name: `Passage ${provider}` }]);
      caseA = await newCase(tenant.id, `DRV-${provider}-1`, [
        { name: 'passport.pdf', text: 'passport bytes' },
        { name: 'offer.pdf', text: 'offer letter' },
      ]);
      const chosen = await callAs(app, driveChooseFolderCall, { provider, folderId: listed.result.data[1]!.id, folderName: `Passage ${provider}` }, as(admin));
      expect(chosen.statusCode).toBe(200);
      expect(chosen.result.folderName).toBe(`Passage ${provider}`);
      expect(chosen.result.counts.pending).toBeGreaterThanOrEqual(1);
      expect((await syncRow(tenant.id, provider, caseA))?.status).toBe('pending');
    });

    it('mirrors a case into its own folder, idempotently; a changed file is uploaded again', async () => {
      const outcome = await mirrorCase(database.db, storage, { tenantId: tenant.id, provider, petitionId: caseA });
      expect({ outcome, lastError: (await syncRow(tenant.id, provider, caseA))?.lastError }).toEqual({ outcome: 'synced', lastError: null });
      const files = fake.files(provider).filter((f) => f.path.includes(`DRV-${provider}-1`));
      expect(files.map((f) => f.path)).toEqual([
        `Passage ${provider}/Case DRV-${provider}-1/passport_bio_page-v1-offer.pdf`,
        `Passage ${provider}/Case DRV-${provider}-1/passport_bio_page-v1-passport.pdf`,
      ]);
      expect(files.map((f) => f.content).sort()).toEqual(['offer letter', 'passport bytes']);
      expect(await mirrorCase(database.db, storage, { tenantId: tenant.id, provider, petitionId: caseA })).toBe('synced');
      expect(fake.files(provider).filter((f) => f.path.includes(`DRV-${provider}-1`)).every((f) => f.writes === 1)).toBe(true);
      expect(fake.folders(provider).filter((f) => f === `Case DRV-${provider}-1`)).toHaveLength(1);
      // The stored file of one document changes: only that one is sent again (replaced in place).
      const key = `t/${caseA}/passport-replaced`;
      stored.set(key, Buffer.from('new passport scan'));
      await withTenant(database.db, tenant.id, (tx) =>
        tx.update(caseDocuments).set({ fileId: crypto.randomUUID(), fileKey: key })
          .where(and(eq(caseDocuments.petitionId, caseA), eq(caseDocuments.fileName, 'passport.pdf'))),
      );
      expect(await mirrorCase(database.db, storage, { tenantId: tenant.id, provider, petitionId: caseA })).toBe('synced');
      const after = fake.files(provider).filter((f) => f.path.includes(`DRV-${provider}-1`));
      expect(after.map((f) => [f.path.split('/').pop(), f.content, f.writes])).toEqual([
        ['passport_bio_page-v1-offer.pdf', 'offer letter', 1],
        ['passport_bio_page-v1-passport.pdf', 'new passport scan', 2],
      ]);
      const row = await syncRow(tenant.id, provider, caseA);
      expect(row).toMatchObject({ status: 'synced', lastError: null });
      const list = await callAs(app, driveSyncListCall, { provider, search: `DRV-${provider}-1` }, as(admin));
      expect(list.result).toMatchObject({ count: 1, data: [{ caseNumber: `DRV-${provider}-1`, status: 'synced', filesSynced: 2 }] });
    });

    it('records a failure as the last error, and a retry mirrors what was missing', async () => {
      const caseB = await newCase(tenant.id, `DRV-${provider}-2`, [{ name: 'i797.pdf', text: 'approval notice' }]);
      expect((await callAs(app, driveSyncCall, { provider, petitionId: caseB }, as(admin))).result.queued).toBe(1);
      fake.failUploads(provider, 1);
      expect(await mirrorCase(database.db, storage, { tenantId: tenant.id, provider, petitionId: caseB })).toBe('failed');
      const failed = await syncRow(tenant.id, provider, caseB);
      expect(failed?.status).toBe('failed');
      expect(failed?.lastError).toBeTruthy();
      const list = await callAs(app, driveSyncListCall, { provider, status: 'failed' }, as(admin));
      expect(list.result.data.map((r) => r.caseNumber)).toEqual([`DRV-${provider}-2`]);
      expect((await callAs(app, driveSyncCall, { provider, petitionId: caseB }, as(admin))).statusCode).toBe(200);
      expect(await mirrorCase(database.db, storage, { tenantId: tenant.id, provider, petitionId: caseB })).toBe('synced');
      expect(await syncRow(tenant.id, provider, caseB)).toMatchObject({ status: 'synced', lastError: null, attempts: 2 });
      expect(fake.files(provider).some((f) => f.path.endsWith(`Case DRV-${provider}-2/passport_bio_page-v1-i797.pdf`) && f.content === 'approval notice')).toBe(true);
    });

    it('sends a large file through the drive\'s upload session in chunks, and replaces it the same way', async () => {
      Object.assign(process.env, { DRIVE_CHUNKED_UPLOAD_BYTES: String(1024 * 1024), DRIVE_UPLOAD_CHUNK_BYTES: String(1280 * 1024) });
      try {
        // 3 MiB: chunks of 1280 KiB, 1280 KiB and 512 KiB.
        const big = (mark: string) => `${mark}:${'0123456789abcdef'.repeat((3 * 1024 * 1024) / 16 - 1)}`.padEnd(3 * 1024 * 1024, '#');
        const caseL = await newCase(tenant.id, `DRV-${provider}-L`, [{ name: 'scan.pdf', text: big('first') }]);
        expect((await callAs(app, driveSyncCall, { provider, petitionId: caseL }, as(admin))).statusCode).toBe(200);
        const from = fake.log.length;
        expect(await mirrorCase(database.db, storage, { tenantId: tenant.id, provider, petitionId: caseL })).toBe('synced');
        const calls = () => fake.log.slice(from).map((l) => `${l.method} ${l.path.replace(/session-[\w-]+/, 'S')}`);
        const expected = {
          dropbox: ['POST /dropbox/content/2/files/upload_session/start', 'POST /dropbox/content/2/files/upload_session/append_v2', 'POST /dropbox/content/2/files/upload_session/finish'],
          onedrive: ['PUT /ms/upload/S', 'PUT /ms/upload/S', 'PUT /ms/upload/S'],
          google: ['PUT /google/resumable/S', 'PUT /google/resumable/S', 'PUT /google/resumable/S'],
        }[provider];
        const chunkCalls = (list: string[]) => list.filter((c) => /upload_session|\/ms\/upload\/|\/google\/resumable\//.test(c));
        expect(chunkCalls(calls())).toEqual(expected);
        // No single-request upload for it (Dropbox files/upload, Graph …:/content).
        expect(calls().some((c) => /files\/upload$|:\/content$/.test(c))).toBe(false);
        const sent = () => fake.files(provider).find((f) => f.path.endsWith(`Case DRV-${provider}-L/passport_bio_page-v1-scan.pdf`));
        expect(sent()?.content).toBe(big('first'));
        expect(fake.openSessions()).toBe(0);
        // The stored file changes: the remote one is replaced through a new session.
        const key = `t/${caseL}/scan-replaced`;
        stored.set(key, Buffer.from(big('second')));
        await withTenant(database.db, tenant.id, (tx) => tx.update(caseDocuments).set({ fileId: crypto.randomUUID(), fileKey: key }).where(eq(caseDocuments.petitionId, caseL)));
        expect(await mirrorCase(database.db, storage, { tenantId: tenant.id, provider, petitionId: caseL })).toBe('synced');
        expect(sent()).toMatchObject({ content: big('second'), writes: 2 });
        expect(fake.files(provider).filter((f) => f.path.includes(`Case DRV-${provider}-L/`))).toHaveLength(1);
      } finally {
        delete process.env.DRIVE_CHUNKED_UPLOAD_BYTES;
        delete process.env.DRIVE_UPLOAD_CHUNK_BYTES;
      }
    });

    it('the sweep queues a case whose new document is not on the drive yet, once, and the job sends only that one', async () => {
      const queued: { name: string; data: unknown }[] = [];
      const jobs = { enqueue: async (name: string, data: object) => (queued.push({ name, data }), 'job') };
      expect(await sweepDrives(database.db, jobs, { tenantIds: [tenant.id] })).toBe(0);
      await withTenant(database.db, tenant.id, (tx) => addDocument(tx, caseA, 'new-evidence.pdf', 'pay stubs'));
      expect(await sweepDrives(database.db, jobs, { tenantIds: [tenant.id, other.id] })).toBe(1);
      expect(queued).toEqual([{ name: DRIVE_MIRROR_QUEUE, data: { tenantId: tenant.id, provider, petitionId: caseA } }]);
      expect(await sweepDrives(database.db, jobs, { tenantIds: [tenant.id] })).toBe(0);
      expect(await mirrorCase(database.db, storage, { tenantId: tenant.id, provider, petitionId: caseA })).toBe('synced');
      const mine = fake.files(provider).filter((f) => f.path.includes(`Case DRV-${provider}-1/`));
      expect(mine.map((f) => [f.path.split('/').pop(), f.writes])).toEqual([
        ['passport_bio_page-v1-new-evidence.pdf', 1],
        ['passport_bio_page-v1-offer.pdf', 1],
        ['passport_bio_page-v1-passport.pdf', 2],
      ]);
      expect(await sweepDrives(database.db, jobs, { tenantIds: [tenant.id] })).toBe(0);
    });

    it('a document added in Passage queues its case at once (once while pending); a removed one goes to the drive\'s trash', async () => {
      const queued: { name: string; data: unknown }[] = [];
      const server = { hasDecorator: (n: string) => n === 'jobs', jobs: { enqueue: async (name: string, data: object) => (queued.push({ name, data }), 'job') } };
      const changed = (petitionId: string, documentId: string, change: 'added' | 'removed') =>
        withTenant(database.db, tenant.id, (tx) =>
          queueOnDocumentChange({ tx, scopeTenantId: tenant.id, request: { server } } as unknown as Parameters<typeof queueOnDocumentChange>[0], { petitionId, documentId, change }),
        );
      // The drives module listens on case-documents' hook point.
      expect(drivesModule.hooks?.some((h) => h.point === caseDocumentListeners && h.entry === queueOnDocumentChange)).toBe(true);
      const docId = await withTenant(database.db, tenant.id, async (tx) => {
        await addDocument(tx, caseA, 'lease.pdf', 'lease contract');
        return (await tx.select().from(caseDocuments).where(and(eq(caseDocuments.petitionId, caseA), eq(caseDocuments.fileName, 'lease.pdf'))))[0]!.id;
      });
      await changed(caseA, docId, 'added');
      expect(queued).toEqual([{ name: DRIVE_MIRROR_QUEUE, data: { tenantId: tenant.id, provider, petitionId: caseA } }]);
      expect((await syncRow(tenant.id, provider, caseA))?.status).toBe('pending');
      await changed(caseA, docId, 'added');
      expect(queued).toHaveLength(1);
      expect(await mirrorCase(database.db, storage, { tenantId: tenant.id, provider, petitionId: caseA })).toBe('synced');
      const caseFiles = () => fake.files(provider).filter((f) => f.path.includes(`Case DRV-${provider}-1/`)).map((f) => f.path.split('/').pop());
      expect(caseFiles()).toContain('passport_bio_page-v1-lease.pdf');
      // Deleted in Passage (the call removes the row, then tells the listeners).
      await withTenant(database.db, tenant.id, (tx) => tx.delete(caseDocuments).where(eq(caseDocuments.id, docId)));
      await changed(caseA, docId, 'removed');
      expect(queued).toHaveLength(2);
      expect(await mirrorCase(database.db, storage, { tenantId: tenant.id, provider, petitionId: caseA })).toBe('synced');
      expect(caseFiles()).not.toContain('passport_bio_page-v1-lease.pdf');
      expect(fake.trashedNames(provider)).toEqual(['passport_bio_page-v1-lease.pdf']);
      const records = await withTenant(database.db, tenant.id, (tx) => tx.select().from(driveSyncedFiles).where(and(eq(driveSyncedFiles.provider, provider), eq(driveSyncedFiles.documentId, docId))));
      expect(records).toHaveLength(0);
      // Removed without the listener (e.g. by another path): the sweep finds the orphan copy.
      await withTenant(database.db, tenant.id, (tx) => tx.delete(caseDocuments).where(and(eq(caseDocuments.petitionId, caseA), eq(caseDocuments.fileName, 'new-evidence.pdf'))));
      expect(await sweepDrives(database.db, server.jobs, { tenantIds: [tenant.id] })).toBe(1);
      expect(await mirrorCase(database.db, storage, { tenantId: tenant.id, provider, petitionId: caseA })).toBe('synced');
      expect(fake.trashedNames(provider)).toEqual(['passport_bio_page-v1-lease.pdf', 'passport_bio_page-v1-new-evidence.pdf']);
      expect(await sweepDrives(database.db, server.jobs, { tenantIds: [tenant.id] })).toBe(0);
    });

    it('refreshes an expired token and keeps the new one server-side', async () => {
      await withTenant(database.db, tenant.id, (tx) =>
        tx.update(driveConnections).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(driveConnections.provider, provider)),
      );
      const before = (await withTenant(database.db, tenant.id, (tx) => tx.select().from(driveConnections).where(eq(driveConnections.provider, provider))))[0]!;
      fake.expireTokens();
      const listed = await callAs(app, driveFoldersCall, { provider, parentId: null }, as(admin));
      expect(listed.statusCode).toBe(200);
      const after = (await withTenant(database.db, tenant.id, (tx) => tx.select().from(driveConnections).where(eq(driveConnections.provider, provider))))[0]!;
      expect(after.accessToken).not.toBe(before.accessToken);
    });

    it('is for admins only, and another tenant sees nothing of it', async () => {
      for (const call of [driveStatusCall, driveConnectCall, driveDisconnectCall] as const) {
        expect((await callAs(app, call, { provider }, as(attorney))).statusCode).toBe(403);
      }
      const theirs = await callAs(app, driveStatusCall, { provider }, as(otherAdmin, otherHost));
      expect(theirs.result).toMatchObject({ connected: false, counts: { pending: 0, running: 0, synced: 0, failed: 0 } });
      expect((await callAs(app, driveSyncListCall, { provider }, as(otherAdmin, otherHost))).result.count).toBe(0);
      const foreignCase = await callAs(app, driveSyncCall, { provider, petitionId: caseA }, as(otherAdmin, otherHost));
      expect(foreignCase.statusCode).toBe(422);
      expect((await callAs(app, driveDisconnectCall, { provider }, as(otherAdmin, otherHost))).statusCode).toBe(422);
      expect((await callAs(app, driveStatusCall, { provider }, as(admin))).result.connected).toBe(true);
    });

    it('disconnects: tokens, folder and status are forgotten', async () => {
      const gone = await callAs(app, driveDisconnectCall, { provider }, as(admin));
      expect(gone.statusCode).toBe(200);
      expect(gone.result).toMatchObject({ connected: false, folderId: null, counts: { synced: 0, failed: 0 } });
      const rows = await withTenant(database.db, tenant.id, (tx) => tx.select().from(driveConnections).where(eq(driveConnections.provider, provider)));
      expect(rows).toHaveLength(0);
      expect(await mirrorCase(database.db, storage, { tenantId: tenant.id, provider, petitionId: caseA })).toBe('not-connected');
    });
  });

  it('refuses to start a connection to a drive the server has no client id for', async () => {
    const saved = process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_ID;
    try {
      const res = await callAs(app, driveConnectCall, { provider: 'google' }, as(admin));
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toContain(DRIVE_MESSAGES.NOT_CONFIGURED);
    } finally {
      process.env.GOOGLE_CLIENT_ID = saved;
    }
  });
});
