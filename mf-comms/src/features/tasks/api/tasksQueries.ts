import { keepPreviousData } from '@tanstack/react-query';
import {
  createTodoCall,
  listTodosCall,
  lookupUsersCall,
  todoCommentCall,
  todoCommentListCall,
  todoDetailsCall,
  updateTodoCall,
  updateTodoStatusCall,
  type TListTodosPayload,
  type TTaskItem,
} from 'shared/contract';
import type { ApiClient } from 'shared/client';
import { PAGE_SIZE } from 'shared/domain';
import { useCallMutation, useCallQuery } from 'shared/query';
import type { ListPageData, ListQuery, SelectOption } from 'shared/ui';

/** /mytasks: my tasks and the workflow steps waiting on my role, 15 a page (SPEC §9). */
export function useMyTasks(page: number, search: string, showDone: boolean) {
  const payload: TListTodosPayload = {
    scope: 'mine',
    page,
    perpage: PAGE_SIZE.MY_TASKS,
    sort: 'dueDate',
    order: 1,
    matcher: { ...(search ? { search } : {}), ...(showDone ? {} : { statuses: ['open', 'in_progress'] }) },
  };
  return useCallQuery(listTodosCall, payload, { placeholderData: keepPreviousData });
}

/** The filter keys of /tasks-list (URL query keys). */
export const TASK_FILTER_KEYS = { status: 'status', priority: 'priority', assignee: 'assignee', record: 'record', due: 'due' } as const;

export const TASK_SORT_FIELDS = ['dueDate', 'priority', 'status', 'title', 'createdAt', 'updatedAt'] as const;
type TaskSort = (typeof TASK_SORT_FIELDS)[number];

/** A due-date range outside the list's select filters (two date inputs), kept in the URL. */
export interface DueRange {
  from: string;
  to: string;
  /** With the record filter: one record's tasks (`?record=case&linkId=…`, e.g. from a case page). */
  linkId?: string;
}

/** The /tasks-list payload of a list query. */
export function toTaskListPayload(q: ListQuery, due: DueRange, me: string): TListTodosPayload {
  const f = q.filters;
  const sortKey = TASK_SORT_FIELDS.find((s) => s === q.sort?.key) as TaskSort | undefined;
  const assignee = f[TASK_FILTER_KEYS.assignee];
  return {
    scope: 'all',
    page: q.page,
    perpage: q.perpage,
    ...(sortKey ? { sort: sortKey, order: q.sort!.order } : { sort: 'dueDate', order: 1 }),
    matcher: {
      ...(q.search.trim() ? { search: q.search.trim() } : {}),
      ...(f[TASK_FILTER_KEYS.status] ? { statuses: [f[TASK_FILTER_KEYS.status] as 'open'] } : {}),
      ...(f[TASK_FILTER_KEYS.priority] ? { priorities: [f[TASK_FILTER_KEYS.priority] as 'low'] } : {}),
      ...(assignee === 'me' ? { assigneeIds: [me] } : {}),
      ...(f[TASK_FILTER_KEYS.record] ? { linkType: f[TASK_FILTER_KEYS.record] as 'case', ...(due.linkId ? { linkId: due.linkId } : {}) } : {}),
      ...(f[TASK_FILTER_KEYS.due] === 'overdue' ? { overdue: true } : {}),
      ...(due.from ? { dueFrom: due.from } : {}),
      ...(due.to ? { dueTo: due.to } : {}),
    },
  };
}

export const fetchTaskPage =
  (api: ApiClient, due: DueRange, me: string) =>
  async (q: ListQuery, signal: AbortSignal): Promise<ListPageData<TTaskItem>> => {
    const res = await api.call(listTodosCall, toTaskListPayload(q, due, me), { signal });
    return { rows: res.data, total: res.count };
  };

export const useTaskDetails = (id: string) => useCallQuery(todoDetailsCall, { id });
export const useTaskComments = (id: string) => useCallQuery(todoCommentListCall, { id, perpage: 500 });

export const useCreateTask = () => useCallMutation(createTodoCall, { invalidates: [listTodosCall] });
export const useUpdateTask = () => useCallMutation(updateTodoCall, { invalidates: [listTodosCall, todoDetailsCall] });
export const useUpdateTaskStatus = () => useCallMutation(updateTodoStatusCall, { invalidates: [listTodosCall, todoDetailsCall] });
export const useAddTaskComment = () => useCallMutation(todoCommentCall, { invalidates: [todoCommentListCall, todoDetailsCall] });

/** Assignee picker: the firm's active staff by name. */
export const staffOptions =
  (api: ApiClient) =>
  async (search: string, signal: AbortSignal): Promise<SelectOption[]> => {
    const res = await api.call(lookupUsersCall, { ...(search.trim() ? { search: search.trim() } : {}), limit: 20 }, { signal });
    return res.data.map((u) => ({ value: u.id, label: u.name }));
  };
