import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZTenantPublic } from './tenant-schemas';

export const ZGetTenantBySubdomainPayload = callPayload({
  /** Defaults to the first label of the request's host name. */
  subdomain: z.string().trim().toLowerCase().max(63).optional(),
});
export type TGetTenantBySubdomainPayload = z.input<typeof ZGetTenantBySubdomainPayload>;

export const ZGetTenantBySubdomainResult = ZTenantPublic;
export type TGetTenantBySubdomainResult = z.infer<typeof ZGetTenantBySubdomainResult>;

export const getTenantBySubdomainCall = defineCall({
  path: '/tenant/details-by-subdomain',
  summary: 'White-label settings of the tenant of this host, loaded by the shell before rendering.',
  payload: ZGetTenantBySubdomainPayload,
  result: ZGetTenantBySubdomainResult,
  auth: { kind: 'public' },
  example: { subdomain: 'demo' },
});
