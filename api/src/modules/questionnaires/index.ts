import './questionnaires.mail';

export { questionnaireRoutes } from './questionnaires.routes';
export {
  questionnaires,
  questionnaireChanges,
  questionnaireTemplates,
  sponsorshipConfirmations,
} from './questionnaires.table';
export { questionnaireAnswerFiles } from './questionnaires.file-owners';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export type { AfterSubmit } from './questionnaires.service';
