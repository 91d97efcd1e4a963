import { ApiError } from 'shared/client';
import { ERROR_MESSAGES, ZLinkToken } from 'shared/auth-contract';

/** True when a failure means the link itself is no good (unknown, used, expired or malformed). */
export function isInvalidLinkError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'LINK_TOKEN_INVALID') return true;
  return error.issues.some((issue) => ['token', 'key', 'accessToken'].includes(issue.path));
}

/** A token that cannot be a link token is refused before any call. */
export function isWellFormedLinkToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && ZLinkToken.safeParse(token).success;
}

/** What to say about a dead link: the token issue's words, else the server's message. */
export function invalidLinkMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const issue = error.issues.find((i) => ['token', 'key', 'accessToken'].includes(i.path));
    return issue?.message ?? error.message ?? ERROR_MESSAGES.LINK_TOKEN_INVALID;
  }
  return ERROR_MESSAGES.LINK_TOKEN_INVALID;
}
