import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ALL_CALLS, type AnyCallDeclaration, type CallDeclaration, type TValidationIssue } from 'shared/contract';
import { bearerToken, hashToken, type LinkInfo, type SessionInfo, type SessionResolution } from '../auth';
import { asTenant, isReadScopeRetry, PLATFORM_TENANT_ID, ReadScopeRetry, withScope, type Db } from '../db';
import { findTenantBySlug, scopeOfHost, type TenantContext } from '../tenancy';
import type { CallContext } from './call-context';
import { AppError, forbidden, unauthenticated, validationFailed } from './errors';
import { beginIdempotent, finishIdempotent, requestHash } from './idempotency';
import { assertStorableText } from './storable-text';
import { RequestCaches } from './request-caches';
import { ROLE } from 'shared/domain';

/** A handler: gets the parsed payload in a tenant-scoped transaction, returns the result. */
export type CallHandler<C extends AnyCallDeclaration> =
  C extends CallDeclaration<infer P, infer R> ? (ctx: CallContext<z.output<P>>) => Promise<z.input<R>> : never;

export interface CallRegistration {
  declaration: AnyCallDeclaration;
  handler: CallHandler<AnyCallDeclaration>;
}

/** Pairs a declaration with its handler (typed by the declaration). */
export function handle<C extends AnyCallDeclaration>(declaration: C, handler: CallHandler<C>): CallRegistration {
  return { declaration, handler: handler as unknown as CallHandler<AnyCallDeclaration> };
}

/** Rate limits per minute per address, by the declaration's class. */
function rateLimitFor(app: FastifyInstance, decl: AnyCallDeclaration) {
  const max = decl.rateLimit === 'strict' ? app.config.rateLimit.authMax : app.config.rateLimit.max;
  return { max, timeWindow: '1 minute' };
}

export function toIssues(error: z.ZodError): TValidationIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** Link token from the bearer header or the payload (token, key, accessToken: SPEC §2.3/§7). */
function linkTokenOf(req: FastifyRequest, body: Record<string, unknown>): string | undefined {
  for (const k of ['token', 'key', 'accessToken']) {
    const v = body[k];
    if (typeof v === 'string' && v) return v;
  }
  return bearerToken(req.headers.authorization);
}

/** Caches of an app built without `buildApp`'s decoration (harnesses): one set per instance. */
const fallbackCaches = new WeakMap<FastifyInstance, RequestCaches>();

function cachesOf(app: FastifyInstance): RequestCaches {
  if (app.hasDecorator('requestCaches') && app.requestCaches) return app.requestCaches;
  let c = fallbackCaches.get(app);
  if (!c) fallbackCaches.set(app, (c = new RequestCaches()));
  return c;
}

/** Where a request stands: its transaction, the cache epoch it read, the scope it runs in. */
interface Pipeline {
  tx: Db;
  epoch: number;
  caches: RequestCaches;
  scopeTenantId: string;
}

/** The session of a bearer token: from the cache when it is still sure to answer the same. */
async function resolveSession(app: FastifyInstance, p: Pipeline, token: string): Promise<SessionResolution> {
  const tokenHash = hashToken(token);
  const cached = p.caches.session(p.scopeTenantId, tokenHash);
  if (cached) return { ok: true, session: cached };
  // A due touch is written behind the request: the lookup stays a read (a read scope can make it).
  const touchBehind = p.caches.touchBehind;
  const r = await app.sessionResolver.resolve(p.tx, token, touchBehind ? { touchBehind } : undefined);
  if (r.ok && r.freshness) p.caches.putSession(p.scopeTenantId, tokenHash, r.session, r.freshness, p.epoch);
  return r;
}

