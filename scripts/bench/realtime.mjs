#!/usr/bin/env node
/**
 * `pnpm bench:realtime` (issue 9 point 5): socket.io clients (default 1,000, one user each, the
 * session token in the handshake as the shell sends it) on loopback against the API's real-time
 * service (api/src/platform/realtime; docs/platform-services.md).
 *
 * - memory per socket: server RSS (/proc) and V8 heap used (/metrics) after all sockets
 *   connected, minus the same after a warm-up with a handful of sockets, ÷ sockets;
 * - latency: notifications raised through the API (POST /api/notify/e2e-raise, which stores the
 *   row and pushes it, exactly as modules do with app.realtime.notify) to random connected users
 *   at a fixed rate; p50/p99 from sending the call to the event's arrival at the client;
 * - the same with the Redis adapter across two API processes (REDIS_URL): every socket on process
 *   B, every notification raised on process A. Skipped with a note when Redis is unreachable.
 *
 * - messages (issue 18 point 7, docs/messages.md): the same sockets as paralegals; each of 10
 *   cases has one socket user as paralegal (the author) and another as attorney (the recipient);
 *   case messages posted through POST /api/communication/save at a fixed rate; p50/p99 from
 *   sending the call to the `message` event's arrival at the recipient's socket (target p99 ≤ 100 ms).
 *
 * Database: a dedicated PostgreSQL database (passage_bench_rt, dropped after); both processes
 * need the same database, which PGlite (one process per folder) cannot give.
 *
 * Options: --sockets 1000 --rate 50 --duration 30 --port 4320 --keep
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from '../lib.mjs';
import { benchMeta, mdTable, ms, args as parseArgs, writeBenchSection, writeResult } from './report.mjs';
import { createPgDatabase, dropPgDatabase, migrate, pgClient, pgReachable } from './lib/db.mjs';
import { percentile } from './lib/load.mjs';
import { BENCH_UUID_FN, ids, seed } from './lib/seed.mjs';
import { call, ensureApiBuild, HOST, startApi } from './lib/server.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
const { io } = require('socket.io-client');

const a = parseArgs();
const opt = {
  sockets: Number(a.sockets ?? 1000),
  rate: Number(a.rate ?? 50),
  duration: Number(a.duration ?? 30),
  port: Number(a.port ?? 4320),
  redisUrl: String(a.redis ?? 'redis://127.0.0.1:6379'),
  keep: Boolean(a.keep),
  /** Print the figures only (no docs/performance.md, no bench/results): for trying things out. */
  dry: Boolean(a.dry),
  /** Which setups to measure; the others keep their last row (marked with its own date). */
  setups: String(a.setups ?? 'single,redis,messages').split(','),
  /** Case messages per second in the messages setup. */
  messageRate: Number(a['message-rate'] ?? 20),
};
if ([opt.port, opt.port + 1].includes(4000)) throw new Error('port 4000 is reserved for e2e runs');
const DB = 'passage_bench_rt';
const TENANT = 1;
const host = `${ids.slug(TENANT)}.localhost`;
const token = (n) => `bench-rt-${n}-0123456789abcdef0123456789`;

function redisReachable(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(1000, () => done(false));
    s.on('error', () => done(false));
    s.on('connect', () => s.write('PING\r\n'));
    s.on('data', (d) => done(/PONG/.test(String(d))));
  });
}

/** One user and session per socket, in tenant 1 of the bench seed. */
async function seedUsers(url, n) {
  const c = await pgClient(url);
  try {
    await c.query(BENCH_UUID_FN);
    await c.query(`
      INSERT INTO users (tenant_id, id, email, name, role_id, status, branch_ids)
      SELECT bench_uuid('bench-tenant-${TENANT}'), bench_uuid('bench-rt-user-' || n), 'rt' || n || '@bench.test', 'Socket user ' || n, 3, 'active', '[]'::jsonb
        FROM generate_series(1, ${n}) n;
      INSERT INTO sessions (tenant_id, user_id, role_id, token_hash, expires_at, last_seen_at)
      SELECT bench_uuid('bench-tenant-${TENANT}'), bench_uuid('bench-rt-user-' || n), 3,
             encode(sha256(convert_to('bench-rt-' || n || '-0123456789abcdef0123456789', 'UTF8')), 'hex'), now() + interval '11 hours', now()
        FROM generate_series(1, ${n}) n;`);
  } finally {
    await c.end();
  }
}

