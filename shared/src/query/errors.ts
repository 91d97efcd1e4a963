import { ApiError } from 'shared/client';
import { ERROR_MESSAGES } from '../contract';

/**
 * Every error a call hook reports is an ApiError: the client already rejects with one; anything
 * else thrown on the way (a bug, a test double) keeps its message under code `CLIENT`.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error) {
    if (error.name === 'AbortError' || error.name === 'CanceledError')
      return new ApiError('ABORTED', error.message || 'error', 0);
    return new ApiError('CLIENT', error.message || ERROR_MESSAGES.GENERIC, 0);
  }
  return new ApiError('CLIENT', typeof error === 'string' && error ? error : ERROR_MESSAGES.GENERIC, 0);
}
