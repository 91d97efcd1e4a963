import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZPeopleEntity } from './people-schemas';

export const ZActivityChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

/** One recorded change: who, when, the record before and after, and the fields that differ. */
export const ZPeopleActivity = z.object({
  id: z.string(),
  entity: ZPeopleEntity,
  entityId: z.string(),
  /** create, update, update-status, delete, documents-save, documents-delete, signature, invite, merge, merged-into, dependents-save, convert, import. */
  action: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  changes: z.array(ZActivityChange),
});
export type TPeopleActivity = z.infer<typeof ZPeopleActivity>;

export const ZListPeopleActivityPayload = callPayload({
  entity: ZPeopleEntity,
  /** The record's id (for expiry_settings: the tenant id). */
  id: z.string().min(1).max(100),
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(1000).default(25),
});
export type TListPeopleActivityPayload = z.input<typeof ZListPeopleActivityPayload>;

export const ZListPeopleActivityResult = z.object({
  data: z.array(ZPeopleActivity),
  count: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
});
export type TListPeopleActivityResult = z.infer<typeof ZListPeopleActivityResult>;

export const listPeopleActivityCall = defineCall({
  path: '/people/activity-list',
  summary: 'Changes recorded on one person or company record, newest first (who, when, before, after).',
  payload: ZListPeopleActivityPayload,
  result: ZListPeopleActivityResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { id: 'beneficiary' },
  example: { entity: 'beneficiary', id: '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11', page: 1, perpage: 25 },
});
