import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TAwaitingReviewItem } from 'shared/contract';
import { formatDate } from 'shared/domain/format';
import { buildPath } from 'shared/routes';
import { StyledButton, StyledCard } from 'shared/ui-core';
import { EmptyState, QueryState } from 'shared/ui/widgets';
import { useAwaitingReview } from '../api/documentsQueries';
import { DocumentReviewActions } from './DocumentReviewActions';
import { RejectDocumentDialog } from './RejectDocumentDialog';
import { StyledDataTable } from '../../ui/StyledDataTable';

/*
 * Documents awaiting review across the cases the user sees (/approval-documents), oldest first:
 * preview or open each through a signed address, accept it, or reject it with a reason the client sees.
 */

/** Columns hidden on phones. */
const PHONE_HIDDEN = [2, 4];

const PER_PAGE = 25;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

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
            <StyledDataTable $valign="top" $hideOnPhone={PHONE_HIDDEN} aria-label="Documents awaiting review">
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
                      <DocumentReviewActions doc={i} canAccept canReject onReject={() => setRejecting(i)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </StyledDataTable>
            <StyledRow>
              <StyledButton type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </StyledButton>
              <span>{`Page ${page} of ${Math.max(1, Math.ceil(data.total / PER_PAGE))} · ${data.total} waiting`}</span>
              <StyledButton type="button" disabled={page * PER_PAGE >= data.total} onClick={() => setPage((p) => p + 1)}>
                Next
              </StyledButton>
            </StyledRow>
            {rejecting ? <RejectDocumentDialog doc={rejecting} onClose={() => setRejecting(null)} /> : null}
          </StyledCard>
        )
      }
    </QueryState>
  );
}
