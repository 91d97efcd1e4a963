import { callPayload, defineCall } from '../define-call';
import { ZStarredList } from './starred-page';

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
