import {
  ERROR_MESSAGES,
  ERROR_STATUS,
  type ErrorCode,
  type TErrorEnvelope,
  type TValidationIssue,
} from 'shared/contract';

/** An error a handler or the pipeline throws on purpose; answered with its code and message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly issues?: TValidationIssue[];

  constructor(code: ErrorCode, message?: string, options: { status?: number; issues?: TValidationIssue[] } = {}) {
    super(message ?? (ERROR_MESSAGES as Record<string, string>)[code] ?? ERROR_MESSAGES.GENERIC);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = options.status ?? ERROR_STATUS[code];
    if (options.issues) this.issues = options.issues;
  }
}

export const notFound = (message: string = ERROR_MESSAGES.NOT_FOUND) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string = ERROR_MESSAGES.FORBIDDEN) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unauthenticated = (message: string = ERROR_MESSAGES.UNAUTHENTICATED) =>
  new AppError('UNAUTHENTICATED', message);
export const validationFailed = (issues: TValidationIssue[]) =>
  new AppError('VALIDATION_FAILED', `${ERROR_MESSAGES.VALIDATION_FAILED}: ${issues.map((i) => `${i.path || '(payload)'}: ${i.message}`).join('; ')}`, {
    issues,
  });

export function errorEnvelope(code: ErrorCode, message: string, issues?: TValidationIssue[]): TErrorEnvelope {
  return { result: { error: issues ? { code, message, issues } : { code, message } }, message };
}
