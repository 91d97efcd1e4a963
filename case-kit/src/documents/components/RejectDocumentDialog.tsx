import type { TCaseDocument } from 'shared/contract';
import { useReviewDocument } from '../api/documentsQueries';
import { ReasonDialog } from './ReasonDialog';

/** Rejects a checklist document with the reason the client sees (accept-beneficiary-docs, status false). */
export function RejectDocumentDialog({ doc, onClose }: { doc: Pick<TCaseDocument, 'id' | 'name' | 'petitionId'>; onClose: () => void }) {
  const review = useReviewDocument(doc.petitionId);
  return (
    <ReasonDialog
      title={`Reject ${doc.name}`}
      hint="The client sees this reason."
      confirmLabel="Reject"
      busyLabel="Rejecting…"
      busy={review.isPending}
      onClose={onClose}
      onSubmit={(reason) => review.mutate({ documentId: doc.id, status: false, reason }, { onSuccess: onClose })}
    />
  );
}
