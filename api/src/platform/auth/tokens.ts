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
