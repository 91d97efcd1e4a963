import { statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { resolveRemotesMap } from './remotes-map';

/** A remote's folder name: `mf-` plus lower-case letters, digits and dashes. */
const REMOTE_NAME = /^mf-[a-z0-9-]+$/;
/** webpack content hashes: `.[hex 8+].` in the file name (`123.4f9a0c1de2.js`). */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const NO_CACHE_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

function cacheControlFor(file: string): string {
  const base = file.split('/').pop() ?? file;
  if (NO_CACHE_FILES.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Resolves `rel` under `root`; undefined when it escapes the root or is not a regular file. */
function fileUnder(root: string, rel: string): string | undefined {
  if (rel.includes('\0')) return undefined;
  const absRoot = resolve(root);
  const abs = resolve(absRoot, '.' + (rel.startsWith('/') ? rel : '/' + rel));
  if (abs !== absRoot && !abs.startsWith(absRoot + sep)) return undefined;
  try {
    return statSync(abs).isFile() ? abs.slice(absRoot.length + 1) : undefined;
  } catch {
    return undefined;
  }
}

function wantsHtml(req: FastifyRequest, path: string): boolean {
  const accept = String(req.headers.accept ?? '');
  if (accept.includes('text/html')) return true;
  // curl and friends send */*; treat extension-less paths as page navigations.
  return accept.includes('*/*') && extname(path) === '';
}

/** Text assets the build also writes as `.br` and `.gz` (scripts/webpack/create-config.cjs). */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  // RFC 9239: text/javascript is the type for JavaScript (application/javascript is obsolete).
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};
const ENCODING_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** The pre-compressed copy to send: brotli, else gzip, when the client accepts it and the file exists. */
function precompressedEncoding(req: FastifyRequest, root: string, rel: string): keyof typeof ENCODING_SUFFIX | undefined {
  if (!COMPRESSIBLE_TYPES[extname(rel).toLowerCase()] || req.headers.range) return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => (name ?? '').toLowerCase());
  for (const encoding of ['br', 'gzip'] as const) {
    if (accepted.includes(encoding) && fileUnder(root, `${rel}${ENCODING_SUFFIX[encoding]}`)) return encoding;
  }
  return undefined;
}

const SHELL_MISSING_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Passage</title></head>
<body><h1>Passage</h1><p>The web app is not built yet. Run <code>pnpm build:web</code> and reload.</p></body></html>`;

/**
 * Serves the composed front end from one origin: the shell at `/` with history-mode fallback,
 * each remote's build under `/remotes/<name>/` with CORS, and `/remotes.json`.
 */
export async function webPlugin(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const { web } = opts.config;
  /** Streams `rel` under `root` with ETag / Range handling and our cache policy. */
  const sendFile = async (req: FastifyRequest, reply: FastifyReply, root: string, rel: string) => {
    const encoding = precompressedEncoding(req, root, rel);
    const file = encoding ? `${rel}${ENCODING_SUFFIX[encoding]}` : rel;
    const encoded = '/' + file.split('/').map(encodeURIComponent).join('/');
    // ETag alone validates (If-None-Match); Last-Modified would add ~45 bytes to every file's headers.
    // A hashed file is immutable: never revalidated, so it needs no ETag either; and no build file
    // is fetched by ranges (each header line is paid by every one of a first visit's ~60 answers).
    const immutable = cacheControlFor(rel).includes('immutable');
    const result = await send(req.raw, encoded, {
      root,
      cacheControl: false,
      lastModified: false,
      etag: !immutable,
      acceptRanges: false,
      dotfiles: 'deny',
      index: false,
    });
    if (result.type === 'error') {
      const status = (result.metadata.error as { status?: number }).status ?? 500;
      reply.header('cache-control', 'no-store');
      return reply.code(status === 500 ? 500 : 404).type('text/plain; charset=utf-8').send(status === 500 ? 'Error' : 'Not found');
    }
    reply.headers(result.headers as Record<string, string>);
    reply.header('cache-control', cacheControlFor(rel));
    // A file of the build is the same for every request: a request id would only add bytes to
    // each of a first visit's ~60 answers (calls and pages keep theirs, for support and logs).
    if (extname(rel).toLowerCase() !== '.html') reply.removeHeader('x-request-id');
    const type = COMPRESSIBLE_TYPES[extname(rel).toLowerCase()];
    if (type) {
      reply.header('vary', 'accept-encoding');
      reply.header('content-type', type);
    }
    if (encoding && type) reply.header('content-encoding', encoding);
    return reply.code(result.statusCode).send(result.stream);
  };

  app.get('/remotes.json', { logLevel: 'warn' }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('access-control-allow-origin', '*');
    return resolveRemotesMap(web, req.log);
  });

  const remoteHandler = async (
    req: FastifyRequest<{ Params: { name: string; '*': string } }>,
    reply: FastifyReply,
  ) => {
    const { name } = req.params;
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    const root = REMOTE_NAME.test(name) ? web.remoteDir(name) : undefined;
    const rel = root ? fileUnder(root, req.params['*'] ?? '') : undefined;
    if (!root || !rel) {
      reply.header('cache-control', 'no-store');
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendFile(req, reply, root, rel);
  };
  // Static files are sent as the build wrote them (pre-compressed at brotli 11), never re-compressed.
  app.get('/remotes/:name/*', { compress: false }, remoteHandler);
  app.options('/remotes/:name/*', async (_req, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
    reply.header('access-control-allow-headers', '*');
    return reply.code(204).send();
  });

  app.get('/*', { compress: false }, async (req: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const path = req.params['*'] ?? '';
    if (path.startsWith('api/') || path === 'api') {
      return reply.callNotFound();
    }
    const rel = path ? fileUnder(web.shellDir, path) : undefined;
    if (rel && rel !== 'index.html') return sendFile(req, reply, web.shellDir, rel);
    if (!wantsHtml(req, path)) {
      reply.header('cache-control', 'no-store');
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!fileUnder(web.shellDir, 'index.html')) {
      reply.header('cache-control', 'no-store');
      return reply.code(503).type('text/html; charset=utf-8').send(SHELL_MISSING_PAGE);
    }
    return sendFile(req, reply, web.shellDir, 'index.html');
  });
}
