import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { masterdataFields, ZMasterdataCategory, ZMasterdataItem } from './masterdata-item';

export const ZUpdateMasterdataPayload = callPayload({
  category: ZMasterdataCategory,
  id: z.number().int(),
  ...masterdataFields,
  name: masterdataFields.name.optional(),
  active: z.boolean().optional(),
});
export type TUpdateMasterdataPayload = z.input<typeof ZUpdateMasterdataPayload>;

export const ZUpdateMasterdataResult = ZMasterdataItem;
export type TUpdateMasterdataResult = z.infer<typeof ZUpdateMasterdataResult>;

export const updateMasterdataCall = defineCall({
  path: '/masterdata/update',
  summary: 'Change a master data entry the caller owns (tenants their own; the operator global ones).',
  payload: ZUpdateMasterdataPayload,
  result: ZUpdateMasterdataResult,
  auth: { kind: 'session', roles: [1, 3, 4] },
  ids: { id: 'masterdata' },
  example: { category: 'carriers', id: 1000000, name: 'Acme Courier Ltd' },
});
