/**
 * Load generators against the API (HTTP on loopback): at a fixed rate, `runPaced` — open-loop
 * arrivals spread over time like `pgbench -R` (exponential gaps), so the API and SQL rows of one
 * rate are comparable; unthrottled, autocannon (closed loop, `connections` at once). And pgbench
 * (or, on PGlite, an in-process loop) running the same SQL directly. All answer
 * { rate, rps, p50, p95, p99, errors, requests } with latencies in milliseconds (p95 only for the
 * API; pgbench and the PGlite loop answer p50 and p99).
 *
 * Why not autocannon's `overallRate` for fixed rates: it sends each second's quota at once (a
 * burst of `rate` requests every second, then silence), so its percentiles measure how long the
 * server takes to drain a burst of 50 or 300, not its latency at that rate of arrivals.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../lib.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
const autocannon = require('autocannon');

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

function percentiles(latencies) {
  const sorted = [...latencies].sort((x, y) => x - y);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/**
 * Open-loop load at `rate` requests/s for `duration` seconds: each request is sent at its
 * scheduled time (exponential gaps, mean 1/rate, as `pgbench -R`) on a keep-alive agent of at
 * most `connections` sockets, whatever the answers of earlier ones; its latency counts from the
 * scheduled time, so waiting for a free socket counts too. `next()` answers { host, token?,
 * payload } for each request.
 */
export function runPaced({ base, apiPath, next, rate, duration, connections }) {
  const url = new URL(base);
  // BENCH_TRACE=<file>: one JSON line per answered request (ms since the start, latency, host), to find a tail's cause.
  const trace = process.env.BENCH_TRACE ? [] : null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statusCodes = {};
  let failed = 0;
  let timeouts = 0;
  let non2xx = 0;
  let wrongAnswers = 0;
  return new Promise((resolve) => {
    const start = performance.now();
    const end = start + duration * 1000;
    let due = start;
    let inFlight = 0;
    let scheduling = true;
    const finish = () => {
      agent.destroy();
      if (trace) appendFileSync(process.env.BENCH_TRACE, `${trace.join('\n')}\n`);
      resolve({
        rate,
        connections,
        rps: latencies.length / duration,
        ...percentiles(latencies),
        errors: failed + non2xx,
        non2xx,
        timeouts,
        requests: latencies.length + failed,
        statusCodes,
        wrongAnswers,
      });
    };
    const settle = () => {
      inFlight -= 1;
      if (!scheduling && inFlight === 0) finish();
    };
    const send = (at) => {
      inFlight += 1;
      const { host, token, payload } = next();
      const body = JSON.stringify(payload);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `/api${apiPath}`,
          method: 'POST',
          agent,
          timeout: 10_000,
          headers: {
            host,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - at);
            trace?.push(JSON.stringify({ t: Math.round(at - start), ms: +(performance.now() - at).toFixed(2), host, apiPath, rate }));
            statusCodes[res.statusCode] = (statusCodes[res.statusCode] ?? 0) + 1;
            if (res.statusCode >= 300) non2xx += 1;
            if (res.statusCode >= 400) wrongAnswers += 1;
            settle();
          });
        },
      );
      req.on('timeout', () => {
        timeouts += 1;
        req.destroy(new Error('timeout'));
      });
      req.on('error', () => {
        failed += 1;
        settle();
      });
      req.end(body);
    };
    const tick = () => {
      const now = performance.now();
      while (due <= now && due < end) {
        send(due);
        due += (-Math.log(1 - Math.random()) * 1000) / rate;
      }
      if (due >= end) {
        scheduling = false;
        if (inFlight === 0) finish();
        return;
      }
      setTimeout(tick, Math.max(0, Math.min(5, due - now)));
    };
    tick();
  });
}

/**
 * autocannon at `rate` requests/s overall (null: as fast as `connections` allow) for `duration`
 * seconds. `next()` answers { host, token?, payload } for each request: a random tenant and user.
 */
