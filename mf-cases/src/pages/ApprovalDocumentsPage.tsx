import type { PageProps } from 'shared/federation';
import { PageFrame } from 'shared/ui';
import { AwaitingReviewList } from 'case-kit/documents';

/** /approval-documents — every uploaded document awaiting review across the cases the user sees. */
export default function ApprovalDocumentsPage(_props: PageProps) {
  return (
    <PageFrame title="Approval Documents" description="Documents uploaded by clients that wait for review, oldest first." remote="mf-cases">
      <AwaitingReviewList />
    </PageFrame>
  );
}
