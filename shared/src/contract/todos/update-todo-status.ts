import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZTaskDetails, ZTaskStatus } from './todo-schemas';

export const ZUpdateTodoStatusPayload = callPayload({ id: z.uuid(), status: ZTaskStatus });
export type TUpdateTodoStatusPayload = z.input<typeof ZUpdateTodoStatusPayload>;

export const updateTodoStatusCall = defineCall({
  path: '/todos/update-status',
  summary: 'Move a task to open, in progress or done (creator, assignee or admin); kept in its history.',
  payload: ZUpdateTodoStatusPayload,
  result: ZTaskDetails,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { id: 'todo' },
  example: { id: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', status: 'done' },
});
