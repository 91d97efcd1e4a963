import { eq } from 'drizzle-orm';
import { pwdWorkflow } from 'shared/domain';
import type { VictimFixture } from '../../../platform/modules';
import { kindCaseVictim, markedVictim } from '../../../testing/kind-case-victim';
import { pwdDetails, pwdWageImports, pwdWageRows } from '../pwd.table';

/** A victim tenant's PWD (case + side row) and wage import, with unique markers, for the isolation test. */
export const PWD_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  pwd: kindCaseVictim({
    kind: 'pwd',
    typeId: 12,
    subTypeId: 30,
    workflow: pwdWorkflow(1, 12),
    nextActivity: 'UPDATE_DOL_RESPONSE',
    side: async (tx, petitionId, marker) => {
      await tx.insert(pwdDetails).values({ petitionId, jobTitle: marker, duties: marker, statusLogs: [] });
    },
    sideSnapshot: async (tx, id) => ({ details: await tx.select().from(pwdDetails).where(eq(pwdDetails.petitionId, id)) }),
  }),
  wageImport: markedVictim(
    async (tx, marker) => {
      const [imp] = await tx.insert(pwdWageImports).values({ year: '2025-2026', label: marker }).returning({ id: pwdWageImports.id });
      await tx.insert(pwdWageRows).values({ importId: imp!.id, areaCode: '99999', socCode: '15-1252', level1: 1, level2: 2, level3: 3, level4: 4, label: marker });
      return imp!.id;
    },
    (id) => id,
    async (tx, id) => ({
      imp: await tx.select().from(pwdWageImports).where(eq(pwdWageImports.id, id)),
      rows: await tx.select().from(pwdWageRows).where(eq(pwdWageRows.importId, id)),
    }),
  ),
};
