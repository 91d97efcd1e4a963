import { TemplateList } from '../features/questionnaires/components/TemplateList';

/** /questionnaire-templates-list */
export default function QuestionnaireTemplatesListPage() {
  return <TemplateList />;
}
