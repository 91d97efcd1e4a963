import type { Db } from '../../platform/db';
import { mfaSettings, type MfaSettingsRow } from './mfa-settings.table';

export async function findMfaSettings(tx: Db): Promise<MfaSettingsRow | undefined> {
  const [row] = await tx.select().from(mfaSettings).limit(1);
  return row;
}

export async function saveMfaSettings(
  tx: Db,
  values: { enabled: boolean; gracePeriodDate: Date | null; updatedBy?: string },
): Promise<MfaSettingsRow> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await tx
    .insert(mfaSettings)
    .values(set)
    .onConflictDoUpdate({ target: [mfaSettings.tenantId], set })
    .returning();
  return row!;
}
