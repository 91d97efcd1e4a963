import { globalSearchCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import { globalSearch } from './search.service';

export const searchRoutes: CallRegistration[] = [handle(globalSearchCall, (ctx) => globalSearch(ctx))];
