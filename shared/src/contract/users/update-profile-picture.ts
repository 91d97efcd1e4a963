import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZOperatorTenantId, ZUser } from './user-schemas';

/** Sets (or clears, with null) a profile picture: the storage key an /s3/upload answered. */
export const ZUpdateProfilePicturePayload = callPayload({
  tenantId: ZOperatorTenantId,
  /** Omit for the signed-in user. */
  userId: z.uuid().optional(),
  /** `t/<tenantId>/…` key of an uploaded image, or null to remove the picture. */
  fileKey: z.string().trim().min(1).max(500).nullable(),
});
export type TUpdateProfilePicturePayload = z.input<typeof ZUpdateProfilePicturePayload>;

export const ZUpdateProfilePictureResult = ZUser;
export type TUpdateProfilePictureResult = z.infer<typeof ZUpdateProfilePictureResult>;

export const updateProfilePictureCall = defineCall({
  path: '/users/update-profile-picture',
  summary: 'Set or clear a profile picture (storage key of an uploaded image).',
  payload: ZUpdateProfilePicturePayload,
  result: ZUpdateProfilePictureResult,
  auth: { kind: 'session' },
  ids: { userId: 'user', tenantId: 'tenant' },
  example: { fileKey: 't/00000000-0000-4000-8000-000000000001/2025/01/00000000-0000-4000-8000-000000000002.png' },
});
