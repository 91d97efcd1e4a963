import type { PageProps } from 'shared/federation';
import { SignDocument, pickLanguage } from 'case-kit/esign';
import { linkTokenOf } from './FillQuestionnairePage';

/** /auth/sign-document?token=… — the signer reviews and e-signs a case document (docs/esign.md). */
export default function SignDocumentPage(props: PageProps) {
  return <SignDocument token={linkTokenOf(props)} language={pickLanguage(props.query)} />;
}
