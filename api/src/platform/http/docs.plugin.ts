import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { AnyCallDeclaration } from 'shared/contract';
import { buildOpenApi } from './openapi';

/** OpenAPI document at /api/docs/openapi.json, browsable at /api/docs. */
export async function docsPlugin(app: FastifyInstance, opts: { declarations: () => readonly AnyCallDeclaration[] }): Promise<void> {
  let document: Record<string, unknown> | undefined;
  const doc = () => (document ??= buildOpenApi(opts.declarations()));
  app.get('/api/docs/openapi.json', { logLevel: 'warn' }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return doc();
  });
  await app.register(swagger, {
    mode: 'static',
    specification: { document: { openapi: '3.1.0', info: { title: 'Passage API', version: '0.1.0' }, paths: {} } },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The app-wide CSP (script-src 'self') already fits the UI's own files.
    staticCSP: false,
    transformSpecification: () => doc(),
    transformSpecificationClone: false,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
