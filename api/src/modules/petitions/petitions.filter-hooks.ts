import type { SQL } from 'drizzle-orm';
import type { TCaseFilter } from 'shared/domain';
import { defineHookPoint } from '../../platform/modules';

/**
 * A case-kind module's SQL for one field of the SPEC §3 case list matcher (e.g. the lca module's
 * `getPendingWithLCA`, the pwd module's `pwdPositionTypeStatus`). When a module hooks a field, its
 * condition replaces the kernel's own for that field in `filterSql` (case lists, exports, dashboard
 * counts and statistics alike). The SQL may read `petitions` columns and the kind's own tables.
 */
export interface CaseFilterHook {
  field: keyof TCaseFilter;
  /** The condition when the field is set in the matcher, or undefined for no condition. */
  sql: (f: TCaseFilter) => SQL | undefined;
}
export const caseFilterHooks = defineHookPoint<CaseFilterHook>('case-filter');
