import { globalSearchCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import { contributions } from '../../platform/modules';
import { globalSearch } from './search.service';

/**
 * Global search asks the providers of every module of the app (their definitions'
 * `searchProviders`, in module order), read from the app's module list at request time.
 */
export const searchRoutes: CallRegistration[] = [
  handle(globalSearchCall, (ctx) => globalSearch(ctx, contributions(ctx.request.server.modules ?? [], 'searchProviders'))),
];
