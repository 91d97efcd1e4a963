import { randomBytes } from 'node:crypto';
import { authenticator as base } from 'otplib';
import { toDataURL } from 'qrcode';
import { hashToken } from '../../platform/auth';
import type { RecoveryCodeJson } from '../users';

/** RFC 6238 TOTP: 30 s steps, 6 digits, SHA-1 (what authenticator apps expect); ±1 step of clock drift. */
const authenticator = base.clone({ window: 1 });
const STEP_MS = 30_000;

export const newTotpSecret = (): string => authenticator.generateSecret(20);

export const otpauthUrl = (account: string, issuer: string, secret: string): string =>
  authenticator.keyuri(account, issuer, secret);

export const qrDataUrl = (text: string): Promise<string> => toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 240 });

/**
 * The time step of a valid code, or null. A step at or before `lastStep` (a code already used)
 * is refused, so an observed code cannot be replayed.
 */
export function acceptTotp(secret: string, code: string, lastStep: number | null): number | null {
  let delta: number | null;
  try {
    delta = authenticator.checkDelta(code, secret);
  } catch {
    return null;
  }
  if (delta === null) return null;
  const step = Math.floor(Date.now() / STEP_MS) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Ten recovery codes `XXXXX-XXXXX` (50 random bits each) and their stored form (SHA-256). */
export function newRecoveryCodes(count = 10): { codes: string[]; stored: RecoveryCodeJson[] } {
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const bytes = randomBytes(10);
    let s = '';
    for (const b of bytes) s += ALPHABET[b & 31];
    codes.push(`${s.slice(0, 5)}-${s.slice(5)}`);
  }
  return { codes, stored: codes.map((c) => ({ hash: hashRecoveryCode(c), usedAt: null })) };
}

export const normalizeRecoveryCode = (code: string): string => code.replace(/[\s-]+/g, '').toUpperCase();
export const hashRecoveryCode = (code: string): string => hashToken(`recovery:${normalizeRecoveryCode(code)}`);

/** The stored codes with `code` marked used, or null when it is unknown or used. */
export function useRecoveryCode(stored: readonly RecoveryCodeJson[], code: string): RecoveryCodeJson[] | null {
  const hash = hashRecoveryCode(code);
  const i = stored.findIndex((c) => c.hash === hash && !c.usedAt);
  if (i < 0) return null;
  return stored.map((c, j) => (j === i ? { ...c, usedAt: new Date().toISOString() } : c));
}