function connect(base, n) {
  return new Promise((resolve, reject) => {
    const socket = io(base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: token(n) },
      extraHeaders: { host },
      reconnection: false,
      timeout: 20_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(new Error(`socket ${n}: ${err.message}`)));
  });
}

async function connectAll(base, from, to, onEvent) {
  const sockets = [];
  for (let i = from; i <= to; i += 50) {
    const batch = [];
    for (let n = i; n <= Math.min(to, i + 49); n++)
      batch.push(connect(base, n).then((s) => s.on('notification', (e) => onEvent(n, e))));
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

const settle = (msec) => new Promise((r) => setTimeout(r, msec));

async function memory(api) {
  await settle(1500);
  return { rss: api.rss(), heap: await api.metric('passage_nodejs_heap_size_used_bytes') };
}

/** Raises `rate`/s notifications for `duration` s through `raiser`, each to a random socket user. */
async function measureLatency(raiser, pending) {
  const sent = [];
  const httpLat = [];
  let errors = 0;
  const total = opt.rate * opt.duration;
  const interval = 1000 / opt.rate;
  const start = performance.now();
  const inflight = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await settle(wait);
    const n = 1 + Math.floor(Math.random() * opt.sockets);
    const message = `bench ${i}`;
    const t0 = performance.now();
    pending.set(message, { t0, n });
    sent.push(message);
    inflight.push(
      call(raiser.base, host, '/notify/e2e-raise', { message, caseNo: 'H1B-2026-000001' }, token(n))
        .then((r) => {
          if (r.status !== 200) {
            errors++;
            pending.delete(message);
          } else httpLat.push(performance.now() - t0);
        })
        .catch(() => {
          errors++;
          pending.delete(message);
        }),
    );
  }
  await Promise.all(inflight);
  await settle(3000);
  return { sent: sent.length, httpLat, errors };
}

async function scenario(kind, url, results) {
  const env = { DATABASE_URL: url, E2E_OUTBOX: '1' };
  const redisEnv =
    kind === 'redis' ? { REDIS_URL: opt.redisUrl, REDIS_KEY_PREFIX: `passage-bench-${process.pid}` } : {};
  const raiser = await startApi({ port: opt.port, env: { ...env, ...redisEnv }, label: `rt-${kind}-a` });
  const holder =
    kind === 'redis'
      ? await startApi({ port: opt.port + 1, env: { ...env, ...redisEnv }, label: `rt-${kind}-b` })
      : raiser;
  const pending = new Map();
  const arrivals = [];
  let wrongUser = 0;
  const onEvent = (n, e) => {
    const p = pending.get(e.message);
    if (!p) return;
    if (p.n !== n) wrongUser++;
    arrivals.push(performance.now() - p.t0);
    pending.delete(e.message);
  };
  const sockets = [];
  try {
    // Warm-up: a few sockets and notifications, so the baseline has socket.io's code paths loaded.
    sockets.push(...(await connectAll(holder.base, 1, 10, onEvent)));
    for (let i = 0; i < 20; i++)
      await call(raiser.base, host, '/notify/e2e-raise', { message: `warm ${i}` }, token(1 + (i % 10)));
    const before = await memory(holder);
    const t = performance.now();
    sockets.push(...(await connectAll(holder.base, 11, opt.sockets, onEvent)));
    const connectSeconds = (performance.now() - t) / 1000;
    const after = await memory(holder);
    const added = opt.sockets - 10;
    console.log(`  ${kind}: ${sockets.length} sockets connected in ${connectSeconds.toFixed(1)} s`);
    const { sent, httpLat, errors } = await measureLatency(raiser, pending);
    arrivals.sort((x, y) => x - y);
    httpLat.sort((x, y) => x - y);
    const row = {
      kind,
      mode: raiser.mode,
      sockets: sockets.length,
      connectSeconds,
      rssPerSocket: (after.rss - before.rss) / added,
      heapPerSocket: (after.heap - before.heap) / added,
      rssBefore: before.rss,
      rssAfter: after.rss,
      sent,
      received: arrivals.length,
      lost: sent - arrivals.length - errors,
      errors,
      wrongUser,
      p50: percentile(arrivals, 50),
      p99: percentile(arrivals, 99),
      max: arrivals.at(-1),
      httpP50: percentile(httpLat, 50),
      httpP99: percentile(httpLat, 99),
    };
    console.log(
      `  ${kind}: p50 ${ms(row.p50)} ms, p99 ${ms(row.p99)} ms, received ${row.received}/${sent}, ${(row.rssPerSocket / 1024).toFixed(1)} KiB RSS per socket`,
    );
    results.push(row);
  } finally {
    for (const s of sockets) s.disconnect();
    await raiser.stop();
    if (holder !== raiser) await holder.stop();
  }
}

/** Socket users 1..10 are the paralegals (authors) of the 10 bench cases, 11..20 their attorneys (recipients). */
async function assignMessageUsers(url) {
  const c = await pgClient(url);
  try {
    await c.query(BENCH_UUID_FN);
    await c.query(`UPDATE users SET role_id = 8 WHERE email LIKE 'rt%@bench.test'; UPDATE sessions SET role_id = 8 WHERE role_id = 3 AND user_id IN (SELECT id FROM users WHERE email LIKE 'rt%@bench.test');`);
    const cases = (await c.query(`SELECT id FROM petitions WHERE tenant_id = bench_uuid('bench-tenant-${TENANT}') ORDER BY case_number LIMIT 10`)).rows;
    for (const [i, row] of cases.entries()) {
      await c.query(`UPDATE petitions SET paralegal_id = bench_uuid('bench-rt-user-' || $1::int), attorney_id = bench_uuid('bench-rt-user-' || $2::int) WHERE id = $3`, [i + 1, i + 11, row.id]);
    }
    return cases.map((r) => r.id);
  } finally {
    await c.end();
  }
}

/** Case messages at `messageRate`/s for `duration` s; latency to the recipient's socket. */
async function messageScenario(url, results) {
  const caseIds = await assignMessageUsers(url);
  const api = await startApi({ port: opt.port, env: { DATABASE_URL: url, E2E_OUTBOX: '1' }, label: 'rt-messages' });
  const pending = new Map();
  const arrivals = [];
  let wrongUser = 0;
  const sockets = [];
  try {
    for (let i = 1; i <= opt.sockets; i += 50) {
      const batch = [];
      for (let n = i; n <= Math.min(opt.sockets, i + 49); n++) {
        batch.push(
          connect(api.base, n).then((s) =>
            s.on('message', (e) => {
              const p = pending.get(e.message.body);
              if (!p || n !== p.to) {
                if (p && n !== p.from) wrongUser++;
                return;
              }
              arrivals.push(performance.now() - p.t0);
              pending.delete(e.message.body);
            }),
          ),
        );
      }
      sockets.push(...(await Promise.all(batch)));
    }
    console.log(`  messages: ${sockets.length} sockets connected`);
    // Warm-up.
    for (let i = 0; i < 20; i++) {
      const k = i % caseIds.length;
      await call(api.base, host, '/communication/save', { petitionId: caseIds[k], body: `warm ${i}`, visibility: 'internal' }, token(k + 1));
    }
    const total = opt.messageRate * opt.duration;
    const interval = 1000 / opt.messageRate;
    const httpLat = [];
    let errors = 0;
    const inflight = [];
    const start = performance.now();
    for (let i = 0; i < total; i++) {
      const wait = start + i * interval - performance.now();
      if (wait > 0) await settle(wait);
      const k = Math.floor(Math.random() * caseIds.length);
      const body = `bench message ${i}`;
      const t0 = performance.now();
      pending.set(body, { t0, from: k + 1, to: k + 11 });
      inflight.push(
        call(api.base, host, '/communication/save', { petitionId: caseIds[k], body, visibility: 'internal' }, token(k + 1))
          .then((r) => {
            if (r.status !== 200) {
              errors++;
              pending.delete(body);
            } else httpLat.push(performance.now() - t0);
          })
          .catch(() => {
            errors++;
            pending.delete(body);
          }),
      );
    }
    await Promise.all(inflight);
    await settle(3000);
    arrivals.sort((x, y) => x - y);
    httpLat.sort((x, y) => x - y);
    const row = {
      kind: 'messages',
      mode: api.mode,
      sockets: sockets.length,
      connectSeconds: 0,
      rssPerSocket: 0,
      heapPerSocket: 0,
      sent: total,
      received: arrivals.length,
      lost: total - arrivals.length - errors,
      errors,
      wrongUser,
      p50: percentile(arrivals, 50),
      p99: percentile(arrivals, 99),
      max: arrivals.at(-1),
      httpP50: percentile(httpLat, 50),
      httpP99: percentile(httpLat, 99),
    };
    console.log(`  messages: p50 ${ms(row.p50)} ms, p99 ${ms(row.p99)} ms, received ${row.received}/${total}, errors ${errors}, wrong user ${wrongUser}`);
    results.push(row);
  } finally {
    for (const s of sockets) s.disconnect();
    await api.stop();
  }
}

await ensureApiBuild();
const meta = benchMeta();
const rows = [];
const notes = [];
if (!(await pgReachable())) {
  notes.push('PostgreSQL at 127.0.0.1:5432 is not reachable: nothing measured.');
} else {
  const url = await createPgDatabase(DB);
  try {
    migrate({ DATABASE_URL: url });
    const c = await pgClient(url);
    try {
      await seed(c, { tenants: 1, cases: 10, log: () => undefined });
    } finally {
      await c.end();
    }
    await seedUsers(url, opt.sockets);
    if (opt.setups.includes('single')) {
      console.log(`▶ one API process, ${opt.sockets} sockets`);
      await scenario('single', url, rows);
    }
    if (!opt.setups.includes('redis')) {
      /* its last row is kept below */
    } else if (await redisReachable(opt.redisUrl)) {
      console.log(`▶ two API processes with the Redis adapter (${opt.redisUrl})`);
      await scenario('redis', url, rows);
    } else {
      notes.push(`Redis adapter row skipped: Redis at ${opt.redisUrl} is not reachable.`);
    }
    // Last: it turns the socket users into paralegals of the bench cases.
    if (opt.setups.includes('messages')) {
      console.log(`▶ case messages, one API process, ${opt.sockets} sockets, ${opt.messageRate} messages/s`);
      await messageScenario(url, rows);
    }
  } finally {
    if (!opt.keep) await dropPgDatabase(DB);
  }
}

for (const r of rows) {
  r.date ??= meta.date;
  r.loadBefore ??= meta.loadBefore;
}
// Setups not measured this time keep their last row.
try {
  const old = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'results', 'realtime.json'), 'utf8'));
  for (const r of old.rows ?? []) {
    if (!opt.setups.includes(r.kind)) rows.push({ date: old.date, loadBefore: old.loadBefore, ...r });
  }
} catch {
  /* first run */
}
const ORDER = ['single', 'redis', 'messages'];
rows.sort((x, y) => ORDER.indexOf(x.kind) - ORDER.indexOf(y.kind));
const result = { ...meta, options: opt, rows, notes };
if (opt.dry) {
  console.log(JSON.stringify(rows, null, 2));
  process.exit(0);
}
writeResult('realtime', result);
const label = {
  single: 'one process (in-memory adapter)',
  redis: 'Redis adapter, 2 processes (raised on A, sockets on B)',
  messages: 'case messages: /communication/save → `message` at the recipient (one process)',
};
writeBenchSection('realtime', 'Real-time (socket.io)', result, [
  `${opt.sockets} socket.io clients (websocket transport, one user and session each) on ${HOST}; ${opt.rate} notifications/s for ${opt.duration} s, each raised through POST /api/notify/e2e-raise (stored, then pushed, as modules do) to a random connected user. Latency: from sending the call to the event's arrival at the client. Memory: after connecting all sockets minus after a 10-socket warm-up, ÷ the sockets added. The messages row: ${opt.messageRate} case messages/s through POST /api/communication/save (stored, then sent on the author's and the recipient's user rooms after the commit), latency from sending the call to the \`message\` event at the recipient's socket, target p99 ≤ 100 ms (no memory figures). PostgreSQL database; API mode ${rows[0]?.mode ?? '–'}.`,
  '',
  ...mdTable(
    [
      'setup',
      'measured (UTC)',
      'load before',
      'sockets',
      'connect s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'received / sent',
      'call p50 / p99 ms',
      'RSS KiB / socket',
      'heap KiB / socket',
    ],
    rows.map((r) => [
      label[r.kind],
      r.date.slice(0, 16).replace('T', ' '),
      r.loadBefore,
      r.sockets,
      r.connectSeconds.toFixed(1),
      ms(r.p50),
      ms(r.p99),
      ms(r.max),
      `${r.received} / ${r.sent}${r.errors ? ` (${r.errors} call errors)` : ''}`,
      `${ms(r.httpP50)} / ${ms(r.httpP99)}`,
      (r.rssPerSocket / 1024).toFixed(1),
      (r.heapPerSocket / 1024).toFixed(1),
    ]),
  ),
  ...(notes.length ? ['', ...notes] : []),
]);
console.log('bench:realtime written to docs/performance.md and bench/results/realtime.json');
process.exit(0);
