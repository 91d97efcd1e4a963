import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZIsoDate } from '../people/iso-date';
import { INTERNAL_ROLES } from '../../domain/roles';
import {
  TASK_MESSAGES,
  ZTaskDescription,
  ZTaskDetails,
  ZTaskPriority,
  ZTaskStatus,
  ZTaskTitle,
  linkComplete,
  taskLinkShape,
} from './todo-schemas';

/** Fields left out are unchanged; null clears assignee, due date or link. */
export const ZUpdateTodoPayload = callPayload({
  id: z.uuid(),
  title: ZTaskTitle.optional(),
  description: ZTaskDescription.optional(),
  assigneeId: z.uuid().nullable().optional(),
  dueDate: ZIsoDate.nullable().optional(),
  priority: ZTaskPriority.optional(),
  status: ZTaskStatus.optional(),
  ...taskLinkShape,
}).refine(linkComplete, { message: TASK_MESSAGES.link, path: ['recordId'] });
export type TUpdateTodoPayload = z.input<typeof ZUpdateTodoPayload>;

export const updateTodoCall = defineCall({
  path: '/todos/update',
  summary: 'Change a task (creator, assignee or admin); every change is kept in its history.',
  payload: ZUpdateTodoPayload,
  result: ZTaskDetails,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { id: 'todo', assigneeId: 'user', recordId: 'petition' },
  example: {
    id: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
    priority: 'urgent',
    recordType: 'case',
    recordId: '8b2d3f45-6c7e-4f90-8a1b-2c3d4e5f6a7b',
  },
});
