import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZIsoDate } from '../people/iso-date';
import { INTERNAL_ROLES } from '../../domain/roles';
import { PAGE_SIZE } from '../../domain/limits';
import { ZLinkedRecordType, ZTaskItem, ZTaskPriority, ZTaskStatus } from './todo-schemas';

export const ZTodoMatcher = z
  .object({
    assigneeIds: z.array(z.uuid()).max(100).optional(),
    statuses: z.array(ZTaskStatus).max(3).optional(),
    priorities: z.array(ZTaskPriority).max(4).optional(),
    dueFrom: ZIsoDate.optional(),
    dueTo: ZIsoDate.optional(),
    linkType: ZLinkedRecordType.optional(),
    /** With `linkType`: one record's tasks. */
    linkId: z.uuid().optional(),
    /** Title or description contains (case-insensitive). */
    search: z.string().trim().max(200).optional(),
    /** Only unfinished tasks whose due date is before today. */
    overdue: z.boolean().optional(),
  })
  .default({});

export const TODO_SORT_FIELDS = ['dueDate', 'priority', 'status', 'title', 'createdAt', 'updatedAt'] as const;

export const ZListTodosPayload = callPayload({
  /** `mine`: assigned to me, plus workflow steps waiting on my role (/mytasks); `all`: every task I may see (/tasks-list). */
  scope: z.enum(['mine', 'all']).default('all'),
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(1000).default(PAGE_SIZE.MY_TASKS),
  matcher: ZTodoMatcher,
  sort: z.enum(TODO_SORT_FIELDS).default('dueDate'),
  order: z.union([z.literal(1), z.literal(-1)]).default(1),
});
export type TListTodosPayload = z.input<typeof ZListTodosPayload>;

export const ZListTodosResult = z.object({
  data: z.array(ZTaskItem),
  count: z.number().int(),
  page: z.number().int(),
  perpage: z.number().int(),
  today: z.string(),
});
export type TListTodosResult = z.infer<typeof ZListTodosResult>;

export const listTodosCall = defineCall({
  path: '/todos/list',
  summary:
    'Tasks the caller may see (scope all) or his own plus workflow steps waiting on his role (scope mine); filters, paging and sort on the server.',
  payload: ZListTodosPayload,
  result: ZListTodosResult,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { 'matcher.linkId': 'petition' },
  example: { scope: 'mine', page: 1, perpage: 15 },
});
