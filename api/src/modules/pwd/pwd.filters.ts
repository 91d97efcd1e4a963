import { sql } from 'drizzle-orm';
import { PWD_POSITION_STATES, PWD_RULES } from 'shared/domain';
import type { CaseFilterHook } from '../petitions';
import { petitions } from '../petitions';
import { pwdDetails } from './pwd.table';

/**
 * SPEC §3 case list filter `pwdPositionTypeStatus` (kernel hook point): with one of the position
 * states (pending, valid, expiring, expired), the cases whose PWD — the case itself when it is a
 * PWD, else a PWD opened from it — is in that state today; any other value keeps the kernel's
 * match on the case's own `pwd_position_type_status` column.
 */
export const pwdPositionFilter: CaseFilterHook = {
  field: 'pwdPositionTypeStatus',
  sql: (f) => {
    const v = f.pwdPositionTypeStatus?.trim().toLowerCase();
    if (!v) return undefined;
    if (!(PWD_POSITION_STATES as readonly string[]).includes(v)) return sql`lower(${petitions.pwdPositionTypeStatus}) = ${v}`;
    const state = sql`case when d.valid_to is null then 'pending' when d.valid_to < current_date then 'expired'
      when d.valid_to <= current_date + ${PWD_RULES.expiringWithinDays}::int then 'expiring' else 'valid' end`;
    return sql`exists (select 1 from ${pwdDetails} d join ${petitions} pp on pp.id = d.petition_id and pp.tenant_id = d.tenant_id
      where pp.deleted_at is null and (pp.id = ${petitions.id} or pp.parent_id = ${petitions.id}) and d.status_id <> 6 and (${state}) = ${v})`;
  },
};
