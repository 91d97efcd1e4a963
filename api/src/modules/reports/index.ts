/* Reports over cases (issue 15.3): preparer list, statistics by user, deadlines. No tables of its own. */
export { reportRoutes } from './reports.routes';
