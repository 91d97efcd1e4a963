import type { TBranch } from 'shared/contract';
import type { BranchRow } from './branches.table';
import { iso } from '../../platform/data';

export const toBranch = (row: BranchRow, userCount: number): TBranch => ({
  _id: row.id,
  name: row.name,
  code: row.code,
  address: row.address ?? null,
  isDefault: row.isDefault,
  active: row.active,
  userCount,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
