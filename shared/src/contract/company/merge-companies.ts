import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCompany } from './company-schemas';

export const ZMergeCompaniesPayload = callPayload({
  /** The record kept. */
  targetId: z.uuid(),
  /** The duplicate: its beneficiaries, documents, contacts, addresses and users move to the target; it is then removed. */
  sourceId: z.uuid(),
});
export type TMergeCompaniesPayload = z.input<typeof ZMergeCompaniesPayload>;
export const ZMergeCompaniesResult = ZCompany;

export const mergeCompaniesCall = defineCall({
  path: '/company/merge',
  summary: 'Merge a duplicate petitioner into another (admins). Empty fields of the target are filled from the source.',
  payload: ZMergeCompaniesPayload,
  result: ZMergeCompaniesResult,
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  ids: { targetId: 'company', sourceId: 'company' },
  example: { targetId: '1b2c3d4e-5f60-4718-89ab-cdef01234567', sourceId: '9a8b7c6d-5e4f-4321-8fed-cba987654321' },
});
