import type { FastifyInstance } from 'fastify';
import type { AnyCallDeclaration } from 'shared/contract';
import { buildOpenApi } from './openapi';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const json = (v: unknown) => esc(JSON.stringify(v, null, 2));

type Operation = {
  summary: string;
  description: string;
  tags: string[];
  requestBody: { content: { 'application/json': { schema: unknown; example: unknown } } };
  responses: { '200': { content: { 'application/json': { schema: unknown } } } };
};

/** A self-contained, script-free page listing every call (fits the app's CSP). */
function renderDocsPage(doc: Record<string, unknown>): string {
  const paths = doc.paths as Record<string, { post: Operation }>;
  const byModule = new Map<string, [string, Operation][]>();
  for (const [path, item] of Object.entries(paths)) {
    const tag = item.post.tags[0] ?? 'other';
    byModule.set(tag, [...(byModule.get(tag) ?? []), [path, item.post]]);
  }
  const sections = [...byModule.entries()]
    .map(
      ([module, ops]) => `<h2 id="${esc(module)}">${esc(module)}</h2>${ops
        .map(
          ([path, op]) => `<details><summary><code>POST ${esc(path)}</code> — ${esc(op.summary)}</summary>
<p>${esc(op.description)}</p>
<h4>Example payload</h4><pre>${json(op.requestBody.content['application/json'].example)}</pre>
<h4>Payload schema</h4><pre>${json(op.requestBody.content['application/json'].schema)}</pre>
<h4>Result schema (<code>result</code>)</h4><pre>${json(op.responses['200'].content['application/json'].schema)}</pre>
</details>`,
        )
        .join('\n')}`,
    )
    .join('\n');
  const info = doc.info as { title: string; version: string; description: string };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:980px;margin:2rem auto;padding:0 1rem;color:#1d2430}
code,pre{font-family:ui-monospace,monospace}pre{background:#f4f6f8;padding:.75rem;overflow:auto;font-size:13px;border-radius:6px}
details{border:1px solid #d9dee4;border-radius:6px;margin:.4rem 0;padding:.4rem .8rem}summary{cursor:pointer}h2{margin-top:2rem;text-transform:capitalize}</style>
</head><body><h1>${esc(info.title)} <small>${esc(info.version)}</small></h1><p>${esc(info.description)}</p>
<p>Machine-readable: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI ${esc(String(doc.openapi))}).
Modules: ${[...byModule.keys()].map((m) => `<a href="#${esc(m)}">${esc(m)}</a>`).join(' · ')}</p>
${sections}</body></html>`;
}

/** OpenAPI document at /api/docs/openapi.json, browsable at /api/docs. */
export async function docsPlugin(
  app: FastifyInstance,
  opts: { declarations: () => readonly AnyCallDeclaration[] },
): Promise<void> {
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  const doc = () => (document ??= buildOpenApi(opts.declarations()));
  app.get('/api/docs/openapi.json', { logLevel: 'warn' }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return doc();
  });
  app.get('/api/docs', { logLevel: 'warn' }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return (page ??= renderDocsPage(doc()));
  });
}
