import './fastify-types';
export { AppError, notFound, forbidden, conflict, unauthenticated, validationFailed, errorEnvelope } from './errors';
export { installErrorHandler } from './error-handler';
export { handle, registerCall, registerCalls, assertCallsComplete, toIssues } from './register-call';
export type { CallHandler, CallRegistration } from './register-call';
export type { CallContext } from './call-context';
export type { CallRegistryEntry } from './fastify-types';
export { idempotencyKeys } from './idempotency.table';
export { buildOpenApi } from './openapi';
