import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { TCaseDocument, TChecklistSlotView } from 'shared/contract';
import { reviewStatusOf } from 'shared/domain/documents/rules';
import { formatDate } from 'shared/domain/format';
import { useToast } from 'shared/session';
import { StyledButton, StyledCard } from 'shared/ui-core';
import { FileDropZone } from 'shared/ui/file-drop';
import { EmptyState, QueryState, StatusBadge } from 'shared/ui/widgets';
import type { BadgeTone } from 'shared/ui';
import { refreshDocuments, useChecklist, useDownloadAllDocuments, useUploadToSlot } from '../api/documentsQueries';
import { useUploadBatch } from '../hooks/useUploadBatch';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { DocumentReviewActions } from './DocumentReviewActions';
import { PreviousVersions, StyledError, StyledFiles, StyledMuted, StyledName, StyledRow } from './documentListParts';
import { RejectDocumentDialog } from './RejectDocumentDialog';
import { RfeResponseDocuments } from './RfeResponseDocuments';
import { UscisNotices } from './UscisNotices';

/*
 * A case's document checklist (docs/documents.md): one card per slot of the case type, required
 * first, with the SPEC §5 'Documents required' message, the current files (open through a signed
 * address in a new tab, accept, reject with a reason, delete), previous versions, and a drop zone
 * with per-file progress. Staff attach through manage-document-upload; clients through
 * upload-beneficiary-docs (their files await review). On an RFE case the response documents come
 * first; the USCIS notices close the panel. Mount with <CaseDocumentsPanel petitionId={id} />.
 */

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3,
  h4 {
    margin: 0;
    font-size: 16px;
  }
  h4 {
    font-size: 15px;
  }
