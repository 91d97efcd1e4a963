import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../platform/config';
import type { Database } from '../platform/db';
import type { AnyCallDeclaration, CallPayloadInput, CallResult } from 'shared/contract';

/** Config for tests: no seeding, quiet, a temp web root unless given. */
export function testConfig(env: Record<string, string> = {}, overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_ROOT: env.WEB_ROOT ?? mkdtempSync(join(tmpdir(), 'passage-web-')),
      SEED_DEMO: '0',
      ...env,
    },
    overrides,
  );
}

/** An app on an existing test database (kept open when the app closes). */
export async function createTestApp(
  database: Database,
  options: { env?: Record<string, string>; config?: Partial<AppConfig> } & Omit<BuildAppOptions, 'database'> = {},
): Promise<FastifyInstance> {
  const { env, config, ...rest } = options;
  const appConfig = testConfig(env, config);
  if (database.driver === 'postgres' && database.url) appConfig.db = { ...appConfig.db, url: database.url };
  const app = await buildApp(appConfig, {
    logger: false,
    withoutPlatformPlugins: true,
    // Suites check their own calls; the completeness of the whole contract is checked once, in
    // platform/http/__tests__/calls.test.ts (and by every real start).
    assertCalls: false,
    ...rest,
    database,
    closeDatabase: false,
  });
  await app.ready();
  return app;
}

/** POSTs a call: `call(app, '/masterdata/list', payload, { host: 'demo.localhost', token })`. */
export function call(
  app: FastifyInstance,
  path: string,
  payload: unknown,
  opts: { host?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: opts.host ?? 'localhost', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const req: InjectOptions = { method: 'POST', url: `/api${path}`, headers, payload: JSON.stringify(payload) };
  return app.inject(req);
}

/** Who makes a call: a bearer token, or a login as fixtures return it (`{ token }`), with the host of its tenant. */
export type CallLogin = string | { token?: string | null; host?: string; headers?: Record<string, string> };

declare const UNCHECKED: unique symbol;
/** A payload deliberately outside the declaration's schema (tests of 422 answers): see `unchecked`. */
export type UncheckedPayload = { readonly [UNCHECKED]: true };

/** Marks a payload that is meant not to match the declaration (a validation test): `callAs(app, c, unchecked({ perpage: 0 }))`. */
export const unchecked = (payload: unknown): UncheckedPayload => payload as UncheckedPayload;

/** The answer of `callAs`: the inject response plus its `result`, typed by the declaration. */
export type CallAnswer<C extends AnyCallDeclaration> = LightMyRequestResponse & {
  /** The body's `result` (on an error answer it holds `{ error }`: read it through `error`). */
  readonly result: CallResult<C>;
  /** The error of a non-2xx answer, else undefined. */
  readonly error: { code: string; message: string; issues?: { path: string; message: string }[] } | undefined;
  /** `result` checked against the declaration's result schema (throws on a mismatch). */
  parsed(): CallResult<C>;
};

/**
 * POSTs a declared call: the path comes from the declaration, the payload is typed by its zod
 * input and the answer's `result` by its output. `login` is a token, or `{ token, host }` (a
 * `TestLogin` and the identity suites' `{ host, token }` fit): `callAs(app, listUsersCall, { perpage: 5 }, { host: DEMO, token })`.
 */
export async function callAs<C extends AnyCallDeclaration>(
  app: FastifyInstance,
  declaration: C,
  payload: CallPayloadInput<C> | UncheckedPayload,
  login?: CallLogin,
): Promise<CallAnswer<C>> {
  const opts = typeof login === 'string' ? { token: login } : (login ?? {});
  const res = await call(app, declaration.path, payload, { host: opts.host, token: opts.token ?? undefined, headers: opts.headers });
  let body: { result?: unknown } | undefined;
  const read = () => (body ??= res.json() as { result?: unknown });
  return Object.defineProperties(res, {
    result: { get: () => read().result, enumerable: false },
    error: {
      get: () => (res.statusCode >= 400 ? (read().result as { error?: unknown } | undefined)?.error : undefined),
      enumerable: false,
    },
    parsed: { value: () => declaration.result.parse(read().result), enumerable: false },
  }) as CallAnswer<C>;
}

/** POSTs a call as multipart/form-data: `fields` as text parts plus one small PDF in `file`. */
export function callMultipart(
  app: FastifyInstance,
  path: string,
  fields: Record<string, unknown>,
  opts: { host?: string; token?: string; fileName?: string } = {},
): Promise<LightMyRequestResponse> {
  const boundary = `----passage${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.fileName ?? 'test.pdf'}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n\r\n--${boundary}--\r\n`,
    ),
  );
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}`, host: opts.host ?? 'localhost' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  return app.inject({ method: 'POST', url: `/api${path}`, headers, payload: Buffer.concat(parts) });
}
