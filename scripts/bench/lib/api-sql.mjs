/**
 * "The same SQL" taken from the API itself (issue 21 point 2: the ratio is only fair if pgbench
 * runs exactly what the API sends). Before the measured API starts, `captureApiStatements` starts
 * one more API process with lib/sql-recorder.cjs preloaded, makes each scenario's request twice
 * (the second runs as the measured ones do: tenant and session cached, read scope) and keeps the
 * statements of the second: their text as the API's query builder wrote it and their parameters.
 * `pgbenchFromApi` turns them into a pgbench script: the same text, each parameter that varies
 * per request (tenant, branch, status, case, cursor) a pgbench variable or a bench_uuid()
 * expression, each other parameter the literal value the API sent. No hand-kept copy of a query
 * can drift from the repository's any more.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../lib.mjs';
import { scriptOfStatements } from './api-scenarios.mjs';
import { call, startApi } from './server.mjs';

const RECORDER = path.join(ROOT, 'scripts', 'bench', 'lib', 'sql-recorder.cjs');
/** The API's read scope statement (api/src/platform/db/scope.ts readScopeStatement). */
const IS_SCOPE = /^select set_config\('role', /;

/**
 * For each scenario with `sql.vary`: the statements its call's second request sent after its read
 * scope statement ({ text, values }[]), and the request's variables `v`. Scenarios whose call
 * did not answer 200 or sent no statement are left out (their ratio is not reported).
 */
export async function captureApiStatements({ port, env, scenarios, world }) {
  const file = path.join(os.tmpdir(), `passage-bench-sql-${process.pid}.jsonl`);
  rmSync(file, { force: true });
  const api = await startApi({
    port,
    env: { ...env, BENCH_SQL_RECORD: file },
    label: 'api-sql-capture',
    nodeArgs: ['--require', RECORDER],
  });
  const captured = new Map();
  try {
    const w = { ...world, base: api.base };
    for (const sc of scenarios) {
      if (!sc.sql?.vary) continue;
      const req = sc.request(w);
      let ok = true;
      for (let i = 0; i < 2 && ok; i++) {
        if (i === 1) rmSync(file, { force: true });
        const r = await call(api.base, req.host, sc.path, req.payload, req.token);
        ok = r.status === 200;
      }
      if (!ok || !existsSync(file)) continue;
      const sent = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      const statements = sent.filter((s) => !IS_SCOPE.test(s.text));
      if (!statements.length) continue;
      captured.set(sc.id, { v: req.v, statements, scoped: sent.some((s) => IS_SCOPE.test(s.text)) });
    }
  } finally {
    await api.stop();
    rmSync(file, { force: true });
  }
  return captured;
}

const literal = (value) => (value === null ? 'NULL' : `'${String(value).replace(/'/g, "''")}'`);

/**
 * One statement the API sent, with its parameters replaced: a value listed in `vary` (value →
 * pgbench expression) by that expression; any other, when `constants` is given (the read-scope
 * form, -M prepared), by a pgbench variable set once with -D (`constants`: value → name, filled
 * here), so that it stays a parameter as the API sent it — a literal would let PostgreSQL's
 * generic plan see the value, which the API's plan cannot; without `constants` (-M simple, where
 * pgbench pastes variables in unquoted) by the literal the API sent. NULL stays a literal. Throws
 * when a varying value is not among the parameters (the call changed: the scenario must be looked at).
 */
export function substitute({ text, values }, vary, constants = null) {
  const used = new Set();
  const out = text.replace(/\$(\d+)\b/g, (m, n) => {
    const value = values[Number(n) - 1];
    if (value === undefined) return m;
    const expr = vary.get(value);
    if (expr !== undefined) {
      used.add(value);
      return `(${expr})`;
    }
    if (!constants || value === null) return literal(value);
    const key = String(value);
    if (!constants.has(key)) constants.set(key, `c${constants.size + 1}`);
    return `:${constants.get(key)}`;
  });
  return { text: out, unused: [...vary.keys()].filter((k) => !used.has(k)) };
}

/**
 * The pgbench script of a captured call (api-scenarios.mjs scriptOfStatements): its variables,
 * then each statement in its own pipeline after the read scope statement, as the API sends it, or
 * — form `transaction` — all of them in one tenant transaction, one round trip each. Returns
 * `{ script, defines }`: `defines` are pgbench's -D name=value for the parameters that do not vary.
 */
export function pgbenchFromApi(sc, world, captured, form) {
  const { v, statements } = captured;
  const vary = new Map(sc.sql.vary(v, world, form));
  const constants = form === 'read-scope' ? new Map() : null;
  const parts = statements.map((s) => substitute(s, vary, constants));
  const unused = [...vary.keys()].filter((k) => parts.every((p) => p.unused.includes(k)));
  if (unused.length) {
    throw new Error(`${sc.id}: the API's statements no longer carry ${unused.join(', ')}: update its sql.vary`);
  }
  // pgbench reads `:name` as a variable: a cast written `::type` is left alone by pgbench, and a
  // statement ends at its last character (no `;` inside the API's statements).
  const script = scriptOfStatements(
    sc.sql.head(world),
    parts.map((p) => `${p.text.replace(/\s+$/, '')};`),
    form,
  );
  return { script, defines: [...(constants ?? [])].map(([value, name]) => `${name}=${value}`) };
}
