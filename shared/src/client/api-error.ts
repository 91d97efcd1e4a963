import { ERROR_MESSAGES } from '../contract/error-messages';
import type { ErrorCode } from '../contract/errors';

/** The one typed error every call rejects with. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | string,
    message: string,
    readonly status: number,
    readonly issues: readonly { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface EnvelopeLike {
  result?: { error?: { code?: string; message?: string; issues?: { path: string; message: string }[] } | string } | null;
  message?: string;
}

/**
 * SPEC §8: error text is read from result.error.message, the top-level message, or
 * result.error itself, depending on the call.
 */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const env = (body ?? {}) as EnvelopeLike;
  const err = env.result?.error;
  if (typeof err === 'string') return new ApiError('ERROR', err, status);
  const message = err?.message ?? env.message ?? ERROR_MESSAGES.GENERIC;
  return new ApiError(err?.code ?? (status >= 500 ? 'INTERNAL' : 'ERROR'), message, status, err?.issues ?? []);
}
