import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZTaskComment } from './todo-schemas';

export const ZTodoCommentListPayload = callPayload({
  id: z.uuid(),
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(500).default(50),
});
export type TTodoCommentListPayload = z.input<typeof ZTodoCommentListPayload>;

export const todoCommentListCall = defineCall({
  path: '/todos/comment-list',
  summary: "A task's comments, oldest first.",
  payload: ZTodoCommentListPayload,
  result: z.object({ data: z.array(ZTaskComment), count: z.number().int() }),
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { id: 'todo' },
  example: { id: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
