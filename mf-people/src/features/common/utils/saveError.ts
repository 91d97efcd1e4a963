import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { duplicateOf, type DuplicateInfo, errorMessage, fieldIssues } from 'shared/ui';

export interface SaveErrorTargets<T extends FieldValues> {
  setError: UseFormSetError<T>;
  toast: { error: (message: string) => void };
  /** Shows the DuplicateNotice of a 409 duplicate answer. */
  setDuplicate: (duplicate: DuplicateInfo) => void;
}

/**
 * A failed create/update of a person or company form: a duplicate (409) shows its notice; field
 * issues (422) go beside their fields with "Please correct the highlighted fields."; anything else
 * is a toast with the server's message ('Unable to update' without one).
 */
export function showSaveError<T extends FieldValues>(
  e: unknown,
  { setError, toast, setDuplicate }: SaveErrorTargets<T>,
): void {
  const dup = duplicateOf(e);
  if (dup) {
    setDuplicate(dup);
    return;
  }
  const issues = fieldIssues(e);
  for (const issue of issues) setError(issue.path as Path<T>, { type: 'server', message: issue.message });
  toast.error(issues.length > 0 ? 'Please correct the highlighted fields.' : errorMessage(e, 'Unable to update'));
}
