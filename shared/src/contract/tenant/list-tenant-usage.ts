import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZTenantStatus } from './tenant-schemas';

/** Columns the operator's firm list sorts by on the server (the last three are the usage counts). */
export const TENANT_USAGE_SORTS = ['name', 'slug', 'status', 'createdAt', 'users', 'cases', 'storageBytes'] as const;

export const ZListTenantUsagePayload = callPayload({
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
  /** Part of the firm's name, subdomain or admin e-mail. */
  search: z.string().trim().max(200).default(''),
  status: ZTenantStatus.exclude(['deleted']).optional(),
  sortBy: z.enum(TENANT_USAGE_SORTS).default('createdAt'),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
});
export type TListTenantUsagePayload = z.input<typeof ZListTenantUsagePayload>;

export const ZTenantUsageRow = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  status: ZTenantStatus,
  typeId: z.number().int(),
  adminName: z.string().nullable(),
  adminEmail: z.string().nullable(),
  createdAt: z.string(),
  /** Accounts of the firm (any status). */
  users: z.number().int(),
  /** Cases not deleted. */
  cases: z.number().int(),
  /** Bytes of the firm's stored files still kept. */
  storageBytes: z.number().int(),
});
export type TTenantUsageRow = z.infer<typeof ZTenantUsageRow>;

export const ZListTenantUsageResult = z.object({
  data: z.array(ZTenantUsageRow),
  count: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
});
export type TListTenantUsageResult = z.infer<typeof ZListTenantUsageResult>;

export const listTenantUsageCall = defineCall({
  path: '/tenant/usage-list',
  summary: 'Operator: the firms with their usage (users, cases, stored bytes), searched, sorted and paged on the server.',
  payload: ZListTenantUsagePayload,
  result: ZListTenantUsageResult,
  auth: { kind: 'operator' },
  scope: 'platform',
  example: { page: 1, perpage: 25, search: '', sortBy: 'createdAt', sortDir: 'desc' },
});
