import { callPayload, defineCall } from '../define-call';
import { ZStarredList, ZStarredPage } from './starred-page';

export const ZRemoveStarredPayload = callPayload({ path: ZStarredPage.shape.path });
export const removeStarredCall = defineCall({
  path: '/starred/remove',
  summary: 'Un-stars a page.',
  payload: ZRemoveStarredPayload,
  result: ZStarredList,
  auth: { kind: 'session' },
  scope: 'tenant',
  example: { path: '/cases' },
});
