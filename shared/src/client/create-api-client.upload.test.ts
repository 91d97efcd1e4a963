import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { createApiClient, toUploadProgress, uploadWith, type ApiClient, type UploadProgressEvent } from './create-api-client';

/** A real HTTP server: the client's multipart body goes over a socket as the browser's would. */
let server: Server;
let base = '';
let received: { url: string; contentType: string; auth: string; body: string }[] = [];
let answer: (req: IncomingMessage) => { status: number; data: unknown } = () => ({ status: 200, data: { result: { data: [] } } });

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        url: req.url ?? '',
        contentType: String(req.headers['content-type'] ?? ''),
        auth: String(req.headers.authorization ?? ''),
        body: Buffer.concat(chunks).toString('latin1'),
      });
      const { status, data } = answer(req);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answer = () => ({ status: 200, data: { result: { data: [] } } });
});

const client = (token: string | null = 'tok-9', onSessionEnded?: (code: string) => void) =>
  createApiClient({ baseURL: base, getToken: () => token, onSessionEnded, axiosInstance: axios.create({ baseURL: base }) });

const formWith = (name: string, content: string, fields: Record<string, string> = {}) => {
  const fd = new FormData();
  fd.append('file', new Blob([content], { type: 'application/pdf' }), name);
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
};

test('posts multipart/form-data with the file, its fields and the bearer token; answers result', async () => {
  answer = () => ({ status: 200, data: { result: { data: [{ id: 'f1', name: 'passport.pdf' }] } } });
  const content = '%PDF-1.4 '.padEnd(64 * 1024, 'x');
  const result = await client().upload!<{ data: { id: string }[] }>('/s3/upload', formWith('passport.pdf', content, { petitionId: 'p-1' }));
  expect(result).toEqual({ data: [{ id: 'f1', name: 'passport.pdf' }] });
  expect(received).toHaveLength(1);
  const [req] = received;
  expect(req!.url).toBe('/api/s3/upload');
  expect(req!.auth).toBe('Bearer tok-9');
  const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(req!.contentType)?.[1];
  expect(boundary).toBeTruthy();
  expect(req!.body).toContain(`--${boundary}`);
  expect(req!.body).toContain('filename="passport.pdf"');
  expect(req!.body).toContain('name="petitionId"');
  expect(req!.body).toContain(content);
  // A JSON call's timezone/today are not mixed into the multipart body.
  expect(req!.body).not.toContain('name="timezone"');
});

test('reports progress up to 100 %', async () => {
  const events: UploadProgressEvent[] = [];
  await client().upload!('/s3/upload', formWith('big.pdf', 'y'.repeat(512 * 1024)), { onProgress: (e) => events.push(e) });
  expect(events.length).toBeGreaterThan(0);
  expect(events.at(-1)!.percent).toBe(100);
  const percents = events.map((e) => e.percent);
  expect(percents).toEqual([...percents].sort((a, b) => a - b));
});

test('a refused upload rejects with the server message; a logout code ends the session once', async () => {
  answer = () => ({ status: 413, data: { result: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Files may be at most 25 MB.' } } } });
  await expect(client().upload!('/s3/upload', formWith('a.pdf', 'x'))).rejects.toMatchObject({
    code: 'PAYLOAD_TOO_LARGE',
    status: 413,
    message: 'Files may be at most 25 MB.',
  });
  answer = () => ({ status: 401, data: { result: { error: { code: 'LOGIN_USER_INACTIVE', message: 'bye' } } } });
  const ended = jest.fn();
  const c = client('t', ended);
  await expect(c.upload!('/s3/upload', formWith('a.pdf', 'x'))).rejects.toMatchObject({ code: 'LOGIN_USER_INACTIVE' });
  await expect(c.post('/x')).rejects.toMatchObject({ code: 'LOGIN_USER_INACTIVE' });
  expect(ended).toHaveBeenCalledTimes(1);
});

test('no token, no authorization header; an aborted upload rejects ABORTED', async () => {
  await client(null).upload!('/common/local-upload', formWith('a.pdf', 'x'));
  expect(received[0]!.auth).toBe('');
  const ctrl = new AbortController();
  ctrl.abort();
  await expect(client().upload!('/s3/upload', formWith('a.pdf', 'x'), { signal: ctrl.signal })).rejects.toMatchObject({ code: 'ABORTED' });
});

test('toUploadProgress and uploadWith', async () => {
  expect(toUploadProgress({ loaded: 50, total: 200 })).toEqual({ loaded: 50, total: 200, percent: 25 });
  expect(toUploadProgress({ loaded: 50, total: undefined })).toEqual({ loaded: 50, total: null, percent: 0 });
  expect(toUploadProgress({ loaded: 300, total: 200 }).percent).toBe(100);
  const bare = { call: jest.fn(), post: jest.fn() } as unknown as ApiClient;
  await expect(uploadWith(bare, '/s3/upload', new FormData())).rejects.toMatchObject({ message: 'Uploads are not available here.' });
  await expect(uploadWith(client(), '/s3/upload', formWith('a.pdf', 'x'))).resolves.toEqual({ data: [] });
});
