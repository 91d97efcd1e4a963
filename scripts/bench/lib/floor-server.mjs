/**
 * The floor of `bench:api` (`--floor`): the least a Node HTTP server can do to answer a call with
 * the API's own SQL — Fastify parses the request, one pooled node-postgres connection runs the
 * call's captured statement as a named (prepared) statement, the rows go back as JSON. No tenant
 * lookup, session, permission, validation, query building, read scope or mapping: the role and
 * tenant are set once per connection. What the API answers beside this is its own cost; what
 * this answers beside pgbench is the cost of any Node server on the machine.
 *
 * Env: DATABASE_URL, PORT, FLOOR_STATEMENT (JSON { text, values }), FLOOR_TENANT_KEY (the
 * bench_uuid() key of the captured request's tenant). Listens on 127.0.0.1 only.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRequire = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../api/package.json'));
const Fastify = apiRequire('fastify');
const pg = apiRequire('pg');

const statement = JSON.parse(process.env.FLOOR_STATEMENT);
const lookup = new pg.Client({ connectionString: process.env.DATABASE_URL });
await lookup.connect();
const tenant = (await lookup.query('select bench_uuid($1)::text as id', [process.env.FLOOR_TENANT_KEY])).rows[0].id;
await lookup.end();
const scoped = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// Queued on the new connection before the query that checked it out.
scoped.on('connect', (client) => {
  client.query("select set_config('role', 'app_user', false), set_config('app.tenant_id', $1, false)", [tenant]);
});

const app = Fastify({ logger: false });
app.get('/readyz', async () => ({ ok: true }));
app.post('/api/floor', async () => {
  const r = await scoped.query({ name: 'floor', text: statement.text, values: statement.values });
  return { data: r.rows };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => {
  app.close().then(() => scoped.end()).then(() => process.exit(0));
});
