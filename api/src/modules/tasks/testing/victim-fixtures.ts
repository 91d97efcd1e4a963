import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { todos } from '../tasks.table';

/* A task of the victim tenant, for the calls that take task ids (platform/http/__tests__/isolation.test.ts). */
export const TASKS_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  todo: async (db, victim) => {
    const marker = `SECRET-TASK-${randomBytes(6).toString('hex')}`;
    const [row] = await withTenant(db, victim.id, (tx) =>
      tx.insert(todos).values({ title: marker, description: marker }).returning({ id: todos.id }),
    );
    return {
      value: row!.id,
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(todos).where(eq(todos.id, row!.id))),
    };
  },
};
