/** The parts of the /mfa/check-2fa answer (SPEC §3 MFA check) that the grace rule reads. */
export interface MfaGraceState {
  mfaType?: string | null;
  mfaEnabledByTenant?: boolean | number | null;
  /** ISO date-time; with MFA required, null means no grace at all (as the contract defines it). */
  gracePeriodDate?: string | null;
  /** The server's own verdict, when it gives one. */
  mustLogout?: boolean;
}

/**
 * SPEC §4 MFA grace: log out when the tenant enables MFA, the user has no MFA type and the grace
 * date has passed. The client decides from the fields itself (so a clock-skewed or older server
 * answer is still read the same way) and also honours the server's `mustLogout`. A missing or
 * unreadable date is no decision; an explicit null is "no grace" and counts as passed.
 */
export function isMfaGraceExpired(state: MfaGraceState, now: Date = new Date()): boolean {
  if (state.mustLogout === true) return true;
  const enabled = state.mfaEnabledByTenant === true || state.mfaEnabledByTenant === 1;
  if (!enabled) return false;
  if (typeof state.mfaType === 'string' && state.mfaType.trim() !== '') return false;
  if (state.gracePeriodDate === undefined) return false;
  if (state.gracePeriodDate === null) return true;
  const grace = Date.parse(state.gracePeriodDate);
  return Number.isFinite(grace) && grace <= now.getTime();
}
