import { ConfirmDialog } from 'shared/ui/dialog';
import { useDeleteDocument } from '../api/documentsQueries';

/**
 * "Delete …?" for one stored document of the case (checklist file, RFE response document, USCIS
 * notice): deletes it on confirmation and closes once the call has settled.
 */
export function DeleteDocumentDialog({
  petitionId,
  documentId,
  title,
  message,
  onClose,
}: {
  petitionId: string;
  documentId: string;
  title: string;
  message: string;
  onClose: () => void;
}) {
  const remove = useDeleteDocument(petitionId);
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel="Delete"
      danger
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => remove.mutate(documentId, { onSettled: onClose })}
    />
  );
}
