export * from './people-schemas';
export * from './list-activity';
import { listPeopleActivityCall } from './list-activity';

export const PEOPLE_CALLS = [listPeopleActivityCall] as const;
