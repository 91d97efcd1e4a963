import { useId, useState } from 'react';
import styled from 'styled-components';
import type { TUscisNotice } from 'shared/contract';
import { formatDate } from 'shared/domain/format';
import { StyledButton, StyledCard } from 'shared/ui-core';
import { EmptyState, QueryState } from 'shared/ui/widgets';
import { useUscisNotices } from '../api/documentsQueries';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { DocumentOpenButtons } from './DocumentOpenButtons';
import { StyledDataTable } from '../../ui/StyledDataTable';
import { StyledCardHeader } from './documentListParts';
import { UscisNoticeDialog } from './UscisNoticeDialog';

/*
 * USCIS notices of the case (upload-uscis-docs): type, notice date, receipt number and the scan.
 * Staff add and remove them; the petitioner and beneficiary read them.
 */

/** The data table, turned into one block a notice on phones (each cell after its column's name). */
const StyledTable = styled(StyledDataTable)`
  td:last-child > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  @media (max-width: 768px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    td {
      border: 0;
      padding: ${({ theme }) => theme.space(1)} 0;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.color.textMuted};
    }
  }
`;

export function UscisNotices({ petitionId }: { petitionId: string }) {
  const headingId = useId();
  const query = useUscisNotices(petitionId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TUscisNotice | null>(null);
  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledCardHeader>
        <h3 id={headingId}>USCIS notices</h3>
        {query.data?.canUpload ? (
          <StyledButton type="button" $variant="primary" onClick={() => setAdding(true)}>
            Add notice
          </StyledButton>
        ) : null}
      </StyledCardHeader>
      <QueryState query={query} noun="USCIS notices">
        {(data) => (
          <>
            {data.items.length === 0 ? (
              <EmptyState
                level={3}
                title="No USCIS notice yet"
                description={
                  data.canUpload
                    ? 'File the receipt, approval, RFE and other notices here as they arrive.'
                    : 'Notices from USCIS appear here once your law firm files them.'
                }
              />
            ) : (
              <StyledTable $valign="top" aria-label="USCIS notices">
                <thead>
                  <tr>
                    <th scope="col">Notice</th>
                    <th scope="col">Notice date</th>
                    <th scope="col">Receipt number</th>
                    <th scope="col">File</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((n) => (
                    <tr key={n.id}>
                      <td>{n.noticeTypeLabel}</td>
                      <td data-label="Notice date">{formatDate(n.noticeDate)}</td>
                      <td data-label="Receipt number">{n.receiptNumber ?? '-'}</td>
                      <td data-label="File">{n.name}</td>
                      <td>
                        <div>
                          <DocumentOpenButtons file={n} petitionId={petitionId} />
                          {data.canUpload ? (
                            <StyledButton type="button" $variant="danger" onClick={() => setDeleting(n)} aria-label={`Delete ${n.name}`}>
                              Delete
                            </StyledButton>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </StyledTable>
            )}
            {adding ? <UscisNoticeDialog petitionId={petitionId} onClose={() => setAdding(false)} /> : null}
            {deleting ? (
              <DeleteDocumentDialog
                petitionId={petitionId}
                documentId={deleting.id}
                title="Delete USCIS notice"
                message={`Delete ${deleting.noticeTypeLabel} of ${formatDate(deleting.noticeDate)}? The stored file is removed too.`}
                onClose={() => setDeleting(null)}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </StyledCard>
  );
}
