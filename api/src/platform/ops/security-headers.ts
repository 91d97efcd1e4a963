import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../config';
import { remoteOrigins, resolveRemotesMap } from '../web/remotes-map';

/**
 * Security headers. The CSP allows scripts only from this origin (the shell and the remotes
 * under /remotes/) plus the origins of remotes moved elsewhere through REMOTES_FILE or
 * REMOTE_URL_*; styled-components injects <style> tags, hence 'unsafe-inline' for styles only.
 */
async function securityHeadersPluginImpl(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const { config } = opts;
  const extraOrigins = () => {
    const origins = remoteOrigins(resolveRemotesMap(config.web));
    return [...origins, ...config.cspExtraOrigins].join(' ');
  };
  const dynamic = (_req: IncomingMessage) => extraOrigins();
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", dynamic],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', dynamic],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Served over plain HTTP in development; HSTS belongs to the TLS terminator.
    strictTransportSecurity: config.env === 'production',
  });
}

/** Registered without encapsulation so its hooks apply to every route. */
export const securityHeadersPlugin = fp(securityHeadersPluginImpl, { name: 'securityHeadersPlugin' });
