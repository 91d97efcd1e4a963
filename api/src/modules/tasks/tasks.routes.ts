import { createTodoCall, listTodosCall, todoCommentCall, todoCommentListCall, todoDetailsCall, updateTodoCall, updateTodoStatusCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './tasks.service';

export const taskRoutes: CallRegistration[] = [
  handle(listTodosCall, (ctx) => service.listTodos(ctx)),
  handle(createTodoCall, (ctx) => service.createTodo(ctx)),
  handle(updateTodoCall, (ctx) => service.updateTodo(ctx)),
  handle(updateTodoStatusCall, (ctx) => service.updateTodoStatus(ctx)),
  handle(todoDetailsCall, (ctx) => service.todoDetails(ctx)),
  handle(todoCommentCall, (ctx) => service.todoComment(ctx)),
  handle(todoCommentListCall, (ctx) => service.todoCommentList(ctx)),
];
