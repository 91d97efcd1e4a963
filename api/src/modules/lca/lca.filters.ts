import { and, inArray, ne, or, sql } from 'drizzle-orm';
import type { CaseFilterHook } from '../petitions';
import { petitions } from '../petitions';

/** The LCA steps of a workflow: a case whose next step is one of them waits on its LCA. */
const LCA_STEPS = ['LCA_REQUEST', 'LCA_REQUIRED', 'LCA_SUBMIT'];

/**
 * SPEC §3 case list filter `getPendingWithLCA` (and the statistics' status 99): a case (not an
 * LCA itself) whose LCA was requested and whose LCA_SUBMIT is not yet done (certification or an
 * LCA from the inventory completes it, lca.service.ts), or whose next workflow step is an LCA step.
 */
export const pendingWithLcaFilter: CaseFilterHook = {
  field: 'getPendingWithLCA',
  sql: (f) =>
    f.getPendingWithLCA
      ? and(
          ne(petitions.kind, 'lca'),
          or(
            and(
              sql`${petitions.completedActivities} @> '["LCA_REQUEST"]'::jsonb`,
              sql`not (${petitions.completedActivities} @> '["LCA_SUBMIT"]'::jsonb)`,
            ),
            inArray(petitions.nextActivity, LCA_STEPS),
          ),
        )
      : undefined,
};
