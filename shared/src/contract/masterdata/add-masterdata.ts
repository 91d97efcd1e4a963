import { type z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { masterdataFields, ZMasterdataCategory, ZMasterdataItem } from './masterdata-item';

export const ZAddMasterdataPayload = callPayload({
  category: ZMasterdataCategory,
  ...masterdataFields,
});
export type TAddMasterdataPayload = z.input<typeof ZAddMasterdataPayload>;

export const ZAddMasterdataResult = ZMasterdataItem;
export type TAddMasterdataResult = z.infer<typeof ZAddMasterdataResult>;

export const addMasterdataCall = defineCall({
  path: '/masterdata/add',
  summary: 'Add a master data entry: the tenant’s own, or a global one when the operator adds it.',
  payload: ZAddMasterdataPayload,
  result: ZAddMasterdataResult,
  auth: { kind: 'session', roles: [1, 3, 4] },
  creates: true,
  example: { category: 'carriers', name: 'Acme Courier', code: 'ACME' },
});
