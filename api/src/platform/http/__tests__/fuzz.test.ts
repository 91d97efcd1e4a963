import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { ALL_CALLS, type AnyCallDeclaration } from 'shared/contract';
import type { Database } from '../../db';
import {
  callMultipart,
  createTestApp,
  createTestSession,
  createTestTenant,
  openTestDatabase,
  payloadWith,
  VICTIM_FIXTURES,
  type TestLogin,
} from '../../../testing';

/*
 * Every declared call gets malformed payloads derived from its `example` (its record ids pointing
 * at real records of the caller's own tenant, made by the isolation fixtures, so the mutations
 * reach the handlers rather than stopping at "not found"), as the strongest login
 * the call admits (an admin where allowed; the operator for operator calls) and without a session.
 * Whatever the payload, the answer is a 4xx or a success, never a 5xx, and never shows a stack
 * trace or a file path. Multipart calls (they answer 415 to JSON) also get the text kinds as form
 * fields and file names.
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

const MB = 1024 * 1024;
const HUGE = 'x'.repeat(MB);
/** Storable but awkward text: C0/C1 controls, ANSI escape, line/paragraph separators, BOM. */
const CONTROL = 'a\u0001\u0007\u0008\u000b\u000c\u001b[31m\u007f\u0085\u2028\u2029\ufeff\t\r\nz';
/** Storable but unusual Unicode: RTL override, zero-width joiner, combining marks, astral, İ, ß, noncharacters. */
const UNICODE = '\u202eevil\u202c \u200d👩‍👩‍👧 Z̸̢̛͓a̵l̴g̷o 𝔘𝔫𝔦 İstanbul Straße \uffff\ufffe ﷺ';
/** What PostgreSQL cannot store: refused by the contract layer. */
const NUL = 'a\u0000b';
const LONE_SURROGATES = ['a\ud800b', '\udc00'];
/** Fields the client adds to every payload (their format is checked first, so they stay valid). */
const BASE_FIELDS = new Set(['timezone', 'today']);

const options = (s: JsonSchema): JsonSchema[] => [s, ...(s.anyOf ?? []), ...(s.oneOf ?? [])];

/** Every property a payload declares, with its JSON schema (the options of a union merged). */
function declaredFields(decl: AnyCallDeclaration): Map<string, JsonSchema> {
  const root = z.toJSONSchema(decl.payload, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const out = new Map<string, JsonSchema>();
  const visit = (s: JsonSchema) => {
    for (const [k, v] of Object.entries(s.properties ?? {})) if (!out.has(k) && !BASE_FIELDS.has(k)) out.set(k, v);
    for (const o of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) visit(o);
  };
  visit(root);
  return out;
}

/** A string field that takes free text (no format or pattern), optionally without a maximum length. */
const freeText = (s: JsonSchema, unbounded = false): boolean =>
  options(s).some(
    (o) => o.type === 'string' && !o.format && !o.pattern && !o.enum && o.const === undefined && (!unbounded || o.maxLength === undefined),
  );

/** `value` with every leaf passed through `leaf` (objects and arrays kept). */
function mapLeaves(value: Json, leaf: (v: Exclude<Json, Json[] | { [k: string]: Json }>) => Json): Json {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, leaf));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, leaf)]));
  return leaf(value);
}

/** The paths of every string leaf. */
function stringPaths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

function setAt(value: Json, path: (string | number)[], to: Json): Json {
  if (!path.length) return to;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Json>;
  copy[head!] = setAt(copy[head!]!, rest, to);
  return copy as Json;
}

/** `value` with every object and array swapped for the other shape. */
function swapShapes(value: Json): Json {
  if (Array.isArray(value)) return Object.fromEntries(value.map((v, i) => [String(i), swapShapes(v)]));
  if (value && typeof value === 'object') return [Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swapShapes(v)]))];
  return value;
}

const wrongType = (v: Json): Json => {
  if (typeof v === 'string') return 12345;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return 'true';
  return { unexpected: true };
};

const deep = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);

/** A payload kind: one or more bodies (raw JSON text, so prototype keys and deep nesting survive). */
interface PayloadKind {
  name: string;
  bodies(example: Record<string, Json>, fields: Map<string, JsonSchema>): string[];
}

