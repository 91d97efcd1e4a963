import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callPayload, defineCall, listMasterdataCall } from 'shared/contract';
import type { Database } from '../../db';
import { handle } from '../../http';
import { createTestApp, openTestDatabase } from '../../../testing';
import { gracefulShutdown } from '../shutdown';

const slowCall = defineCall({
  path: '/test/slow',
  summary: 'waits until released',
  payload: callPayload({}),
  result: z.object({ finished: z.boolean() }),
  auth: { kind: 'public' },
  example: {},
});

function post(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', connection: 'close' } },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

describe('graceful shutdown', () => {
  let database: Database;
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;

  const extraCalls = [
    handle(slowCall, async () => {
      started();
      await new Promise<void>((r) => (release = r));
      return { finished: true };
    }),
  ];

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  async function listeningApp(): Promise<{ app: FastifyInstance; port: number }> {
    const app = await createTestApp(database, { extraCalls });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, port: (app.server.address() as AddressInfo).port };
  }

  it('finishes the request in flight, refuses new ones, then exits 0', async () => {
    const { app, port } = await listeningApp();
    const inFlightStarted = new Promise<void>((r) => (started = r));
    const inFlight = post(port, '/api/test/slow');
    await inFlightStarted;

    const exit = jest.fn();
    const stopping = gracefulShutdown(app, 'SIGTERM', { timeoutMs: 10_000, exit });
    expect(app.shuttingDown).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    await expect(post(port, `/api${listMasterdataCall.path}`)).rejects.toThrow(/ECONNREFUSED|ECONNRESET|socket hang up/);
    expect(exit).not.toHaveBeenCalled();

    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ result: { finished: true } });
    await stopping;
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('exits 1 when the in-flight work outlives the timeout', async () => {
    const { app, port } = await listeningApp();
    const inFlightStarted = new Promise<void>((r) => (started = r));
    const inFlight = post(port, '/api/test/slow').catch(() => undefined);
    await inFlightStarted;
    const exit = jest.fn();
    const stopping = gracefulShutdown(app, 'SIGTERM', { timeoutMs: 200, exit });
    await new Promise((r) => setTimeout(r, 400));
    expect(exit).toHaveBeenCalledWith(1);
    release();
    await inFlight;
    await stopping;
  });
});
