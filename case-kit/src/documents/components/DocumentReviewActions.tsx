import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { TCaseDocument } from 'shared/contract';
import { StyledButton } from 'shared/ui-core';
import { useReviewDocument } from '../api/documentsQueries';
import { DocumentOpenButtons } from './DocumentOpenButtons';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface DocumentReviewActionsProps {
  doc: TCaseDocument;
  /** Show Accept (staff, not accepted yet). */
  canAccept: boolean;
  /** Show Reject (staff, not rejected yet). */
  canReject: boolean;
  onReject: (doc: TCaseDocument) => void;
  /** Further buttons (e.g. Delete). */
  children?: ReactNode;
}

/** The row of actions on a checklist document: Preview, Open, Accept, Reject (and what the caller adds). */
export function DocumentReviewActions({ doc, canAccept, canReject, onReject, children }: DocumentReviewActionsProps) {
  const review = useReviewDocument(doc.petitionId);
  return (
    <StyledRow>
      <DocumentOpenButtons file={doc} petitionId={doc.petitionId} />
      {canAccept ? (
        <StyledButton
          type="button"
          $variant="primary"
          disabled={review.isPending}
          onClick={() => review.mutate({ documentId: doc.id, status: true })}
          aria-label={`Accept ${doc.name}`}
        >
          Accept
        </StyledButton>
      ) : null}
      {canReject ? (
        <StyledButton type="button" onClick={() => onReject(doc)} aria-label={`Reject ${doc.name}`}>
          Reject
        </StyledButton>
      ) : null}
      {children}
    </StyledRow>
  );
}