/** The example with every string leaf and every declared free-text field set to `text`, at once. */
function allText(example: Record<string, Json>, fields: Map<string, JsonSchema>, text: string): string {
  const out = mapLeaves(example, (v) => (typeof v === 'string' ? text : v)) as Record<string, Json>;
  for (const [k, s] of fields) if (freeText(s) && !(k in example)) out[k] = text;
  return JSON.stringify(out);
}

/**
 * The example with one field at a time set to `text`: each string leaf, then each declared
 * free-text field the example leaves out. The rest stays valid, so the text reaches the handler.
 */
function eachText(example: Record<string, Json>, fields: Map<string, JsonSchema>, text: string, unbounded = false): string[] {
  // A top-level field with a format (uuid, date…) or, for `unbounded`, a maximum is skipped: zod
  // refuses it before the handler, which the other kinds show already.
  const wanted = (p: (string | number)[]) => {
    const top = fields.get(String(p[0]));
    return p.length > 1 || !top || freeText(top, unbounded);
  };
  const out = stringPaths(example)
    .filter(wanted)
    .map((p) => JSON.stringify(setAt(example, p, text)));
  for (const [k, s] of fields) if (freeText(s, unbounded) && !(k in example)) out.push(JSON.stringify({ ...example, [k]: text }));
  return out;
}

/** The example with every free-text field set to `text` at once (formatted fields stay valid). */
function freeTextAtOnce(example: Record<string, Json>, fields: Map<string, JsonSchema>, text: string): string {
  let out: Json = example;
  for (const p of stringPaths(example)) {
    const top = fields.get(String(p[0]));
    if (p.length > 1 || !top || freeText(top)) out = setAt(out, p, text);
  }
  for (const [k, s] of fields) if (freeText(s) && !(k in example)) out = setAt(out, [k], text);
  return JSON.stringify(out);
}

// The example itself goes last: it may delete or change the records the other kinds work on.
const KINDS: PayloadKind[] = [
  { name: 'missing fields', bodies: () => ['{}'] },
  {
    name: 'nulls',
    bodies: (ex, fields) => [JSON.stringify(Object.fromEntries([...new Set([...Object.keys(ex), ...fields.keys()])].map((k) => [k, null])))],
  },
  { name: 'wrong types', bodies: (ex) => [JSON.stringify(mapLeaves(ex, wrongType))] },
  { name: 'arrays for objects', bodies: (ex) => [JSON.stringify(swapShapes(ex)), JSON.stringify([ex]), '"a string"', 'null'] },
  // 1 MB into each field that has no maximum length (one field per request, under the body limit).
  { name: '1 MB strings', bodies: (ex, fields) => eachText(ex, fields, HUGE, true) },
  {
    name: 'deep nesting',
    bodies: (ex) => {
      const first = Object.keys(ex)[0] ?? 'data';
      return [
        `{"${first}":${deep(5000)}}`,
        JSON.stringify({ ...ex, [first]: JSON.parse(deep(40)) as Json }),
        JSON.stringify(mapLeaves(ex, (v) => (typeof v === 'string' ? (JSON.parse(deep(40)) as Json) : v))),
      ];
    },
  },
  { name: 'NUL character', bodies: (ex, fields) => [allText(ex, fields, NUL), JSON.stringify({ ...ex, [`k${NUL}`]: 1 })] },
  { name: 'control characters', bodies: (ex, fields) => eachText(ex, fields, CONTROL) },
  {
    name: 'unusual Unicode',
    bodies: (ex, fields) => [freeTextAtOnce(ex, fields, UNICODE), ...LONE_SURROGATES.map((t) => allText(ex, fields, t))],
  },
  {
    name: 'prototype keys',
    bodies: (ex) => {
      const body = JSON.stringify(ex).slice(1, -1);
      const sep = body ? ',' : '';
      const first = Object.keys(ex)[0] ?? 'data';
      return [
        `{"__proto__":{"roleId":1,"isAdmin":true}${sep}${body}}`,
        `{"constructor":{"prototype":{"isAdmin":true}}${sep}${body}}`,
        JSON.stringify({ ...ex, [first]: { constructor: { prototype: { polluted: true } }, toString: 1, hasOwnProperty: 1, valueOf: 'x' } }),
      ];
    },
  },
  {
    name: 'extreme numbers',
    bodies: (ex) => [
      JSON.stringify(mapLeaves(ex, (v) => (typeof v === 'number' ? Number.MAX_VALUE : v))),
      JSON.stringify(mapLeaves(ex, (v) => (typeof v === 'number' ? -(2 ** 63) : v))),
      JSON.stringify(mapLeaves(ex, (v) => (typeof v === 'number' ? 0.5 : v))).replace(/0\.5/g, '1e400'),
    ],
  },
  { name: 'example', bodies: (ex) => [JSON.stringify(ex)] },
];

