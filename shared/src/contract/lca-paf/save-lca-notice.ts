import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LCA_PAF_CALL_AUTH, ZIsoDate, ZLcaNotices, ZLcaRef, ZNoticeMode, ZNoticeProofKeys } from './lca-paf-schemas';

export const ZSaveLcaNoticePayload = callPayload({
  ...ZLcaRef,
  /** Absent: a new location. */
  noticeId: z.uuid().optional(),
  worksiteId: z.uuid(),
  mode: ZNoticeMode,
  label: z.string().trim().min(1, 'Say where the notice is posted').max(300),
  postedOn: ZIsoDate.nullable().optional(),
  removedOn: ZIsoDate.nullable().optional(),
  /** Proofs to add (photos or PDFs uploaded through /s3/upload). */
  proofKeys: ZNoticeProofKeys.default([]),
  /** Proofs to remove from this location. */
  removeProofKeys: ZNoticeProofKeys.default([]),
});
export type TSaveLcaNoticePayload = z.input<typeof ZSaveLcaNoticePayload>;

export const saveLcaNoticeCall = defineCall({
  path: '/lca-paf/save-notice',
  summary: 'Record one posting location of a worksite (hard copy or electronic): where, posted and removed dates, proof uploads.',
  payload: ZSaveLcaNoticePayload,
  result: ZLcaNotices,
  auth: LCA_PAF_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca', noticeId: 'lca-notice', worksiteId: 'lca-worksite' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', worksiteId: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9', mode: 'hardcopy', label: 'Break room', postedOn: '2026-11-02' },
});
