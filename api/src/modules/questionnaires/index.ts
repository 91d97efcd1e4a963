import './questionnaires.mail';

export { questionnaireRoutes } from './questionnaires.routes';
export {
  questionnaires,
  questionnaireChanges,
  questionnaireTemplates,
  sponsorshipConfirmations,
} from './questionnaires.table';
export { questionnaireAnswerFiles } from './questionnaires.file-owners';
