import { callPayload, defineCall } from '../define-call';
import { MAX_STARRED_PAGES, ZStarredList, ZStarredPage } from './starred-page';

export const ZAddStarredPayload = callPayload({ path: ZStarredPage.shape.path, title: ZStarredPage.shape.title });
export const addStarredCall = defineCall({
  path: '/starred/add',
  summary: `Stars a page (at most ${MAX_STARRED_PAGES}); starring a starred page again renames it.`,
  payload: ZAddStarredPayload,
  result: ZStarredList,
  auth: { kind: 'session' },
  scope: 'tenant',
  example: { path: '/cases', title: 'Cases' },
});