`;

const STATUS: Record<ReturnType<typeof reviewStatusOf>, { tone: BadgeTone; text: string }> = {
  accepted: { tone: 'success', text: 'Accepted' },
  rejected: { tone: 'danger', text: 'Rejected' },
  pending: { tone: 'warning', text: 'Awaiting review' },
};

function DocStatus({ doc }: { doc: TCaseDocument }) {
  const s = STATUS[reviewStatusOf(doc.status)];
  return <StatusBadge tone={s.tone}>{s.text}</StatusBadge>;
}

interface ActionsProps {
  petitionId: string;
  canReview: boolean;
  onReject: (d: TCaseDocument) => void;
  onDelete: (d: TCaseDocument) => void;
}

function DocumentItem({ doc, canReview, onReject, onDelete, previous }: ActionsProps & { doc: TCaseDocument; previous?: boolean }) {
  const canDelete = canReview || doc.status !== true;
  return (
    <li>
      <StyledRow>
        <StyledName>{doc.name}</StyledName>
        <StatusBadge tone="neutral">{`v${doc.version}`}</StatusBadge>
        <DocStatus doc={doc} />
      </StyledRow>
      <StyledMuted>
        {`Uploaded ${formatDate(doc.createdAt)}${doc.uploadedByName ? ` by ${doc.uploadedByName}` : ''}`}
        {doc.reviewedAt && doc.status !== null ? ` · Reviewed ${formatDate(doc.reviewedAt)}${doc.reviewedByName ? ` by ${doc.reviewedByName}` : ''}` : ''}
      </StyledMuted>
      {doc.status === false && doc.reason ? <StyledError>{`Reason: ${doc.reason}`}</StyledError> : null}
      <DocumentReviewActions
        doc={doc}
        canAccept={canReview && !previous && doc.status !== true}
        canReject={canReview && !previous && doc.status !== false}
        onReject={onReject}
      >
        {canDelete && !previous ? (
          <StyledButton type="button" $variant="danger" onClick={() => onDelete(doc)} aria-label={`Delete ${doc.name}`}>
            Delete
          </StyledButton>
        ) : null}
      </DocumentReviewActions>
    </li>
  );
}

function SlotCard({ slot, petitionId, canReview, onReject, onDelete }: ActionsProps & { slot: TChecklistSlotView }) {
  const headingId = useId();
  const qc = useQueryClient();
  const toast = useToast();
  const uploadTo = useUploadToSlot(petitionId, canReview);
  const { uploads, busy, onFiles } = useUploadBatch(
    (file, onProgress) => uploadTo(slot.key, file, onProgress),
    async (added, picked) => {
      toast.success(`${added === 1 ? picked[0]!.name : `${added} files`} added to ${slot.label}`);
      await refreshDocuments(qc);
    },
  );

  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledStack>
        <StyledHeader>
          <h4 id={headingId}>{slot.label}</h4>
          <StatusBadge tone={slot.required ? 'info' : 'neutral'}>{slot.required ? 'Required' : 'Optional'}</StatusBadge>
        </StyledHeader>
        {slot.tooltip ? <StyledMuted>{slot.tooltip}</StyledMuted> : null}
        {slot.error ? <StyledError>{slot.error}</StyledError> : null}
        {slot.files.length ? (
          <StyledFiles aria-label={`${slot.label} files`}>
            {slot.files.map((d) => (
              <DocumentItem key={d.id} doc={d} petitionId={petitionId} canReview={canReview} onReject={onReject} onDelete={onDelete} />
            ))}
          </StyledFiles>
        ) : (
          <StyledMuted>No file yet.</StyledMuted>
        )}
        <PreviousVersions count={slot.previous.length}>
          <StyledFiles aria-label={`${slot.label} previous versions`}>
            {slot.previous.map((d) => (
              <DocumentItem key={d.id} doc={d} previous petitionId={petitionId} canReview={canReview} onReject={onReject} onDelete={onDelete} />
            ))}
          </StyledFiles>
        </PreviousVersions>
        <FileDropZone
          label={`Upload ${slot.label}`}
          onFiles={(f) => void onFiles(f)}
          uploads={uploads}
          multiple={slot.multiple}
          disabled={busy}
        />
      </StyledStack>
    </StyledCard>
  );
}

export function CaseDocumentsPanel({ petitionId }: { petitionId: string }) {
  const query = useChecklist(petitionId);
  const zip = useDownloadAllDocuments(petitionId);
  const [rejecting, setRejecting] = useState<TCaseDocument | null>(null);
  const [deleting, setDeleting] = useState<TCaseDocument | null>(null);
  return (
    <QueryState query={query} noun="case">
      {(data) => {
        const hasFiles = data.slots.some((s) => s.files.length > 0);
        return (
          <StyledStack>
            <StyledHeader>
              <h3>Case documents</h3>
              <StyledRow>
                <StatusBadge tone={data.missing.length ? 'warning' : 'success'}>
                  {data.missing.length ? `${data.missing.length} required document(s) missing` : 'All required documents accepted'}
                </StatusBadge>
                {data.canReview && hasFiles ? (
                  <StyledButton type="button" onClick={() => zip.mutate()} disabled={zip.isPending}>
                    {zip.isPending ? 'Preparing…' : 'Download all'}
                  </StyledButton>
                ) : null}
              </StyledRow>
            </StyledHeader>
            {data.kind === 'rfe' ? <RfeResponseDocuments petitionId={petitionId} /> : null}
            {data.slots.length === 0 ? (
              <EmptyState title="No document checklist" description="This case type asks for no documents." level={3} />
            ) : (
              data.slots.map((s) => (
                <SlotCard
                  key={s.key}
                  slot={s}
                  petitionId={petitionId}
                  canReview={data.canReview}
                  onReject={setRejecting}
                  onDelete={setDeleting}
                />
              ))
            )}
            <UscisNotices petitionId={petitionId} />
            {rejecting ? <RejectDocumentDialog doc={rejecting} onClose={() => setRejecting(null)} /> : null}
            {deleting ? (
              <DeleteDocumentDialog
                petitionId={petitionId}
                documentId={deleting.id}
                title="Delete document"
                message={`Delete ${deleting.name}? The stored file is removed too.`}
                onClose={() => setDeleting(null)}
              />
            ) : null}
          </StyledStack>
        );
      }}
    </QueryState>
  );
}
