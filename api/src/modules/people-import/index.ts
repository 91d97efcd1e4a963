export { peopleImportRoutes } from './people-import.routes';
