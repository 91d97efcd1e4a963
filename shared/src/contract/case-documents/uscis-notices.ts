import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZUscisNoticeList } from './case-documents-schemas';
import { ALL_ROLES, EX_CASE } from './filing-document-schemas';

export const ZUscisNoticesPayload = callPayload({ petitionId: z.uuid() });
export const uscisNoticesCall = defineCall({
  path: '/petition/uscis-notices',
  summary: 'The USCIS notices filed on the case, newest first.',
  payload: ZUscisNoticesPayload,
  result: ZUscisNoticeList,
  auth: { kind: 'session', roles: ALL_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: EX_CASE },
});
