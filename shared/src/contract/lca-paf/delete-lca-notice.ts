import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LCA_PAF_CALL_AUTH, ZLcaNotices, ZLcaRef } from './lca-paf-schemas';

export const deleteLcaNoticeCall = defineCall({
  path: '/lca-paf/delete-notice',
  summary: 'Remove a posting location recorded by mistake (its proofs are released).',
  payload: callPayload({ ...ZLcaRef, noticeId: z.uuid() }),
  result: ZLcaNotices,
  auth: LCA_PAF_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca', noticeId: 'lca-notice' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', noticeId: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9' },
});
