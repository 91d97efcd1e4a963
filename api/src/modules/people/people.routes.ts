import { listPeopleActivityCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import { listPeopleActivity } from './people.service';

export const peopleRoutes: CallRegistration[] = [handle(listPeopleActivityCall, (ctx) => listPeopleActivity(ctx))];
