import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    // HSTS is added below, only to answers of requests that came over TLS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (req, reply) => {
    if (cameOverTls(req)) reply.header('strict-transport-security', HSTS_VALUE);
  });
}

/** One year, subdomains included (helmet's default value). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request reached us over TLS: an encrypted socket, or `X-Forwarded-Proto: https`
 * from a proxy trusted by TRUST_PROXY (Fastify's `request.protocol` reads the header only then).
 * A browser ignores HSTS received over plain HTTP, and sending it there invites a downgrade
 * scanner's finding; a forged header from an untrusted client is ignored.
 */
const cameOverTls = (req: FastifyRequest): boolean => req.protocol === 'https';

/** Registered without encapsulation so its hooks apply to every route. */
export const securityHeadersPlugin = fp(securityHeadersPluginImpl, { name: 'securityHeadersPlugin' });