/** Kinds the pipeline refuses before it looks at the session. */
const BEFORE_AUTH = new Set(['example', 'arrays for objects', '1 MB strings', 'deep nesting', 'NUL character', 'unusual Unicode', 'prototype keys']);

/** A stack trace or a server file path in an answer. */
const STACK = /\bat [\w$.<>]+ \(|\bat (?:async )?[^\s()]+:\d+:\d+|node_modules|\/src\/[\w/.-]+\.[jt]s\b|\bTypeError\b|\bRangeError\b|\bReferenceError\b/;

describe('fuzz: every declared call refuses malformed payloads with a 4xx, never a 5xx or a stack trace', () => {
  let database: Database;
  let app: FastifyInstance;
  let tenantHost: string;
  let own: { id: string; slug: string; name: string };
  /** The tenant the `tenant` ids point at: operator calls may deactivate or delete it. */
  let spare: { id: string; slug: string; name: string };
  const figures = { calls: 0, kinds: KINDS.length, requests: 0, byKind: new Map<string, number>(), byStatus: new Map<string, number>(), started: 0 };

  beforeAll(async () => {
    figures.started = Date.now();
    database = await openTestDatabase('pglite');
    app = await createTestApp(database, {
      withoutPlatformPlugins: false,
      env: {
        RATE_LIMIT_MAX: '1000000',
        RATE_LIMIT_AUTH_MAX: '1000000',
        STORAGE_DIR: mkdtempSync(join(tmpdir(), 'passage-fuzz-files-')),
      },
    });
    const tenant = await createTestTenant(database.db, { name: 'Fuzz LLP' });
    tenantHost = `${tenant.slug}.localhost`;
    own = { id: tenant.id, slug: tenant.slug, name: tenant.name };
    const other = await createTestTenant(database.db, { name: 'Fuzz Spare LLP' });
    spare = { id: other.id, slug: other.slug, name: other.name };
  });
  afterAll(async () => {
    const seconds = ((Date.now() - figures.started) / 1000).toFixed(1);
    const byKind = [...figures.byKind].map(([k, n]) => `${k} ${n}`).join(', ');
    const byStatus = [...figures.byStatus].sort().map(([k, n]) => `${k} ${n}`).join(', ');
    process.stdout.write(`fuzz: ${figures.calls} calls × ${figures.kinds} payload kinds, ${figures.requests} requests (${byKind}; ${byStatus}), ${seconds} s\n`);
    await app?.close();
    await database?.close();
  });

  /**
   * The login and host a call is tried with: the strongest the call admits (the tenant admin where
   * allowed, the operator for operator calls). A fresh session per call, since a call may end its
   * own (sign-out, password change).
   */
  async function callerFor(decl: AnyCallDeclaration): Promise<{ login: TestLogin; host: string }> {
    const roles = decl.auth.kind === 'session' && decl.auth.roles ? decl.auth.roles : [3];
    const tenantRoles = roles.filter((r) => r > 2);
    if (decl.auth.kind === 'operator' || !tenantRoles.length) {
      return { login: await createTestSession(database.db, { tenantId: null, roleId: 1 }), host: 'localhost' };
    }
    const roleId = tenantRoles.includes(3) ? 3 : tenantRoles[0]!;
    const host = decl.scope === 'platform' ? 'localhost' : tenantHost;
    return { login: await createTestSession(database.db, { tenantId: own.id, roleId }), host };
  }

  const send = (decl: AnyCallDeclaration, body: string, host: string, token?: string): Promise<LightMyRequestResponse> => {
    figures.requests++;
    const headers: Record<string, string> = { 'content-type': 'application/json', host };
    if (token) headers.authorization = `Bearer ${token}`;
    return app.inject({ method: 'POST', url: `/api${decl.path}`, headers, payload: body });
  };

  const verdict = (res: LightMyRequestResponse) => ({ serverError: res.statusCode >= 500, stackTrace: STACK.test(res.body) });

  it('covers every declared call', () => {
    expect(ALL_CALLS.length).toBeGreaterThan(100);
    expect(new Set(ALL_CALLS.map((c) => c.path)).size).toBe(ALL_CALLS.length);
  });

  it('would see a 5xx and a stack trace (the verdict can fail)', () => {
    const stack = new TypeError("Cannot read properties of undefined (reading 'Pages')").stack ?? '';
    expect(verdict({ statusCode: 500, body: '{}' } as LightMyRequestResponse)).toEqual({ serverError: true, stackTrace: false });
    expect(verdict({ statusCode: 422, body: JSON.stringify({ message: stack }) } as LightMyRequestResponse)).toEqual({ serverError: false, stackTrace: true });
    expect(verdict({ statusCode: 422, body: '{"message":"Validation failed: q must not contain the NUL character"}' } as LightMyRequestResponse)).toEqual({
      serverError: false,
      stackTrace: false,
    });
  });

  it.each(ALL_CALLS.map((c) => [c.path, c] as const))('%s', async (_path, decl) => {
    figures.calls++;
    let example = structuredClone(decl.example) as Record<string, Json>;
    for (const [field, entity] of Object.entries(decl.ids)) {
      const record = await VICTIM_FIXTURES[entity]!(database.db, entity === 'tenant' ? spare : own);
      example = payloadWith(decl, field, record.value, record.patch, example) as Record<string, Json>;
    }
    const fields = declaredFields(decl);
    const { login, host } = await callerFor(decl);
    const failures: string[] = [];
    let multipart = false;
    // A mutation that changes nothing (no numbers to make extreme…) is left to the example kind.
    const sent = new Set<string>([JSON.stringify(example)]);
    for (const kind of KINDS) {
      const bodies = kind.name === 'example' ? [JSON.stringify(example)] : kind.bodies(example, fields).filter((b) => !sent.has(b));
      for (const [i, body] of bodies.entries()) {
        sent.add(body);
        // Without a session a session call stops at 401 once the body is read: the kinds refused
        // before that (JSON parsing, the payload's shape and text) are sent, one body each.
        const anonymousToo =
          decl.auth.kind === 'public' || decl.auth.kind === 'link' || (i === 0 && BEFORE_AUTH.has(kind.name));
        for (const token of anonymousToo ? [login.token, undefined] : [login.token]) {
          const res = await send(decl, body, host, token);
          figures.byKind.set(kind.name, (figures.byKind.get(kind.name) ?? 0) + 1);
          const klass = `${Math.floor(res.statusCode / 100)}xx`;
          figures.byStatus.set(klass, (figures.byStatus.get(klass) ?? 0) + 1);
          if (res.statusCode === 415) multipart = true;
          const v = verdict(res);
          if (v.serverError || v.stackTrace) {
            failures.push(`${kind.name} ${token ? 'signed in' : 'no session'} → ${res.statusCode} ${res.body.slice(0, 300)} ← ${body.slice(0, 120)}`);
          }
        }
      }
    }
    if (multipart) {
      // Upload calls: the text kinds as form fields and as the file name.
      for (const text of [NUL, ...LONE_SURROGATES, CONTROL, UNICODE, HUGE.slice(0, 60 * 1024)]) {
        const fields = Object.fromEntries(Object.keys(example).map((k) => [k, text]));
        for (const payload of [fields, example]) {
          figures.requests++;
          const res = await callMultipart(app, decl.path, payload, { host, token: login.token, fileName: `${text.slice(0, 200)}.pdf` });
          const v = verdict(res);
          if (v.serverError || v.stackTrace) failures.push(`multipart ${JSON.stringify(text.slice(0, 20))} → ${res.statusCode} ${res.body.slice(0, 300)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
