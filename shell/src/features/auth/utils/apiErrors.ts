import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from 'shared/client/api-error';
import { ERROR_MESSAGES } from 'shared/contract/error-messages';

/** The message to show for a failed call: the server's message (SPEC §8), else the generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return ERROR_MESSAGES.GENERIC;
}

/**
 * Puts a failed call's field issues on the form's fields. Returns true when every issue landed on
 * a field, so the caller can skip the summary message (it would only repeat 'Validation failed').
 */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.issues.length === 0) return false;
  let all = true;
  for (const issue of error.issues) {
    const field = fields.find((f) => f === issue.path || issue.path.startsWith(`${f}.`));
    if (field) setError(field, { type: 'server', message: issue.message });
    else all = false;
  }
  return all;
}

/**
 * A failed call's field issues as one message per listed field (the first issue of each), for
 * forms without react-hook-form; issues on other paths are left out.
 */
export function fieldIssues<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return out;
  for (const issue of error.issues) {
    const field = fields.find((f) => f === issue.path || issue.path.startsWith(`${f}.`));
    if (field && out[field] === undefined) out[field] = issue.message;
  }
  return out;
}
