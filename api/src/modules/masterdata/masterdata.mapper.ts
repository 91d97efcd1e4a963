import type { TMasterdataCategory, TMasterdataItem } from 'shared/contract';
import { PLATFORM_TENANT_ID } from '../../platform/db';
import type { MasterdataRow } from './masterdata.table';

export function toMasterdataItem(row: MasterdataRow): TMasterdataItem {
  return {
    id: row.id,
    category: row.category as TMasterdataCategory,
    name: row.name,
    code: row.code,
    designation: row.designation,
    countryId: row.countryId,
    stateId: row.stateId,
    parentId: row.parentId,
    sortOrder: row.sortOrder,
    active: row.active,
    tenantId: row.tenantId === PLATFORM_TENANT_ID ? null : row.tenantId,
    extra: row.extra ?? {},
  };
}
