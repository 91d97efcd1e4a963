import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from 'shared/federation';
import '../../../testing/jest-setup';
import { loadConfig } from '../../config';
import { installErrorHandler } from '../../http/error-handler';
import { webPlugin } from '../web.plugin';

function write(root: string, rel: string, body: string): void {
  mkdirSync(join(root, rel, '..'), { recursive: true });
  writeFileSync(join(root, rel), body);
}

async function webApp(env: Record<string, string>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  await app.register(webPlugin, { config: loadConfig({ NODE_ENV: 'test', ...env }) });
  await app.ready();
  return app;
}

describe('one-origin web serving', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'passage-web-test-'));
    write(root, 'shell/index.html', '<!doctype html><title>shell</title>');
    write(root, 'shell/main.js', 'console.log("shell")');
    write(root, 'shell/static/js/512.0a1b2c3d4e.js', 'chunk');
    write(root, 'mf-cases/mf-manifest.json', '{"name":"mf_cases"}');
    write(root, 'mf-cases/remoteEntry.js', 'var mf_cases;');
    write(root, 'mf-cases/static/js/77.deadbeef99.js', 'remote chunk');
    // A pre-compressed chunk as the production build writes it (.br and .gz beside the original).
    const big = 'export const rows = [' + '"row",'.repeat(500) + '];';
    write(root, 'shell/static/js/9.abcdef0123.js', big);
    writeFileSync(join(root, 'shell/static/js/9.abcdef0123.js.br'), brotliCompressSync(big));
    writeFileSync(join(root, 'shell/static/js/9.abcdef0123.js.gz'), gzipSync(big));
    app = await webApp({ WEB_ROOT: root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('maps every remote to its manifest under /remotes/, never cached', async () => {
    const res = await app.inject({ url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const map = res.json();
    expect(Object.keys(map).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(map['mf-cases']).toBe('/remotes/mf-cases/mf-manifest.json');
  });

  it('applies REMOTE_URL_* and REMOTES_FILE overrides, re-reading the file on each request', async () => {
    const file = join(root, 'remotes.override.json');
    writeFileSync(file, JSON.stringify({ 'mf-billing': 'https://cdn.example/billing/1.2.0/mf-manifest.json' }));
    const other = await webApp({
      WEB_ROOT: root,
      REMOTES_FILE: file,
      REMOTE_URL_MF_CASES: 'https://cdn.example/cases/mf-manifest.json',
    });
    try {
      const first = (await other.inject({ url: '/remotes.json' })).json();
      expect(first['mf-cases']).toBe('https://cdn.example/cases/mf-manifest.json');
      expect(first['mf-billing']).toBe('https://cdn.example/billing/1.2.0/mf-manifest.json');
      expect(first['mf-people']).toBe('/remotes/mf-people/mf-manifest.json');
      writeFileSync(file, JSON.stringify({ 'mf-billing': 'https://cdn.example/billing/1.3.0/mf-manifest.json' }));
      const second = (await other.inject({ url: '/remotes.json' })).json();
      expect(second['mf-billing']).toBe('https://cdn.example/billing/1.3.0/mf-manifest.json');
    } finally {
      await other.close();
    }
  });

  it('serves remote files with CORS; manifest and entry revalidate, hashed chunks are immutable', async () => {
    const manifest = await app.inject({ url: '/remotes/mf-cases/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'mf_cases' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await app.inject({ url: '/remotes/mf-cases/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-type']).toMatch(/javascript/);
    const chunk = await app.inject({ url: '/remotes/mf-cases/static/js/77.deadbeef99.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing remote file, never the shell', async () => {
    for (const url of [
      '/remotes/mf-cases/nope.js',
      '/remotes/mf-reports/mf-manifest.json',
      '/remotes/mf-cases/../shell/index.html',
      '/remotes/..%2Fshell/index.html',
    ]) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<title>shell</title>');
    }
  });

  it('falls back to the shell index.html for page navigations (history mode)', async () => {
    for (const url of ['/', '/cases', '/petition-details/42?tab=docs', '/error-404', '/some/unknown/page']) {
      const res = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves shell files and 404s missing non-page requests', async () => {
    const js = await app.inject({ url: '/main.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toContain('shell');
    const hashed = await app.inject({ url: '/static/js/512.0a1b2c3d4e.js' });
    expect(hashed.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/static/js/missing.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    const img = await app.inject({ url: '/logo.png', headers: { accept: 'image/*' } });
    expect(img.statusCode).toBe(404);
  });

  it('answers ETag revalidation with 304', async () => {
    const first = await app.inject({ url: '/main.js' });
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: '/main.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('answers unknown /api GETs with the JSON 404 envelope', async () => {
    const res = await app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().result.error.code).toBe('NOT_FOUND');
  });

  it('shows a build hint while the shell is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'passage-web-empty-'));
    const bare = await webApp({ WEB_ROOT: empty });
    try {
      const res = await bare.inject({ url: '/cases', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('build:web');
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('sends the pre-compressed copy the client accepts, with the original type, and the plain file otherwise', async () => {
    const url = '/static/js/9.abcdef0123.js';
    const original = 'export const rows = [' + '"row",'.repeat(500) + '];';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(original);

    const refused = await app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(original);

    // No compressed copy on disk: the file itself.
    const plain = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shell")');
  });
});
