import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';

jest.setTimeout(90_000);

const API_DIR = join(__dirname, '..', '..', '..', '..');
const CHILD = join(__dirname, 'support', 'realtime-child.ts');

interface Child {
  proc: ChildProcess;
  port: number;
}

/** Starts one API process (tsx) sharing the Redis at TEST_REDIS_URL; resolves with its port. */
function startChild(redisUrl: string, keyPrefix: string): Promise<Child> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: API_DIR,
      env: { ...process.env, TEST_REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`child did not start: ${err}`)), 60_000);
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, port: Number(m[1]) });
      }
    });
    proc.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child exited with ${code}: ${err}`));
    });
  });
}

function stopChild(child: Child | undefined): Promise<void> {
  if (!child || child.proc.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(() => child.proc.kill('SIGKILL'), 5000);
    child.proc.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
    child.proc.kill('SIGTERM');
  });
}

if (process.env.TEST_REDIS_URL) {
  const redisUrl = process.env.TEST_REDIS_URL;

  describe('real-time across two API processes through Redis', () => {
    let a: Child | undefined;
    let b: Child | undefined;
    const sockets: Socket[] = [];
    const tenantId = randomUUID();
    const userId = randomUUID();
    const otherUserId = randomUUID();

    beforeAll(async () => {
      const prefix = `passage-test-${randomUUID()}`;
      [a, b] = await Promise.all([startChild(redisUrl, prefix), startChild(redisUrl, prefix)]);
    });
    afterAll(async () => {
      for (const s of sockets) s.close();
      await Promise.all([stopChild(a), stopChild(b)]);
    });

    const client = (port: number, token: string): Promise<Socket> => {
      const socket = connect(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    };

    test('a notification raised on process A reaches the user’s socket on process B', async () => {
      const onB = await client(b!.port, `user:${tenantId}:${userId}`);
      const otherOnB = await client(b!.port, `user:${tenantId}:${otherUserId}`);
      let otherGot = false;
      otherOnB.on('notification', () => (otherGot = true));
      const received = new Promise<Record<string, unknown>>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('no notification on B')), 10_000);
        onB.once('notification', (p: Record<string, unknown>) => {
          clearTimeout(t);
          resolve(p);
        });
      });
      const payload = { caseNo: 'PERM-7', message: 'Case approved', createdByName: 'Ana', petitionId: randomUUID() };
      // The adapter subscribes asynchronously: raise until B's socket hears it (bounded).
      let got: Record<string, unknown> | undefined;
      received.then((p) => (got = p)).catch(() => undefined);
      for (let i = 0; i < 20 && !got; i++) {
        const res = await fetch(`http://127.0.0.1:${a!.port}/raise`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ tenantId, userIds: [userId], payload }),
        });
        expect(res.status).toBe(200);
        await Promise.race([received.catch(() => undefined), new Promise((r) => setTimeout(r, 250))]);
      }
      expect(await received).toEqual(payload);
      await new Promise((r) => setTimeout(r, 200));
      expect(otherGot).toBe(false);
    });

    test('a module event (the case messages\' `message`) raised on process A reaches only its user on process B', async () => {
      const onB = await client(b!.port, `user:${tenantId}:${userId}`);
      const otherOnB = await client(b!.port, `user:${tenantId}:${otherUserId}`);
      let otherGot = false;
      otherOnB.on('message', () => (otherGot = true));
      let got: unknown;
      onB.on('message', (p: unknown) => (got = p));
      const payload = { message: { id: randomUUID(), body: 'We filed your case today.', visibility: 'shared' }, case: { petitionId: randomUUID() } };
      for (let i = 0; i < 40 && !got; i++) {
        const res = await fetch(`http://127.0.0.1:${a!.port}/raise-event`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ tenantId, userIds: [userId], event: 'message', payload }),
        });
        expect(res.status).toBe(200);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(got).toEqual(payload);
      await new Promise((r) => setTimeout(r, 200));
      expect(otherGot).toBe(false);
    });

    test('an unknown token is refused on either process', async () => {
      await expect(client(a!.port, 'nope')).rejects.toThrow('UNAUTHENTICATED');
    });
  });
} else {
  test('redis suite needs TEST_REDIS_URL', () => expect(process.env.TEST_REDIS_URL).toBeUndefined());
}
