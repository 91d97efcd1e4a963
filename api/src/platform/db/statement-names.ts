import { createHash } from 'node:crypto';

/**
 * Named (prepared) statements on PostgreSQL (docs/adr/0018-prepared-statements.md). The API's
 * statements come from a query builder: the same few texts again and again with other values.
 * Sent unnamed, PostgreSQL plans each one anew — for the case list (seven joined tables and their
 * row-level security) planning was 3.8 ms of a 4 ms statement. Sent as a named statement, it is
 * parsed once per connection and, after five runs, PostgreSQL keeps a generic plan when it costs
 * no more than the custom ones: the statement then costs its execution alone.
 *
 * A text is named the second time this process sees it (a one-off statement never takes a slot),
 * by a hash of the text; each connection holds at most MAX_NAMED_PER_CONNECTION named statements,
 * after which new texts go unnamed on it (a backend's plans are bounded too).
 */
export const MAX_NAMED_PER_CONNECTION = 200;

/**
 * Whether a statement's plan outlives the call: on PostgreSQL a statement seen twice is named and
 * may keep a generic plan; PGlite plans every statement on every call. A query shape that costs
 * more to plan but less to run pays only where this is true (the case list's page-first form).
 */
export const plansKept = (database: { driver: 'pglite' | 'postgres' }): boolean => database.driver === 'postgres';
/** Texts whose uses are counted; the counts start again when full. */
const MAX_TEXTS = 5000;

interface TextInfo {
  uses: number;
  name?: string;
}

const texts = new Map<string, TextInfo>();
const namedCount = new WeakMap<object, number>();

interface QueryConfig {
  text: string;
  name?: string;
  [key: string]: unknown;
}

/**
 * `config` with a statement name when its text has been seen before and `connection` (the
 * client the statement goes to) has room or already holds it; else `config` as it is.
 */
export function nameStatement<C extends QueryConfig>(connection: object, config: C, parsed: (name: string) => boolean): C & { name?: string } {
  if (config.name) return config;
  let info = texts.get(config.text);
  if (!info) {
    if (texts.size >= MAX_TEXTS) texts.clear();
    texts.set(config.text, (info = { uses: 0 }));
  }
  info.uses++;
  if (info.uses < 2) return config;
  info.name ??= `p${createHash('sha1').update(config.text).digest('base64url')}`;
  if (!parsed(info.name)) {
    const count = namedCount.get(connection) ?? 0;
    if (count >= MAX_NAMED_PER_CONNECTION) return config;
    namedCount.set(connection, count + 1);
  }
  return { ...config, name: info.name };
}

/** What node-postgres keeps of a connection's named statements. */
export interface PgConnectionState {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

/** Whether `name` is (or is being) parsed on node-postgres connection `c`. */
export function parsedOn(c: PgConnectionState): (name: string) => boolean {
  return (name) => c.parsedStatements[name] !== undefined || c.submittedNamedStatements[name] !== undefined;
}

interface Queryable {
  query(config: unknown, values?: unknown): Promise<unknown>;
}

/**
 * What drizzle's node-postgres session is given instead of the pooled client: the same client,
 * with each statement named as `nameStatement` decides.
 */
export function namingClient<C extends Queryable>(client: C): Queryable {
  const parsed = parsedOn((client as unknown as { connection: PgConnectionState }).connection);
  return {
    query: (config, values) =>
      client.query(
        config !== null && typeof config === 'object' && typeof (config as QueryConfig).text === 'string'
          ? nameStatement(client, config as QueryConfig, parsed)
          : config,
        values,
      ),
  };
}
