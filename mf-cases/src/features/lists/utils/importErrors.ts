import { ApiError } from 'shared/client';
import { ERROR_MESSAGES } from 'shared/contract/errors';
import type { TOldCaseRowResult } from 'shared/contract';

export interface ImportProblem {
  message: string;
  details: string[];
}

/** SPEC §8: a failed old-case import shows errorMsg and messages, or 'An unexpected error occurred.'. */
export const importFailure = (error: unknown): ImportProblem => {
  if (error instanceof ApiError && error.status < 500 && error.message) {
    return {
      message: error.message,
      details: error.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)),
    };
  }
  return { message: ERROR_MESSAGES.UNEXPECTED, details: [] };
};

/** A refused row's lines: its errorMsg, then each field message; the generic one when it has neither. */
export const rowProblems = (row: TOldCaseRowResult): string[] => {
  const lines = [
    ...(row.errorMsg ? [row.errorMsg] : []),
    ...row.messages.map((m) => (m.field ? `${m.field}: ${m.message}` : m.message)),
  ];
  return lines.length > 0 ? lines : [ERROR_MESSAGES.UNEXPECTED];
};
