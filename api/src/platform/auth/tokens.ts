import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 32 random bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as SHA-256 hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The bearer token of an Authorization header, if any. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(value.trim());
  const token = m?.[1]?.trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

/** Length of every token `newToken` makes (32 bytes in base64url, no padding). */
export const TOKEN_LENGTH = 43;

/** What stands in for a token in an answer that must not carry it. */
export const REDACTED_TOKEN = '[redacted]';

/** A whole run of exactly TOKEN_LENGTH base64url characters: a token as it appears in a link or a text. */
const BARE_TOKEN = new RegExp(`(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{${TOKEN_LENGTH}}(?![A-Za-z0-9_-])`, 'g');
/** The value of a link's token parameter (SPEC §2.3: token, key or accessToken; `;` for `&amp;`), whatever its length. */
const TOKEN_PARAM = /([?&;](?:token|key|accessToken)=)[^&#"'\s<>]+/gi;

/**
 * The text with every link token replaced by REDACTED_TOKEN: token parameters of links and bare
 * tokens (in a path like `/appointments/{token}`, an ICS address, or plain text). For answers that
 * show a mail to someone other than its recipient: a live token there hands its power to the
 * reader (issue 14, point 2).
 */
export function redactTokens(text: string): string {
  return text.replace(TOKEN_PARAM, `$1${REDACTED_TOKEN}`).replace(BARE_TOKEN, REDACTED_TOKEN);
}
