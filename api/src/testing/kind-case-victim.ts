import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ActivityCode, CaseKind, Workflow } from 'shared/domain';
import { withTenant, type Db } from '../platform/db';
import type { VictimFixture } from '../platform/modules';
import { petitions } from '../modules/petitions';

/*
 * Victim records of the isolation test (platform/http/__tests__/isolation.test.ts) for the case
 * kinds with a side table (lca, pwd): a case of the kind plus its side rows, each holding one
 * unique marker, and the snapshot compared before and after every attacker call.
 */

export const victimMarker = (): string => `SECRET-${randomBytes(6).toString('hex')}`;

/** A victim record: `insert` writes it in the victim tenant; `snapshot` reads its rows there. */
export function markedVictim<T>(insert: (tx: Db, marker: string) => Promise<T>, value: (made: T) => unknown, snapshot: (tx: Db, made: T) => Promise<unknown>): VictimFixture {
  return async (db, victim) => {
    const marker = victimMarker();
    const made = await withTenant(db, victim.id, (tx) => insert(tx, marker));
    return { value: value(made), marker, snapshot: () => withTenant(db, victim.id, (tx) => snapshot(tx, made)) };
  };
}

export interface KindCaseVictim {
  kind: CaseKind;
  typeId: number;
  subTypeId: number;
  workflow: Workflow;
  nextActivity: ActivityCode;
  /** Writes the case's side rows (marked). */
  side: (tx: Db, petitionId: string, marker: string) => Promise<void>;
  /** Reads the case's side rows, by table. */
  sideSnapshot: (tx: Db, petitionId: string) => Promise<Record<string, unknown>>;
}

/** A victim tenant's case of a kind (case number and title are the marker) with its side rows; its value is the case id. */
export function kindCaseVictim(k: KindCaseVictim): VictimFixture {
  return markedVictim(
    async (tx, marker) => {
      const [row] = await tx
        .insert(petitions)
        .values({ caseNumber: marker, title: marker, kind: k.kind, typeId: k.typeId, subTypeId: k.subTypeId, workflow: k.workflow, nextActivity: k.nextActivity })
        .returning({ id: petitions.id });
      await k.side(tx, row!.id, marker);
      return row!.id;
    },
    (id) => id,
    async (tx, id) => ({ petition: await tx.select().from(petitions).where(eq(petitions.id, id)), ...(await k.sideSnapshot(tx, id)) }),
  );
}
