import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './platform/config';
import { webPlugin } from './platform/web/web.plugin';

export interface BuildAppOptions {
  logger?: boolean;
}

/** Builds the one-origin server: API calls, remotes map, static front end. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async () => ({ status: 'ready' }));
  await app.register(webPlugin, { config });
  return app;
}
