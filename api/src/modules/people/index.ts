export { peopleRoutes } from './people.routes';
export { peopleActivity } from './people.table';
export { peopleAccess, peopleTermFor, type PeopleAccess } from './access';
export { recordActivity, type Actor } from './activity';
