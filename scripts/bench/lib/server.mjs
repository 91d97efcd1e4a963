/**
 * Starts the API from its build (api/dist/main.js, as scripts/start.mjs does) on 127.0.0.1 at a
 * given port, waits for /readyz, and stops it with SIGTERM. Only loopback is ever targeted.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENV, ROOT } from '../../lib.mjs';

export const HOST = '127.0.0.1';
/** USER_HZ of /proc/<pid>/stat times (100 on Linux x86-64). */
const CLOCK_TICKS = 100;
const BENCH_SECRET_KEY = randomBytes(32).toString('base64');

/** Builds api/dist when it is missing (the benchmarks measure the production bundle). */
export async function ensureApiBuild() {
  if (existsSync(path.join(ROOT, 'api', 'dist', 'main.js'))) return;
  const { run } = await import('../../lib.mjs');
  if ((await run('node', ['api/build.mjs'])) !== 0) throw new Error('api build failed');
}

/**
 * The API in its own process. `env` adds DATABASE_URL / DATA_DIR and the like. Rate limits are
 * raised out of the way (a benchmark is one IP sending thousands of requests a minute); logs go to
 * a file under the OS temp folder.
 */
export async function startApi(opts) {
  try {
    return await startApiOnce(opts);
  } catch (err) {
    // While other engineers add calls, a build can hold declarations whose handlers are not
    // written yet: production refuses to start; development allows it (those calls answer 404).
    if (!/Call contract incomplete/.test(String(err.message)) || opts.env?.ALLOW_UNHANDLED_CALLS) throw err;
    console.warn(
      `  ${opts.label ?? 'api'}: the build declares calls without handlers; starting in development mode with ALLOW_UNHANDLED_CALLS=1`,
    );
    const api = await startApiOnce({
      ...opts,
      env: { ...opts.env, NODE_ENV: 'development', ALLOW_UNHANDLED_CALLS: '1' },
    });
    api.mode = 'development (ALLOW_UNHANDLED_CALLS: the build declares unfinished calls)';
    return api;
  }
}

async function startApiOnce({ port, env = {}, label = 'api', timeoutMs = 120_000, nodeArgs = [], script = 'api/dist/main.js' }) {
  const logFile = path.join(os.tmpdir(), `passage-bench-${label}-${port}.log`);
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...ENV,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      API_DOCS: '0',
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_AUTH_MAX: '100000000',
      JOBS_WORKERS: '0',
      // Production requires the secret-box keys (platform/secrets); a throwaway key per run.
      PASSAGE_SECRET_KEYS: process.env.PASSAGE_SECRET_KEYS ?? `bench:${BENCH_SECRET_KEY}`,
      ...env,
    },
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const base = `http://${HOST}:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`${label} exited (${JSON.stringify(exited)}); log ${logFile}:\n${tail(logFile)}`);
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${label} not ready after ${timeoutMs} ms; log ${logFile}:\n${tail(logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    mode: 'production',
    base,
    port,
    pid: child.pid,
    logFile,
    /** Resident set size of the server process (bytes), from /proc. */
    rss() {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      return m ? Number(m[1]) * 1024 : NaN;
    },
    /** CPU time the server process has used so far (user + system, ms), from /proc/<pid>/stat. */
    cpuMs() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ').pop().split(' ');
      // After the command: state is field 3, utime 14 and stime 15 (1-based) → indices 11 and 12.
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    },
    /** A Prometheus gauge of /metrics (e.g. nodejs_heap_size_used_bytes). */
    async metric(name) {
      const text = await (await fetch(`${base}/metrics`)).text();
      const m = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(text);
      return m ? Number(m[1]) : NaN;
    },
    async stop() {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(t);
    },
  };
}

function tail(file) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '';
  }
}

/**
 * POST /api/<path> with a JSON body at a tenant's host; resolves { status, body }. node:http, not
 * fetch: fetch does not let a caller set the Host header (Node resolves no *.localhost names).
 */
/** The floor server (lib/floor-server.mjs) answering `statement` in the tenant of `tenantKey`, as startApi does. */
export function startFloor({ port, url, statement, tenantKey }) {
  return startApiOnce({
    port,
    label: 'floor',
    script: 'scripts/bench/lib/floor-server.mjs',
    env: { DATABASE_URL: url, FLOOR_STATEMENT: JSON.stringify(statement), FLOOR_TENANT_KEY: tenantKey },
  });
}

export function call(base, host, apiPath, payload, token) {
  const u = new URL(`${base}/api${apiPath}`);
  const data = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        agent: keepAlive,
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body;
          try {
            body = JSON.parse(text);
          } catch {
            body = text;
          }
          resolve({ status: res.statusCode, body });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });
