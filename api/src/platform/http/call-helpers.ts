import type { z } from 'zod';
import { DUPLICATE_ID_ISSUE_PATH } from 'shared/contract';
import type { CallContext } from './call-context';
import { AppError } from './errors';

/** A handler's context typed by the declaration's payload schema. */
export type Ctx<S extends z.ZodType> = CallContext<z.output<S>>;

/** 422 for one field; the message is the field's message. */
export const unprocessable = (path: string, message: string): AppError =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path, message }] });

/** 422 for several fields; the message joins theirs. */
export const unprocessableAll = (issues: { path: string; message: string }[]): AppError =>
  new AppError('VALIDATION_FAILED', issues.map((i) => i.message).join(' '), { issues });

/** 422 for one field; the message reads "Validation failed: <path>: <message>" (the people calls). */
export const invalid = (path: string, message: string): AppError =>
  new AppError('VALIDATION_FAILED', `Validation failed: ${path}: ${message}`, { issues: [{ path, message }] });

/** 409 CONFLICT naming the duplicate: issues `duplicateId` (its id) and the field that matched. */
export function duplicateConflict(field: string, duplicateId: string, message: string): AppError {
  return new AppError('CONFLICT', message, {
    issues: [
      { path: DUPLICATE_ID_ISSUE_PATH, message: duplicateId },
      { path: field, message },
    ],
  });
}

/**
 * 409 CONFLICT for a duplicate the caller may not see: the message names nothing (no name, no id),
 * so a conflict never reveals a record outside the caller's view (issue 14.3).
 */
export function unnamedDuplicateConflict(field: string, message: string): AppError {
  return new AppError('CONFLICT', message, { issues: [{ path: field, message }] });
}
