import './fastify-types';
export { AppError, notFound, forbidden, conflict, unauthenticated, validationFailed, errorEnvelope } from './errors';
export { installErrorHandler } from './error-handler';
export {
  unprocessable,
  unprocessableAll,
  invalid,
  duplicateConflict,
  unnamedDuplicateConflict,
} from './call-helpers';
export type { Ctx } from './call-helpers';
export { assertStorableText, findUnstorableText, MAX_PAYLOAD_DEPTH } from './storable-text';
export { handle, registerCall, registerCalls, assertCallsComplete, toIssues } from './register-call';
export type { CallHandler, CallRegistration } from './register-call';
export { RequestCaches, CACHE_LIMITS } from './request-caches';
export type { CacheStats } from './request-caches';
export type { CallContext } from './call-context';
export type { CallRegistryEntry } from './fastify-types';
export { idempotencyKeys } from './idempotency.table';
export { buildOpenApi } from './openapi';
export { docsPlugin } from './docs.plugin';
