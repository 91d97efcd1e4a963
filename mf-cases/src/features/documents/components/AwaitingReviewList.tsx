import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TAwaitingReviewItem } from 'shared/contract';
import { formatDate } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { Dialog, EmptyState, FormField, QueryState, StyledButton, StyledCard } from 'shared/ui';
import { useAwaitingReview, useOpenDocument, useReviewDocument } from '../api/documentsQueries';

/*
 * Documents awaiting review across the cases the user sees (/approval-documents), oldest first:
 * open each through a signed address, accept it, or reject it with a reason the client sees.
 */

const PER_PAGE = 25;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
  @media (max-width: 768px) {
    th:nth-child(2),
    td:nth-child(2),
    th:nth-child(4),
    td:nth-child(4) {
      display: none;
    }
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledTextarea = styled.textarea`
  width: 100%;
  min-height: 96px;
  font: inherit;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

function ItemActions({ item, onReject }: { item: TAwaitingReviewItem; onReject: (i: TAwaitingReviewItem) => void }) {
  const open = useOpenDocument();
  const review = useReviewDocument(item.petitionId);
  return (
    <StyledRow>
      <StyledButton type="button" onClick={() => open.mutate(item)} aria-label={`Open ${item.name}`}>
        Open
      </StyledButton>
      <StyledButton
        type="button"
        $variant="primary"
        disabled={review.isPending}
        onClick={() => review.mutate({ documentId: item.id, status: true })}
        aria-label={`Accept ${item.name}`}
      >
        Accept
      </StyledButton>
      <StyledButton type="button" onClick={() => onReject(item)} aria-label={`Reject ${item.name}`}>
        Reject
      </StyledButton>
    </StyledRow>
  );
}

function RejectItemDialog({ item, onClose }: { item: TAwaitingReviewItem; onClose: () => void }) {
  const review = useReviewDocument(item.petitionId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (!reason.trim()) {
      setError('Please fill Reason .');
      return;
    }
    review.mutate({ documentId: item.id, status: false, reason: reason.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog
      title={`Reject ${item.name}`}
      onClose={onClose}
      locked={review.isPending}
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={review.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="button" $variant="danger" onClick={submit} disabled={review.isPending}>
            {review.isPending ? 'Rejecting…' : 'Reject'}
          </StyledButton>
        </>
      }
    >
      <FormField label="Reason" required error={error} hint="The client sees this reason.">
        <StyledTextarea
          value={reason}
          maxLength={1000}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
    </Dialog>
  );
}

export function AwaitingReviewList() {
  const [page, setPage] = useState(1);
  const query = useAwaitingReview(page, PER_PAGE);
  const [rejecting, setRejecting] = useState<TAwaitingReviewItem | null>(null);
  return (
    <QueryState query={query} noun="documents">
      {(data) =>
        data.items.length === 0 && page === 1 ? (
          <EmptyState title="Nothing to review" description="No uploaded document is waiting for review." level={2} />
        ) : (
          <StyledCard>
            <StyledTable aria-label="Documents awaiting review">
              <thead>
                <tr>
                  <th scope="col">Case</th>
                  <th scope="col">Beneficiary</th>
                  <th scope="col">Document</th>
                  <th scope="col">Uploaded</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((i) => (
                  <tr key={i.id}>
                    <td>
                      <Link to={buildPath('cases.petitionDetails', { itemId: i.petitionId })}>{i.caseNumber}</Link>
                    </td>
                    <td>{i.beneficiaryName ?? '-'}</td>
                    <td>
                      <div>{i.docLabel}</div>
                      <div>{`${i.name} (v${i.version})`}</div>
                    </td>
                    <td>{`${formatDate(i.createdAt)}${i.uploadedByName ? ` by ${i.uploadedByName}` : ''}`}</td>
                    <td>
                      <ItemActions item={i} onReject={setRejecting} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
            <StyledRow>
              <StyledButton type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </StyledButton>
              <span>{`Page ${page} of ${Math.max(1, Math.ceil(data.total / PER_PAGE))} · ${data.total} waiting`}</span>
              <StyledButton type="button" disabled={page * PER_PAGE >= data.total} onClick={() => setPage((p) => p + 1)}>
                Next
              </StyledButton>
            </StyledRow>
            {rejecting ? <RejectItemDialog item={rejecting} onClose={() => setRejecting(null)} /> : null}
          </StyledCard>
        )
      }
    </QueryState>
  );
}
