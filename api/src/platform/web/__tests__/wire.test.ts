import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import '../../../testing/jest-setup';
import { loadConfig } from '../../config';
import { installErrorHandler } from '../../http/error-handler';
import { NON_DOCUMENT_CSP, securityHeadersPlugin } from '../../ops/security-headers';
import { compressionPlugin } from '../compression';
import { webPlugin } from '../web.plugin';

function write(root: string, rel: string, body: string | Buffer): void {
  mkdirSync(join(root, rel, '..'), { recursive: true });
  writeFileSync(join(root, rel), body);
}

/** A case-list-like answer well over the 1 KiB threshold. */
const BIG = { result: { data: Array.from({ length: 200 }, (_, i) => ({ id: `case-${i}`, title: `Petition ${i}`, status: 'open' })) } };
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 'x')]);

describe('what goes over the wire: security headers by type, compressed JSON', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'passage-wire-test-'));
    write(root, 'shell/index.html', '<!doctype html><title>shell</title>');
    const big = 'export const rows = [' + '"row",'.repeat(500) + '];';
    write(root, 'shell/static/js/9.abcdef0123.js', big);
    write(root, 'shell/static/js/9.abcdef0123.js.br', brotliCompressSync(big));
    write(root, 'shell/static/fonts/inter.0a1b2c3d4e.woff2', Buffer.alloc(2048, 1));
    write(root, 'mf-cases/remoteEntry.js', 'var mf_cases = ' + JSON.stringify('x'.repeat(3000)) + ';');
    const config = loadConfig({ NODE_ENV: 'test', WEB_ROOT: root });
    app = Fastify({ logger: false });
    // As app.ts does: every answer starts with the request's id.
    app.addHook('onRequest', async (req, reply) => {
      reply.header('x-request-id', req.id);
    });
    installErrorHandler(app);
    await app.register(securityHeadersPlugin, { config });
    await app.register(compressionPlugin);
    app.post('/api/test/big', async () => BIG);
    app.post('/api/test/small', async () => ({ result: { ok: true } }));
    app.get('/files/test.pdf', async (_req, reply) => reply.type('application/pdf').send(Readable.from([PDF])));
    app.get('/files/test.txt', async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send('a stored note'),
    );
    await app.register(webPlugin, { config });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the full document set with HTML: the CSP, framing, opener and referrer policies', async () => {
    const res = await app.inject({ url: '/cases', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-request-id']).toBeTruthy();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('sends scripts, fonts and remote files only nosniff and their resource policy', async () => {
    const script = await app.inject({ url: '/static/js/9.abcdef0123.js', headers: { 'accept-encoding': 'br' } });
    const font = await app.inject({ url: '/static/fonts/inter.0a1b2c3d4e.woff2' });
    const remote = await app.inject({ url: '/remotes/mf-cases/remoteEntry.js' });
    for (const res of [script, font, remote]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'origin-agent-cluster', 'x-dns-prefetch-control']) {
        expect(res.headers[documentOnly]).toBeUndefined();
      }
    }
    // No request id on a build file (it is the same for every request).
    for (const res of [script, font, remote]) expect(res.headers['x-request-id']).toBeUndefined();
    // A hashed file is immutable: no validator at all (never revalidated), no ranges; a file that is
    // revalidated (remoteEntry.js) has ETag as its one validator — Last-Modified would only add bytes.
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.headers.etag).toBeUndefined();
    expect(remote.headers.etag).toBeTruthy();
    for (const res of [script, font, remote]) {
      expect(res.headers['last-modified']).toBeUndefined();
      expect(res.headers['accept-ranges']).toBeUndefined();
    }
    expect(script.headers['cross-origin-resource-policy']).toBe('same-site');
    // RFC 9239's type, whether sent pre-compressed or plain.
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(remote.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('gives JSON and text a CSP under which nothing loads or runs, keeping a route’s own CSP', async () => {
    const json = await app.inject({ method: 'POST', url: '/api/test/small', payload: {} });
    expect(json.headers['content-security-policy']).toBe(NON_DOCUMENT_CSP);
    expect(NON_DOCUMENT_CSP).toMatch(/^default-src 'none'; frame-ancestors 'self'$/);
    expect(json.headers['x-frame-options']).toBeUndefined();
    const notFound = await app.inject({ url: '/static/nope.js' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-security-policy']).toBe(NON_DOCUMENT_CSP);
    const stored = await app.inject({ url: '/files/test.txt' });
    expect(stored.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('compresses a JSON answer over 1 KiB with brotli when accepted; it decodes to the same JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/big', payload: {}, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(BIG).length / 4);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(BIG);
  });

  it('falls back to gzip for clients without brotli', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/big', payload: {}, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(BIG);
  });

  it('answers plain without Accept-Encoding, with identity only, and below the threshold', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const res = await app.inject({ method: 'POST', url: '/api/test/big', payload: {}, headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual(BIG);
    }
    const small = await app.inject({ method: 'POST', url: '/api/test/small', payload: {}, headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ result: { ok: true } });
  });

  it('streams files as stored: a PDF is not re-encoded', async () => {
    const res = await app.inject({ url: '/files/test.pdf', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('does not re-compress static files: the pre-compressed copy goes as it is, others plain', async () => {
    const script = await app.inject({ url: '/static/js/9.abcdef0123.js', headers: { 'accept-encoding': 'br' } });
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.rawPayload).toString('utf8')).toMatch(/^export const rows/);
    // remoteEntry.js has no .br beside it in this fixture: sent plain, not compressed on the fly.
    const entry = await app.inject({ url: '/remotes/mf-cases/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['content-encoding']).toBeUndefined();
    expect(entry.body).toMatch(/^var mf_cases/);
  });
});
