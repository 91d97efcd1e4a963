import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../domain/limits';
import { callPayload, defineCall } from '../define-call';
import { MASTERDATA_OWNERS, ZMasterdataCategory, ZMasterdataItem } from './masterdata-item';

export const ZListMasterdataPayload = callPayload({
  category: ZMasterdataCategory,
  /** 1-based page. */
  page: z.number().int().min(1).default(1),
  /** Defaults to 1000, or 10000 for status lists (SPEC §9). */
  perpage: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  matcher: z
    .object({
      /** Case-insensitive substring of name (or code / designation). */
      name: z.string().max(200).optional(),
      ids: z.array(z.number().int()).max(MAX_PAGE_SIZE).optional(),
      code: z.string().max(50).optional(),
      countryId: z.number().int().optional(),
      stateId: z.number().int().optional(),
      parentId: z.number().int().optional(),
      active: z.boolean().optional(),
      /** Only the global (seeded, read-only for firms) rows, or only the caller's own. */
      owner: z.enum(MASTERDATA_OWNERS).optional(),
    })
    .default({}),
  /** Only meaningful as the caller's own tenant; global entries are always included. */
  tenantId: z.uuid().optional(),
});
export type TListMasterdataPayload = z.input<typeof ZListMasterdataPayload>;

export const ZListMasterdataResult = z.object({
  data: z.array(ZMasterdataItem),
  /** Total entries matching, across pages. */
  count: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
});
export type TListMasterdataResult = z.infer<typeof ZListMasterdataResult>;

export const listMasterdataCall = defineCall({
  path: '/masterdata/list',
  summary: 'List master data of a category (global entries plus the tenant’s own), paged.',
  payload: ZListMasterdataPayload,
  result: ZListMasterdataResult,
  auth: { kind: 'public' },
  ids: { tenantId: 'tenant' },
  example: { category: 'countries', page: 1, perpage: 50, matcher: { name: 'ind' } },
});
