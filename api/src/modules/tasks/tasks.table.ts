import { date, index, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * Tasks (to-dos, issue 18.2). At most one linked record (case, beneficiary or petitioner); the
 * task is then visible only to who may see that record (and to its creator and assignee).
 * Workflow steps waiting on a role are not stored here: /todos/list derives them from the cases.
 */
export const todos = tenantTable(
  'todos',
  {
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assigneeId: uuid('assignee_id'),
    dueDate: date('due_date', { mode: 'string' }),
    /** low, medium, high, urgent */
    priority: text('priority').notNull().default('medium'),
    /** open, in_progress, done */
    status: text('status').notNull().default('open'),
    petitionId: uuid('petition_id'),
    beneficiaryId: uuid('beneficiary_id'),
    petitionerId: uuid('petitioner_id'),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'todos_pkey', columns: [t.tenantId, t.id] }),
    index('todos_assignee_idx').on(t.tenantId, t.assigneeId, t.status, t.dueDate),
    index('todos_due_idx').on(t.tenantId, t.dueDate, t.id),
    index('todos_petition_idx').on(t.tenantId, t.petitionId),
    index('todos_beneficiary_idx').on(t.tenantId, t.beneficiaryId),
    index('todos_petitioner_idx').on(t.tenantId, t.petitionerId),
  ],
);
export type TodoRow = typeof todos.$inferSelect;

export const todoComments = tenantTable(
  'todo_comments',
  {
    id: uuid('id').notNull().defaultRandom(),
    todoId: uuid('todo_id').notNull(),
    text: text('text').notNull(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'todo_comments_pkey', columns: [t.tenantId, t.id] }), index('todo_comments_todo_idx').on(t.tenantId, t.todoId, t.createdAt)],
);
export type TodoCommentRow = typeof todoComments.$inferSelect;

/** What changed on a task, when and by whom (audit diff of the task row). */
export const todoHistory = tenantTable(
  'todo_history',
  {
    id: uuid('id').notNull().defaultRandom(),
    todoId: uuid('todo_id').notNull(),
    /** created, updated, status, commented */
    action: text('action').notNull(),
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>().notNull().default([]),
    byId: uuid('by_id'),
    byName: text('by_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'todo_history_pkey', columns: [t.tenantId, t.id] }), index('todo_history_todo_idx').on(t.tenantId, t.todoId, t.at)],
);
