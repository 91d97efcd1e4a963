import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Driver } from '../drivers/s3-driver';
import { loadStorageConfig } from '../storage.config';
import { PDF } from './fixtures';

/** A tiny path-style S3 stand-in: PUT/GET/HEAD/DELETE on /<bucket>/<key>, no auth check. */
function fakeS3(): Promise<{
  server: Server;
  url: string;
  objects: Map<string, { body: Buffer; type?: string }>;
  requests: string[];
}> {
  const objects = new Map<string, { body: Buffer; type?: string }>();
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3');
    const path = decodeURIComponent(url.pathname);
    requests.push(`${req.method} ${req.url}`);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const obj = objects.get(path);
      if (req.method === 'PUT') {
        objects.set(path, { body: Buffer.concat(chunks), type: req.headers['content-type'] });
        res.writeHead(200, { etag: '"x"' }).end();
      } else if (req.method === 'GET' || req.method === 'HEAD') {
        if (!obj)
          return void res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code></Error>');
        const disposition = url.searchParams.get('response-content-disposition');
        res.writeHead(200, {
          'content-type': obj.type ?? 'application/octet-stream',
          'content-length': obj.body.length,
          ...(disposition ? { 'content-disposition': disposition } : {}),
        });
        res.end(req.method === 'GET' ? obj.body : undefined);
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects, requests }),
    ),
  );
}

describe('S3 driver against an S3-compatible endpoint', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  let driver: S3Driver;
  const dir = mkdtempSync(join(tmpdir(), 's3-'));

  beforeAll(async () => {
    s3 = await fakeS3();
    const config = loadStorageConfig(
      {
        S3_ENDPOINT: s3.url,
        S3_BUCKET: 'passage-test',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_FORCE_PATH_STYLE: '1',
      } as NodeJS.ProcessEnv,
      dir,
    );
    expect(config.driver).toBe('s3');
    driver = new S3Driver(config.s3!);
  });

  afterAll(async () => {
    driver.client.destroy();
    await new Promise((r) => s3.server.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  const key = 't/11111111-1111-4111-8111-111111111111/2025/01/22222222-2222-4222-8222-222222222222.pdf';

  test('put moves a staged file up, get streams it back, delete removes it', async () => {
    const staged = join(dir, 'staged.upload');
    writeFileSync(staged, PDF);
    await driver.put(key, { filePath: staged }, { contentType: 'application/pdf', size: PDF.length });
    expect(existsSync(staged)).toBe(false);
    expect(s3.objects.get(`/passage-test/${key}`)?.body.equals(PDF)).toBe(true);
    expect(s3.objects.get(`/passage-test/${key}`)?.type).toBe('application/pdf');
    expect(await driver.exists(key)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const c of await driver.get(key)) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
    await driver.delete(key);
    expect(await driver.exists(key)).toBe(false);
  });

  test('signedUrl is a presigned GET with the lifetime and download name', async () => {
    await driver.put(key, PDF, { contentType: 'application/pdf', size: PDF.length });
    const url = await driver.signedUrl(key, 300, 'Passport copy.pdf');
    const u = new URL(url);
    expect(u.origin).toBe(s3.url);
    expect(u.pathname).toBe(`/passage-test/${key}`);
    expect(u.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(u.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(u.searchParams.get('response-content-disposition')).toContain("filename*=UTF-8''Passport%20copy.pdf");
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  });
});
