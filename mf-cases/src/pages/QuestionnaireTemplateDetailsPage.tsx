import type { PageProps } from 'shared/federation';
import { TemplateEditor } from 'case-kit/questionnaires';

/**
 * /questionnaire-template-details/:id and the H-1B aliases. The id is `<kind>-<typeId>-<subTypeId>`;
 * the H-1B routes also accept a bare subtype-less id ('1' or 'h1b') and open the H-1B template.
 */
export default function QuestionnaireTemplateDetailsPage({ params }: PageProps) {
  const raw = params.id ?? '';
  const id = /^[a-z]+-\d+-\d+$/.test(raw) ? raw : 'beneficiary-1-0';
  return <TemplateEditor templateId={id} />;
}
