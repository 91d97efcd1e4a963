import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';
import { ZTaskDetails } from './todo-schemas';

export const ZTodoDetailsPayload = callPayload({ id: z.uuid() });
export type TTodoDetailsPayload = z.input<typeof ZTodoDetailsPayload>;

export const todoDetailsCall = defineCall({
  path: '/todos/details',
  summary: 'A task the caller may see, with its history (404 otherwise).',
  payload: ZTodoDetailsPayload,
  result: ZTaskDetails,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { id: 'todo' },
  example: { id: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
