import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { TASK_MESSAGES, ZTaskComment } from './todo-schemas';

export const ZTodoCommentPayload = callPayload({
  id: z.uuid(),
  text: z.string().trim().min(1, TASK_MESSAGES.comment).max(5000),
});
export type TTodoCommentPayload = z.input<typeof ZTodoCommentPayload>;

export const todoCommentCall = defineCall({
  path: '/todos/comment',
  summary: 'Comment on a task the caller may see; its creator and assignee are notified.',
  payload: ZTodoCommentPayload,
  result: ZTaskComment,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  creates: true,
  ids: { id: 'todo' },
  example: { id: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', text: 'Asked HR for the stubs.' },
});