async function authenticate(
  app: FastifyInstance,
  p: Pipeline,
  decl: AnyCallDeclaration,
  req: FastifyRequest,
  body: Record<string, unknown>,
  tenant: TenantContext | null,
): Promise<{ session: SessionInfo | null; link: LinkInfo | null }> {
  const tx = p.tx;
  const auth = decl.auth;
  if (auth.kind === 'link') {
    const token = linkTokenOf(req, body);
    const link = token ? await app.linkResolver.resolve(tx, token, auth.purpose) : undefined;
    if (!link) throw new AppError('LINK_TOKEN_INVALID');
    return { session: null, link };
  }
  const token = bearerToken(req.headers.authorization);
  if (auth.kind === 'public') {
    if (!token) return { session: null, link: null };
    const r = await resolveSession(app, p, token);
    return { session: r.ok ? r.session : null, link: null };
  }
  if (!token) throw unauthenticated();
  const r = await resolveSession(app, p, token);
  if (!r.ok) throw new AppError(r.code);
  const session = r.session;
  if (auth.kind === 'operator') {
    if (tenant || session.tenantId !== PLATFORM_TENANT_ID || session.roleId !== ROLE.PLATFORM_OPERATOR) throw forbidden();
  } else if (auth.roles && !auth.roles.includes(session.roleId)) {
    throw forbidden();
  }
  if (tenant && tenant.status !== 'active') throw forbidden('This account is not active.');
  return { session, link: null };
}

async function runCall(
  app: FastifyInstance,
  decl: AnyCallDeclaration,
  handler: CallHandler<AnyCallDeclaration>,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const raw = req.body === undefined || req.body === null ? {} : req.body;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AppError('BAD_REQUEST', 'The payload must be a JSON object.');
  }
  const body = raw as Record<string, unknown>;
  // Before anything reads it (link tokens, the tenant slug, the idempotency key reach SQL first).
  assertStorableText(body);
  const host = scopeOfHost(req.headers.host, app.config);
  const idemKey = decl.creates ? req.headers['idempotency-key'] : undefined;
  const idempotencyKey = Array.isArray(idemKey) ? idemKey[0] : idemKey;
  if (idempotencyKey !== undefined) assertStorableText(idempotencyKey, 'Idempotency-Key');

  // The host's tenant from the cache when known: the transaction then opens in its scope at once
  // (one statement with BEGIN, the role, the tenant and the cache epoch: docs/performance.md).
  const caches = cachesOf(app);
  const guess = host.kind === 'tenant' ? caches.tenant(host.slug) : undefined;
  const inScope = async (tx: Db, epoch: number, readScope: boolean) => {
    // A read scope uses the caches as they are (at `epoch`, checked with its first statement).
    if (!readScope) await caches.sync(tx, epoch);
    let tenant: TenantContext | null = null;
    if (host.kind === 'tenant') {
      // The guess stands only if the sync kept it (no change to the tenant since it was cached).
      tenant = (guess && caches.tenant(host.slug)) ?? null;
      if (!tenant) {
        tenant = (await findTenantBySlug(tx, host.slug)) ?? null;
        if (!tenant) throw new AppError('TENANT_NOT_FOUND');
        caches.putTenant(host.slug, tenant, epoch);
      }
    }
    if (decl.scope === 'platform' && tenant) {
      throw forbidden('This call is only available at the platform’s own host.');
    }
    if (decl.scope === 'tenant' && !tenant) {
      throw forbidden('This call is only available at a tenant’s host.');
    }
    const scopeTenantId = tenant?.id ?? PLATFORM_TENANT_ID;
    if (tenant && tenant.id !== guess?.id) {
      // A read scope sets the tenant with each statement: it cannot switch to another one.
      if (readScope) throw new ReadScopeRetry('unsupported');
      await tx.execute(sql`select set_config('app.tenant_id', ${tenant.id}, true)`);
    }

    const pipeline: Pipeline = { tx, epoch, caches, scopeTenantId };
    const { session, link } = await authenticate(app, pipeline, decl, req, body, tenant);

    const parsed = decl.payload.safeParse(body);
    if (!parsed.success) throw validationFailed(toIssues(parsed.error));

    if (idempotencyKey) {
      const start = await beginIdempotent(tx, idempotencyKey, decl.path, requestHash(decl.path, parsed.data));
      if (start.replay) return { replayed: true as const, ...start.replay };
    }

    const ctx: CallContext<unknown> = {
      payload: parsed.data,
      tx,
      tenant,
      scopeTenantId,
      session,
      link,
      call: decl,
      request: req,
      log: req.log,
      database: app.database,
      config: app.config,
      asTenant: readScope
        ? () => Promise.reject(new ReadScopeRetry('unsupported'))
        : (tenantId, fn) => asTenant(tx, tenantId, fn),
    };
    const out = await handler(ctx as never);
    const checked = decl.result.safeParse(out);
    if (!checked.success) {
      req.log.error({ call: decl.path, issues: checked.error.issues }, 'handler result does not match its contract');
      throw new Error(`Result of ${decl.path} does not match its contract`);
    }
    const responseBody = { result: checked.data };
    if (idempotencyKey) await finishIdempotent(tx, idempotencyKey, 200, responseBody);
    return { replayed: false as const, statusCode: 200, body: responseBody };
  };

  // A read-only call whose host's tenant is cached runs in a read scope (PostgreSQL): each
  // statement carries the scope and runs as its own read-only transaction, one round trip each,
  // on the caches as of their epoch; the first statement's epoch proves them current, else the
  // request runs again as below (docs/adr/0016-read-scope.md). The caller's session comes from the
  // cache or is looked up in the read scope (its due touch written behind: ADR 0018); a tenant
  // not cached is looked up in the transaction (the scope needs the tenant before any statement).
  const scopeTenantGuess = guess?.id ?? PLATFORM_TENANT_ID;
  const assumedEpoch = caches.currentEpoch;
  let outcome: Awaited<ReturnType<typeof inScope>> | undefined;
  const cached = host.kind !== 'tenant' || guess !== undefined;
  if (decl.readOnly && app.database.readScoped && assumedEpoch !== null && cached) {
    try {
      outcome = await app.database.readScoped(scopeTenantGuess, assumedEpoch, (tx) => inScope(tx, assumedEpoch, true));
      caches.stats.readScopes++;
    } catch (err) {
      if (!isReadScopeRetry(err)) throw err;
      caches.stats.readScopeRetries++;
    }
  }
  // The host's tenant from the cache when known: the transaction then opens in its scope at once
  // (one statement with BEGIN, the role, the tenant and the cache epoch: docs/performance.md).
  // Once more if work shared with another request's read scope was abandoned with it.
  const inTransaction = () => withScope(app.database, scopeTenantGuess, (tx, epoch) => inScope(tx, epoch, false));
  outcome ??= await inTransaction().catch((err: unknown) => {
    if (!isReadScopeRetry(err)) throw err;
    return inTransaction();
  });

  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(outcome.statusCode).send(outcome.body);
}

