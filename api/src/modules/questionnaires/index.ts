import './questionnaires.mail';

export { questionnaireRoutes } from './questionnaires.routes';
export { questionnaires, questionnaireChanges, questionnaireTemplates } from './questionnaires.table';
