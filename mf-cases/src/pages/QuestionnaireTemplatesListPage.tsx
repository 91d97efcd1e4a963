import { TemplateList } from 'case-kit/questionnaires';

/** /questionnaire-templates-list */
export default function QuestionnaireTemplatesListPage() {
  return <TemplateList />;
}
