import { MyQuestionnaires } from '../features/questionnaires/components/MyQuestionnaires';

/** /my-questionnaires */
export default function MyQuestionnairesPage() {
  return <MyQuestionnaires />;
}
