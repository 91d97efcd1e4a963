import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pwdWorkflow } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { petitions } from '../../petitions';
import { pwdDetails, pwdWageImports, pwdWageRows } from '../pwd.table';

/** A victim tenant's PWD (case + side row) and wage import, with unique markers, for the isolation test. */
export const PWD_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  pwd: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const id = await withTenant(db, victim.id, async (tx) => {
      const [row] = await tx
        .insert(petitions)
        .values({ caseNumber: marker, title: marker, kind: 'pwd', typeId: 12, subTypeId: 30, workflow: pwdWorkflow(1, 12), nextActivity: 'UPDATE_DOL_RESPONSE' })
        .returning({ id: petitions.id });
      await tx.insert(pwdDetails).values({ petitionId: row!.id, jobTitle: marker, duties: marker, statusLogs: [] });
      return row!.id;
    });
    return {
      value: id,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, async (tx) => ({
          petition: await tx.select().from(petitions).where(eq(petitions.id, id)),
          details: await tx.select().from(pwdDetails).where(eq(pwdDetails.petitionId, id)),
        })),
    };
  },
  wageImport: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const id = await withTenant(db, victim.id, async (tx) => {
      const [imp] = await tx.insert(pwdWageImports).values({ year: '2025-2026', label: marker }).returning({ id: pwdWageImports.id });
      await tx.insert(pwdWageRows).values({ importId: imp!.id, areaCode: '99999', socCode: '15-1252', level1: 1, level2: 2, level3: 3, level4: 4, label: marker });
      return imp!.id;
    });
    return {
      value: id,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, async (tx) => ({
          imp: await tx.select().from(pwdWageImports).where(eq(pwdWageImports.id, id)),
          rows: await tx.select().from(pwdWageRows).where(eq(pwdWageRows.importId, id)),
        })),
    };
  },
};
