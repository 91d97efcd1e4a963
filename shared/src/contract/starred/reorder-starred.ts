import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { MAX_STARRED_PAGES, ZStarredList, ZStarredPage } from './starred-page';

export const ZReorderStarredPayload = callPayload({
  paths: z.array(ZStarredPage.shape.path).max(MAX_STARRED_PAGES),
});
export const reorderStarredCall = defineCall({
  path: '/starred/reorder',
  summary: 'Puts the starred pages in the given order (every starred path, once).',
  payload: ZReorderStarredPayload,
  result: ZStarredList,
  auth: { kind: 'session' },
  scope: 'tenant',
  example: { paths: ['/cases', '/dashboard'] },
});
