import type { AnyCallDeclaration } from 'shared/contract';
import type { AppConfig } from '../config';
import type { Database } from '../db';
import type { LinkResolver, SessionResolver, SessionTouches } from '../auth';
import type { CallHandler } from './register-call';
import type { RequestCaches } from './request-caches';

export interface CallRegistryEntry {
  declaration: AnyCallDeclaration;
  handler: CallHandler<AnyCallDeclaration>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Declared path → registered handler. */
    callRegistry: Map<string, CallRegistryEntry>;
    database: Database;
    config: AppConfig;
    sessionResolver: SessionResolver;
    linkResolver: LinkResolver;
    /** Tenant-by-host and session caches of the call pipeline (request-caches.ts). */
    requestCaches: RequestCaches;
    /** `last_seen_at` touches written behind the requests (auth/session-touches.ts). */
    sessionTouches: SessionTouches;
    /** Set once shutdown began: /readyz answers 503. */
    shuttingDown: boolean;
  }
}
