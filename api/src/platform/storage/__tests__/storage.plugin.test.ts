import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db';
import {
  authHeaders,
  buildPluginApp,
  countRows,
  httpRequest,
  openTestDatabase,
  seedTenant,
  type SeededTenant,
} from '../../jobs/__tests__/support/platform-harness';
import {
  deleteDocViaPathCall,
  deleteFilesCall,
  getSignedUrlCall,
  localUploadCall,
  uploadFileCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { unchecked, type UncheckedPayload } from '../../../testing';
import { storagePlugin } from '..';
import type { LocalDriver } from '../drivers/local-driver';
import { signLocalUrl } from '../signed-url';
import type { StorageConfig } from '../storage.config';
import * as F from './fixtures';

jest.setTimeout(60_000);

/** Every file under the storage root except the signing key and the (empty) temp folder. */
function storedFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(root, p));
    }
  };
  walk(root);
  return out.filter((p) => p !== '.signing-key').sort();
}

describe('storage plugin (local driver)', () => {
  let database: Database;
  let app: FastifyInstance;
  let root: string;
  let acme: SeededTenant;
  let other: SeededTenant;
  const MAX = 64 * 1024;

  beforeAll(async () => {
    database = await openTestDatabase();
    acme = await seedTenant(database, { slug: 'acme' });
    other = await seedTenant(database, { slug: 'other' });
    root = mkdtempSync(join(tmpdir(), 'passage-files-'));
    const storageConfig: StorageConfig = {
      driver: 'local',
      dir: root,
      tmpDir: join(root, '.tmp'),
      maxBytes: MAX,
      maxFiles: 5,
      signedUrlTtlSeconds: 300,
    };
    app = await buildPluginApp(database, [[storagePlugin, { storageConfig }]]);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  const upload = (
    tenant: SeededTenant,
    parts: F.Part[],
    token = tenant.staff.token,
    path = `/api${uploadFileCall.path}`,
  ) => {
    const body = F.multipart(parts);
    return httpRequest(app, {
      method: 'POST',
      url: path,
      payload: body.payload,
      headers: { ...body.headers, ...authHeaders(tenant, { token }) },
    });
  };
  /** POSTs a declared call over HTTP (the plugin app listens: the signed addresses are fetched for real). */
  const callAt = <C extends AnyCallDeclaration>(
    tenant: SeededTenant,
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    token = tenant.staff.token,
  ) =>
    httpRequest(app, {
      method: 'POST',
      url: `/api${declaration.path}`,
      payload: payload as object,
      headers: authHeaders(tenant, { token }),
    });

  test('a PDF is stored under a server-made key of the tenant', async () => {
    const res = await upload(acme, [
      { name: 'file', value: F.PDF, filename: 'I-797 notice.pdf', contentType: 'text/plain' },
    ]);
    expect(res.statusCode).toBe(200);
    const [file] = res.json().result.data;
    expect(file).toMatchObject({
      name: 'I-797 notice.pdf',
      mimetype: 'application/pdf',
      extn: 'pdf',
      size: F.PDF.length,
      isNew: true,
      status: true,
    });
    expect(file.path).toMatch(new RegExp(`^t/${acme.id}/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.pdf$`));
    expect(readFileSync(join(root, file.path)).equals(F.PDF)).toBe(true);
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
  });

  test('several files and a petitionId in one upload; /common/local-upload is the same', async () => {
    const petitionId = '7a2b6c1e-8d4f-4a3b-9c2d-1e0f5a6b7c8d';
    const res = await upload(
      acme,
      [
        { name: 'petitionId', value: petitionId },
        { name: 'files', value: F.PNG, filename: 'photo.png' },
        { name: 'files', value: F.DOCX, filename: 'letter.docx' },
      ],
      acme.staff.token,
      `/api${localUploadCall.path}`,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().result.data;
    expect(data.map((f: { extn: string }) => f.extn)).toEqual(['png', 'docx']);
    expect(data.every((f: { petitionId: string }) => f.petitionId === petitionId)).toBe(true);
  });

  describe('refused uploads leave nothing behind', () => {
    let before: string[];
    let rowsBefore: number;
    beforeEach(async () => {
      before = storedFiles(root);
      rowsBefore = await countRows(database, 'files');
    });
    afterEach(async () => {
      expect(storedFiles(root)).toEqual(before);
      expect(readdirSync(join(root, '.tmp'))).toEqual([]);
      expect(await countRows(database, 'files')).toBe(rowsBefore);
    });

    test('wrong type: a zip archive → 415', async () => {
      const res = await upload(acme, [{ name: 'file', value: F.PLAIN_ZIP, filename: 'bundle.zip' }]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ result: { error: { code: 'VALIDATION_FAILED' } } });
      expect(res.json().message).toMatch(/not accepted/);
    });

    test('renamed executable: MZ bytes named .pdf → 415', async () => {
      const res = await upload(acme, [
        { name: 'file', value: F.EXE, filename: 'invoice.pdf', contentType: 'application/pdf' },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/Executable/);
    });

    test('renamed ELF binary named .docx → 415', async () => {
      const res = await upload(acme, [{ name: 'file', value: F.ELF, filename: 'cv.docx' }]);
      expect(res.statusCode).toBe(415);
    });

    test('bytes that do not match the name: PNG named .pdf → 415', async () => {
      const res = await upload(acme, [{ name: 'file', value: F.PNG, filename: 'scan.pdf' }]);
      expect(res.statusCode).toBe(415);
    });

    test('too large → 413', async () => {
      const big = Buffer.concat([F.PDF, Buffer.alloc(MAX + 10, 0x20)]);
      const res = await upload(acme, [{ name: 'file', value: big, filename: 'big.pdf' }]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ result: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
    });

    test('one bad file refuses the whole upload', async () => {
      const res = await upload(acme, [
        { name: 'file', value: F.PDF, filename: 'good.pdf' },
        { name: 'file', value: F.EXE, filename: 'bad.pdf' },
      ]);
      expect(res.statusCode).toBe(415);
    });

    test('too many files → 413', async () => {
      const parts = Array.from({ length: 6 }, (_v, i) => ({ name: 'file', value: F.PDF, filename: `f${i}.pdf` }));
      const res = await upload(acme, parts);
      expect(res.statusCode).toBe(413);
    });

    test('no session → 401, bad token → 401', async () => {
      const body = F.multipart([{ name: 'file', value: F.PDF, filename: 'a.pdf' }]);
      const anon = await httpRequest(app, {
        method: 'POST',
        url: `/api${uploadFileCall.path}`,
        payload: body.payload,
        headers: { ...body.headers, host: acme.host },
      });
      expect(anon.statusCode).toBe(401);
      const bad = await upload(acme, [{ name: 'file', value: F.PDF, filename: 'a.pdf' }], 'not-a-token');
      expect(bad.statusCode).toBe(401);
      // Another tenant's token is unknown at this host.
      const foreign = await upload(acme, [{ name: 'file', value: F.PDF, filename: 'a.pdf' }], other.staff.token);
      expect(foreign.statusCode).toBe(401);
    });

    test('JSON instead of multipart → 415', async () => {
      const res = await callAt(acme, uploadFileCall, unchecked({ petitionId: 'x' }));
      expect(res.statusCode).toBe(415);
    });
  });

  describe('signed addresses', () => {
    let key: string;
    beforeAll(async () => {
      const res = await upload(acme, [{ name: 'file', value: F.PDF, filename: 'passport.pdf' }]);
      key = res.json().result.data[0].path;
    });

    test('get-signed-url answers a working address in result.data', async () => {
      const res = await callAt(acme, getSignedUrlCall, { keyName: key, fileName: 'Passport copy.pdf' });
      expect(res.statusCode).toBe(200);
      const url: string = res.json().result.data;
      expect(url).toMatch(/^\/files\/signed\/t\/.+\?exp=\d+&name=.+&sig=/);
      const file = await httpRequest(app, { method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(F.PDF)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Passport%20copy.pdf");
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
      expect(exp - Date.now() / 1000).toBeGreaterThan(290);
      expect(exp - Date.now() / 1000).toBeLessThanOrEqual(300);
    });

    test('a full address or signed path is accepted as keyName (base URL stripped)', async () => {
      for (const keyName of [`https://cdn.example.com/bucket/${key}`, `/files/signed/${key}?exp=1&sig=x`]) {
        const res = await callAt(acme, getSignedUrlCall, { keyName });
        expect(res.statusCode).toBe(200);
      }
    });

    test('an expired address → 403; a tampered one → 403', async () => {
      const secret = (app.storage.driver as LocalDriver).signingSecret;
      const expired = signLocalUrl(secret, key, 300, undefined, Date.now() - 10 * 60 * 1000);
      const res = await httpRequest(app, { method: 'GET', url: expired });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/expired/);
      const valid = signLocalUrl(secret, key, 300);
      const tampered = valid.replace(/exp=(\d+)/, (_m, e: string) => `exp=${Number(e) + 3600}`);
      expect((await httpRequest(app, { method: 'GET', url: tampered })).statusCode).toBe(403);
      const otherKey = valid.replace(
        key,
        key.replace(/[0-9a-f](?=\.pdf$)/, (c) => (c === 'a' ? 'b' : 'a')),
      );
      expect((await httpRequest(app, { method: 'GET', url: otherKey })).statusCode).toBe(403);
    });

    test('a key of another tenant is refused (403), an unknown key is 404', async () => {
      const res = await callAt(other, getSignedUrlCall, { keyName: key });
      expect(res.statusCode).toBe(403);
      const del = await callAt(other, deleteFilesCall, { keyName: [key] });
      expect(del.statusCode).toBe(403);
      const unknown = key.replace(/\/[0-9a-f-]{36}\.pdf$/, '/00000000-0000-4000-8000-000000000000.pdf');
      expect((await callAt(acme, getSignedUrlCall, { keyName: unknown })).statusCode).toBe(404);
      expect((await callAt(acme, getSignedUrlCall, { keyName: '../../etc/passwd' })).statusCode).toBe(404);
    });
  });

  test('delete removes the bytes and the file; twice is 404', async () => {
    const up = await upload(acme, [{ name: 'file', value: F.RTF, filename: 'memo.rtf' }]);
    const key: string = up.json().result.data[0].path;
    expect(storedFiles(root)).toContain(key);
    const res = await callAt(acme, deleteFilesCall, { keyName: [key] });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.deleted).toEqual([key]);
    expect(storedFiles(root)).not.toContain(key);
    expect((await callAt(acme, deleteFilesCall, { keyName: [key] })).statusCode).toBe(404);
    expect((await callAt(acme, getSignedUrlCall, { keyName: key })).statusCode).toBe(404);
  });

  test('/common/delete-doc-via-path deletes by path', async () => {
    const up = await upload(acme, [{ name: 'file', value: F.TXT, filename: 'notes.txt' }]);
    const key: string = up.json().result.data[0].path;
    const res = await callAt(acme, deleteDocViaPathCall, { path: key });
    expect(res.statusCode).toBe(200);
    expect(storedFiles(root)).not.toContain(key);
    expect((await callAt(acme, deleteDocViaPathCall, unchecked({}))).statusCode).toBe(422);
  });

  test('the upload calls stay in the call registry', () => {
    expect(app.callRegistry.has('/s3/upload')).toBe(true);
    expect(app.callRegistry.has('/common/local-upload')).toBe(true);
    expect(app.callRegistry.has('/s3/get-signed-url')).toBe(true);
  });
});