/**
 * Registers the handler of one declared call at `POST /api{path}`. Call from `app.ts` or from a
 * plugin; `assertCallsComplete` then checks the set against `ALL_CALLS`.
 */
export function registerCall(
  app: FastifyInstance,
  declaration: AnyCallDeclaration,
  handler: CallHandler<AnyCallDeclaration>,
): void {
  if (app.callRegistry.has(declaration.path)) {
    throw new Error(`Call ${declaration.path} has two handlers`);
  }
  app.callRegistry.set(declaration.path, { declaration, handler });
  app.post(
    `/api${declaration.path}`,
    {
      config: { rateLimit: rateLimitFor(app, declaration), callPath: declaration.path },
    },
    (req, reply) => runCall(app, declaration, handler, req, reply),
  );
}

export function registerCalls(app: FastifyInstance, registrations: readonly CallRegistration[]): void {
  for (const r of registrations) registerCall(app, r.declaration, r.handler);
}

/** Every declaration has a handler and every handler a declaration, else the server refuses to start. */
export function assertCallsComplete(
  registry: Map<string, { declaration: AnyCallDeclaration }>,
  declarations: readonly AnyCallDeclaration[] = ALL_CALLS,
): void {
  const declared = new Map<string, AnyCallDeclaration>(declarations.map((d) => [d.path, d]));
  const missing = [...declared.keys()].filter((p) => !registry.has(p));
  const undeclared = [...registry.keys()].filter((p) => !declared.has(p));
  const mismatched = [...registry.entries()]
    .filter(([p, e]) => declared.has(p) && declared.get(p) !== e.declaration)
    .map(([p]) => p);
  const problems = [
    ...missing.map((p) => `declared but has no handler: ${p}`),
    ...undeclared.map((p) => `handler without a declaration in shared/src/contract (ALL_CALLS): ${p}`),
    ...mismatched.map((p) => `handler registered with a different declaration object: ${p}`),
  ];
  if (problems.length) throw new Error(`Call contract incomplete:\n  - ${problems.join('\n  - ')}`);
}
