import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../platform/config';
import type { Database } from '../platform/db';

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
