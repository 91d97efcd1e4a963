import { ApiError } from 'shared/client';
import { DUPLICATE_ID_ISSUE_PATH } from 'shared/contract/people';

export interface DuplicateInfo {
  id: string;
  /** The field that matched (passportNumber, email, feiNumber), when the server names it. */
  field?: string;
  message: string;
}

/** A 409 duplicate answer: the id of the record that already exists. */
export const duplicateOf = (error: unknown): DuplicateInfo | null => {
  if (!(error instanceof ApiError) || error.code !== 'CONFLICT') return null;
  const id = error.issues.find((i) => i.path === DUPLICATE_ID_ISSUE_PATH)?.message;
  if (!id) return null;
  const field = error.issues.find((i) => i.path !== DUPLICATE_ID_ISSUE_PATH);
  return { id, field: field?.path, message: field?.message ?? error.message };
};

/** Field issues of a 422 answer, for the form to show beside its fields. */
export const fieldIssues = (error: unknown): { path: string; message: string }[] =>
  error instanceof ApiError ? error.issues.filter((i) => i.path !== '' && i.path !== DUPLICATE_ID_ISSUE_PATH) : [];