export function runAutocannon({ base, apiPath, next, rate, duration, connections }) {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let wrongAnswers = 0;
    // Every answered request's latency, for an exact p95 (autocannon's histogram has p90 and p97.5).
    const latencies = [];
    const inst = autocannon(
      {
        url: `${url.protocol}//${url.host}`,
        connections,
        duration,
        ...(rate ? { overallRate: rate } : {}),
        timeout: 10,
        requests: [
          {
            method: 'POST',
            path: `/api${apiPath}`,
            setupRequest(req) {
              const { host, token, payload } = next();
              req.headers = {
                ...req.headers,
                host,
                'content-type': 'application/json',
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              };
              req.body = JSON.stringify(payload);
              return req;
            },
          },
        ],
      },
      (err, r) => {
        if (err) return reject(err);
        resolve({
          rate: rate ?? 'max',
          connections,
          rps: r.requests.average,
          // all three from the same list of answered requests (the histogram's p99 and an exact p95
          // could disagree)
          ...percentiles(latencies),
          errors: r.errors + r.timeouts + r.non2xx,
          non2xx: r.non2xx,
          timeouts: r.timeouts,
          requests: r.requests.total,
          statusCodes: r.statusCodeStats,
          wrongAnswers,
        });
      },
    );
    inst.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) wrongAnswers++;
    });
  });
}

/**
 * pgbench with a custom script (pgbench variables such as :t) against `url`. `rate` null runs
 * unthrottled. Latencies come from the per-transaction log (--log), so p50/p99 are exact.
 */
export async function runPgbench({ url, script, defines = [], rate, duration, clients, threads = 2, protocol = 'simple' }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'passage-pgbench-'));
  const file = path.join(dir, 'script.sql');
  writeFileSync(file, script);
  const u = new URL(url);
  const argv = [
    '-n',
    '-M',
    protocol,
    '-h',
    u.hostname,
    '-p',
    u.port || '5432',
    '-U',
    decodeURIComponent(u.username || 'postgres'),
    '-c',
    String(clients),
    '-j',
    String(Math.min(threads, clients)),
    '-T',
    String(duration),
    '-f',
    file,
    ...defines.flatMap((d) => ['-D', d]),
    '--log',
    `--log-prefix=${path.join(dir, 'tx')}`,
    ...(rate ? ['-R', String(rate)] : []),
    u.pathname.slice(1),
  ];
  const out = await new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/pgbench', argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`pgbench exited ${code}: ${text.slice(-2000)}`)),
    );
  });
  const lat = [];
  let failed = 0;
  for (const f of readdirSync(dir).filter((n) => n.startsWith('tx'))) {
    for (const line of readFileSync(path.join(dir, f), 'utf8').split('\n')) {
      const cols = line.split(' ');
      if (cols.length < 3) continue;
      if (cols[2] === 'failed' || cols[2] === 'skipped') failed++;
      else lat.push(Number(cols[2]) / 1000);
    }
  }
  rmSync(dir, { recursive: true, force: true });
  lat.sort((a, b) => a - b);
  const tps = /tps = ([0-9.]+)/.exec(out);
  const errors = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0) + failed;
  return {
    rate: rate ?? 'max',
    connections: clients,
    rps: tps ? Number(tps[1]) : lat.length / duration,
    p50: percentile(lat, 50),
    p99: percentile(lat, 99),
    errors,
    requests: lat.length,
  };
}

/**
 * The same statements run one after the other, in process, on PGlite (one connection: its honest
 * maximum; pgbench cannot connect to PGlite). `nextStatements()` answers the SQL of one request.
 */
export async function runDirectPglite({ pg, nextStatements, duration }) {
  const lat = [];
  const end = Date.now() + duration * 1000;
  let errors = 0;
  while (Date.now() < end) {
    const t = process.hrtime.bigint();
    try {
      await pg.exec(nextStatements());
    } catch {
      errors++;
      try {
        await pg.exec('ROLLBACK');
      } catch {
        /* not in a transaction */
      }
    }
    lat.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  lat.sort((a, b) => a - b);
  return {
    rate: 'max',
    connections: 1,
    rps: lat.length / duration,
    p50: percentile(lat, 50),
    p99: percentile(lat, 99),
    errors,
    requests: lat.length,
  };
}
