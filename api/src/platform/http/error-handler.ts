import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, type ErrorCode } from 'shared/contract';
import { AppError, errorEnvelope } from './errors';

/** Maps fastify's own errors (body parsing, limits) to our codes. */
function fromFastifyError(err: FastifyError): AppError | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('BAD_REQUEST', 'Send the payload as application/json.', { status: 415 });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
    default:
      break;
  }
  if (err.statusCode === 429) return new AppError('RATE_LIMITED');
  if (err.statusCode === 503) return new AppError('UNAVAILABLE');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500 && (err as { code?: string }).code?.startsWith('FST_')) {
    return new AppError('BAD_REQUEST', err.message, { status: err.statusCode });
  }
  return undefined;
}

/**
 * One error handler: deliberate errors answer with their code; everything else is logged and
 * answered as INTERNAL with the generic message, never internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error instanceof AppError ? error : fromFastifyError(error as FastifyError);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, 'call failed');
      else request.log.info({ code: known.code, msg: known.message }, 'call refused');
      const headers = (error as { headers?: Record<string, string> }).headers;
      if (headers) reply.headers(headers);
      return reply.code(known.statusCode).send(errorEnvelope(known.code, known.message, known.issues));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorEnvelope('INTERNAL', ERROR_MESSAGES.GENERIC));
  });

  app.setNotFoundHandler((request, reply) => {
    const code: ErrorCode = 'NOT_FOUND';
    const path = request.url.split('?')[0] ?? '';
    const message = path.startsWith('/api/') ? `Unknown call ${request.method} ${path}` : ERROR_MESSAGES.NOT_FOUND;
    return reply.code(404).send(errorEnvelope(code, message));
  });
}
