import type { TLoginMfaResult, TLoginPickResult } from 'shared/auth-contract';

/** A login step the server asked for, after credentials sent from the light sign-in page. */
export type HandedOverLoginStep = { step: 'pick'; answer: TLoginPickResult } | { step: 'mfa'; answer: TLoginMfaResult };

let pending: HandedOverLoginStep | null = null;

/**
 * The light sign-in page (`features/auth/light`) sends the credentials itself; when the server
 * answers a pick-list or an MFA challenge, the full app takes over and the login page starts at
 * that step (`useLoginFlow` reads it once, then forgets it).
 */
export function handOverLoginStep(step: HandedOverLoginStep | null): void {
  pending = step;
}

export function handedOverLoginStep(): HandedOverLoginStep | null {
  return pending;
}
