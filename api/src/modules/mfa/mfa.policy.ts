import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { users, type UserRow } from '../users';
import { findMfaSettings } from './mfa.repository';
import { acceptTotp, useRecoveryCode } from './totp';

export interface MfaPolicy {
  enabled: boolean;
  gracePeriodDate: Date | null;
}

/** The two-factor policy of the current scope (no row: off). */
export async function mfaPolicy(tx: Db): Promise<MfaPolicy> {
  const row = await findMfaSettings(tx);
  if (!row?.enabled) return { enabled: false, gracePeriodDate: null };
  return { enabled: true, gracePeriodDate: row.gracePeriodDate ? new Date(row.gracePeriodDate) : null };
}

export const hasMfa = (user: Pick<UserRow, 'mfaType' | 'mfaSecret'>): boolean => user.mfaType === 'totp' && !!user.mfaSecret;

/** SPEC §4: the tenant requires MFA, the user has none, and the grace date has passed. */
export function mfaOverdue(policy: MfaPolicy, user: Pick<UserRow, 'mfaType' | 'mfaSecret'>, now = Date.now()): boolean {
  return policy.enabled && !hasMfa(user) && (policy.gracePeriodDate === null || policy.gracePeriodDate.getTime() <= now);
}

/**
 * Checks a TOTP code or a recovery code for an enrolled user and records its use in `tx` (the
 * code's time step, or the recovery code marked used). False when neither is valid.
 */
export async function verifySecondFactor(
  tx: Db,
  user: UserRow,
  input: { mfaCode?: string; recoveryCode?: string },
): Promise<boolean> {
  if (!hasMfa(user)) return false;
  if (input.mfaCode) {
    const step = acceptTotp(user.mfaSecret!, input.mfaCode, user.mfaLastStep);
    if (step === null) return false;
    await tx.update(users).set({ mfaLastStep: step }).where(eq(users.id, user.id));
    return true;
  }
  if (input.recoveryCode) {
    const next = useRecoveryCode(user.mfaRecoveryCodes ?? [], input.recoveryCode);
    if (!next) return false;
    await tx.update(users).set({ mfaRecoveryCodes: next }).where(eq(users.id, user.id));
    return true;
  }
  return false;
}

/** Removes a user's enrolment (reset by a manager, or disabled by the user). */
export async function clearMfa(tx: Db, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({
      mfaType: null,
      mfaSecret: null,
      mfaPendingSecret: null,
      mfaEnabledAt: null,
      mfaLastStep: null,
      mfaRecoveryCodes: [],
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
