import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZTenant, ZTenantSlug } from './tenant-schemas';

export const ZInviteTenantPayload = callPayload({
  name: z.string().trim().min(2).max(200),
  slug: ZTenantSlug,
  typeId: z.union([z.literal(1), z.literal(2)]).default(1),
  adminName: z.string().trim().min(1).max(200),
  adminEmail: z.email(),
});
export type TInviteTenantPayload = z.input<typeof ZInviteTenantPayload>;

export const ZInviteTenantResult = z.object({
  tenant: ZTenant,
  /** When the activation e-mail's link stops working. */
  activationExpiresAt: z.string(),
});
export type TInviteTenantResult = z.infer<typeof ZInviteTenantResult>;

export const inviteTenantCall = defineCall({
  path: '/tenant/invite',
  summary: 'Operator: invite a new tenant; its admin activates it with the e-mailed key.',
  payload: ZInviteTenantPayload,
  result: ZInviteTenantResult,
  auth: { kind: 'operator' },
  scope: 'platform',
  creates: true,
  example: { name: 'Smith & Rao LLP', slug: 'smithrao', typeId: 1, adminName: 'Jo Smith', adminEmail: 'jo@smithrao.test' },
});
