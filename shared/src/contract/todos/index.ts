export * from './todo-schemas';
export * from './list-todos';
export * from './create-todo';
export * from './update-todo';
export * from './update-todo-status';
export * from './todo-details';
export * from './todo-comment';
export * from './todo-comment-list';
import { createTodoCall } from './create-todo';
import { listTodosCall } from './list-todos';
import { todoCommentCall } from './todo-comment';
import { todoCommentListCall } from './todo-comment-list';
import { todoDetailsCall } from './todo-details';
import { updateTodoCall } from './update-todo';
import { updateTodoStatusCall } from './update-todo-status';

/** The task calls (api module `tasks`). */
export const TODOS_CALLS = [listTodosCall, createTodoCall, updateTodoCall, updateTodoStatusCall, todoDetailsCall, todoCommentCall, todoCommentListCall] as const;
