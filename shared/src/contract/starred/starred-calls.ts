import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { MAX_STARRED_PAGES, ZStarredList, ZStarredPage } from './starred-page';

export const ZListStarredPayload = callPayload({});
export const listStarredCall = defineCall({
  path: '/starred/list',
  summary: "The signed-in user's starred pages, in their order.",
  payload: ZListStarredPayload,
  result: ZStarredList,
  auth: { kind: 'session' },
  scope: 'tenant',
  example: {},
});

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

export const STARRED_CALLS = [listStarredCall, addStarredCall, removeStarredCall, reorderStarredCall] as const;
