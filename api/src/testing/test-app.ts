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
  const app = await buildApp(testConfig(env, config), {
    logger: false,
    withoutPlatformPlugins: true,
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
