import { MyQuestionnaires } from 'case-kit/questionnaires';

/** /my-questionnaires */
export default function MyQuestionnairesPage() {
  return <MyQuestionnaires />;
}
