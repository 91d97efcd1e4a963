import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../config';
import { remoteOrigins, resolveRemotesMap } from '../web/remotes-map';

/**
 * Security headers, by what the answer is.
 *
 * - Every answer: `X-Content-Type-Options: nosniff`, `Cross-Origin-Resource-Policy: same-site`
 *   (the remotes' files widen it to cross-origin) and, over TLS, HSTS.
 * - HTML (documents): the full helmet set. The CSP allows scripts only from this origin (the shell
 *   and the remotes under /remotes/) plus the origins of remotes moved elsewhere through
 *   REMOTES_FILE or REMOTE_URL_*; styled-components injects <style> tags, hence 'unsafe-inline'
 *   for styles only. CSP, COOP, Referrer-Policy, X-Frame-Options and the like act on documents
 *   only: a browser ignores them on scripts, styles, fonts and images, so sending them there cost
 *   ~1 KiB per answer (~65 KiB on a first visit to /cases) and a helmet run per request.
 * - Other answers a browser could render if opened directly (JSON, plain text, PDF, SVG): a short
 *   CSP under which nothing loads or runs (OWASP REST Security's advice for API answers; framing
 *   stays same-origin only, as before), unless the route set its own (stored files: sandbox).
 */
async function securityHeadersPluginImpl(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const { config } = opts;
  const extraOrigins = () => {
    const origins = remoteOrigins(resolveRemotesMap(config.web));
    return [...origins, ...config.cspExtraOrigins].join(' ');
  };
  const dynamic = (_req: IncomingMessage) => extraOrigins();
  // global: false: helmet only decorates `reply.helmet()`, applied below to HTML answers.
  await app.register(helmet, {
    global: false,
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
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-resource-policy', 'same-site');
    if (cameOverTls(req)) reply.header('strict-transport-security', HSTS_VALUE);
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    applyByContentType(reply);
    return payload;
  });
}

/**
 * The CSP of answers that are not HTML but could be shown as a page (JSON, text, PDF, SVG opened
 * directly): nothing loads or runs; framed only by this origin, as the document CSP allows.
 */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'self'";

/** Types a browser only uses as subresources (never renders as a page that could run script). */
const SUBRESOURCE_TYPE = /^(?:application\/(?:javascript|wasm|font-)|text\/(?:javascript|css)|font\/|image\/(?!svg))/i;

function applyByContentType(reply: FastifyReply): void {
  if (reply.hasHeader('content-security-policy')) return;
  const type = String(reply.getHeader('content-type') ?? '');
  if (/^text\/html/i.test(type)) {
    // Sets the headers on the raw response; written with the reply's own at writeHead.
    void reply.helmet();
    return;
  }
  if (type && !SUBRESOURCE_TYPE.test(type)) reply.header('content-security-policy', NON_DOCUMENT_CSP);
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
