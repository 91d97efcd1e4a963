import { ApiError } from 'shared/client';
import { ERROR_MESSAGES } from 'shared/contract/errors';

/** The message to show for a failed call: the server's own words, else SPEC §8's generic one. */
export const errorMessage = (error: unknown, fallback: string = ERROR_MESSAGES.GENERIC): string =>
  error instanceof ApiError || (error instanceof Error && error.message) ? error.message || fallback : fallback;

export const errorCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? String(error.code) : undefined;
