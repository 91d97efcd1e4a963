import { defineModule } from '../../platform/modules';
import { questionnaireRoutes } from './questionnaires.routes';
import { questionnaireAnswerFiles } from './questionnaires.file-owners';
import { QUESTIONNAIRE_MAIL_TEMPLATES } from './questionnaires.mail';

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

/** The questionnaires module: what it brings to the app (docs/modules.md). */
export const questionnairesModule = defineModule(() => ({
  name: 'questionnaires',
  calls: questionnaireRoutes,
  fileOwners: [questionnaireAnswerFiles],
  mailTemplates: QUESTIONNAIRE_MAIL_TEMPLATES,
}));
