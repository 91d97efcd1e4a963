import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZRfeDetails } from './rfe-petition-schemas';

export const ZManageRfeEditOptionPayload = callPayload({ petitionId: z.uuid(), editOption: z.boolean() });
export type TManageRfeEditOptionPayload = z.input<typeof ZManageRfeEditOptionPayload>;
export const manageRfeEditOptionCall = defineCall({
  path: '/rfe-petition/manage-edit-option',
  summary: 'Allow or stop the petitioner and beneficiary editing the RFE response.',
  payload: ZManageRfeEditOptionPayload,
  result: ZRfeDetails,
  auth: { kind: 'session', roles: [3, 4, 6, 8] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', editOption: true },
});
