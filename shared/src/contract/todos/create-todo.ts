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

export const ZCreateTodoPayload = callPayload({
  title: ZTaskTitle,
  description: ZTaskDescription.default(''),
  assigneeId: z.uuid().nullable().optional(),
  dueDate: ZIsoDate.nullable().optional(),
  priority: ZTaskPriority.default('medium'),
  status: ZTaskStatus.default('open'),
  ...taskLinkShape,
}).refine(linkComplete, { message: TASK_MESSAGES.link, path: ['recordId'] });
export type TCreateTodoPayload = z.input<typeof ZCreateTodoPayload>;

export const createTodoCall = defineCall({
  path: '/todos/create',
  summary:
    'Create a task (optionally assigned and linked to a case, beneficiary or petitioner the caller may see); the assignee is notified.',
  payload: ZCreateTodoPayload,
  result: ZTaskDetails,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  creates: true,
  ids: { assigneeId: 'user', recordId: 'petition' },
  example: {
    title: 'Collect pay stubs',
    description: 'Last three months',
    priority: 'high',
    dueDate: '2026-12-01',
    recordType: 'case',
    recordId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
  },
});
