import type { QuestionnaireKind } from 'shared/domain';
import { FillQuestionnaire, pickLanguage } from 'case-kit/questionnaires/fill';

export interface FillScreenProps {
  token: string | null;
  kind: QuestionnaireKind;
  /** The link's query: `?lang=` picks the first language (else the browser's). */
  query: URLSearchParams;
}

/** The client's fill screen behind a questionnaire link, in the link's language. */
export function FillScreen({ token, kind, query }: FillScreenProps) {
  return <FillQuestionnaire token={token} kind={kind} language={pickLanguage(query)} />;
}
