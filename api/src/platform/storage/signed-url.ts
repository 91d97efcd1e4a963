import { createHmac, timingSafeEqual } from 'node:crypto';

/** Path prefix of locally served signed addresses. */
export const SIGNED_PREFIX = '/files/signed/';

export interface SignedParams {
  key: string;
  exp: number;
  name?: string;
}

const mac = (secret: string, p: SignedParams): Buffer =>
  createHmac('sha256', secret)
    .update(`v1\n${p.key}\n${p.exp}\n${p.name ?? ''}`)
    .digest();

/** `/files/signed/<key>?exp=<unix s>&name=<download name>&sig=<hmac>` valid for `ttlSeconds`. */
export function signLocalUrl(secret: string, key: string, ttlSeconds: number, name?: string, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const sig = mac(secret, { key, exp, name }).toString('base64url');
  const q = new URLSearchParams({ exp: String(exp) });
  if (name) q.set('name', name);
  q.set('sig', sig);
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${SIGNED_PREFIX}${path}?${q.toString()}`;
}

export type SignedCheck = 'ok' | 'expired' | 'invalid';

/** Checks a signed address; the signature is compared in constant time before the expiry. */
export function verifyLocalUrl(
  secret: string,
  key: string,
  query: { exp?: string; sig?: string; name?: string },
  now = Date.now(),
): SignedCheck {
  const exp = Number(query.exp);
  if (!query.sig || !Number.isSafeInteger(exp)) return 'invalid';
  const expected = mac(secret, { key, exp, name: query.name });
  const given = Buffer.from(query.sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return exp * 1000 < now ? 'expired' : 'ok';
}

/** `Content-Disposition` with an ASCII fallback and the RFC 5987 UTF-8 name. */
export function contentDisposition(type: 'inline' | 'attachment', fileName?: string): string {
  if (!fileName) return type;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
