import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { TCaseDocument, TRfeApprovalRequest, TRfeResponseDocs } from 'shared/contract';
import { documentLabel } from 'shared/domain/documents/registry';
import { formatDate, formatDateTime } from 'shared/domain/format';
import { useToast } from 'shared/session';
import { StyledButton, StyledCard } from 'shared/ui-core';
import { FileDropZone } from 'shared/ui/file-drop';
import { FormField, StyledSelect } from 'shared/ui/form';
import { QueryState, StatusBadge } from 'shared/ui/widgets';
import type { BadgeTone } from 'shared/ui';
import {
  refreshCaseDocuments,
  useDecideRfeApproval,
  useRequestRfeApproval,
  useRfeResponseDocs,
  useUploadRfeResponseDoc,
} from '../api/documentsQueries';
import { useUploadBatch } from '../hooks/useUploadBatch';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { DocumentOpenButtons } from './DocumentOpenButtons';
import { PreviousVersions, StyledCardHeader, StyledFiles, StyledMuted, StyledName, StyledRow } from './documentListParts';
import { ReasonDialog } from './ReasonDialog';

/*
 * The response documents of an RFE case (docs/documents.md "RFE response documents"): staff
 * upload them (the case moves to 32 'Response Docs Prepared'), ask the attorney to approve, and
 * the attorney approves (33 'Response Docs Approved') or sends them back with a reason.
 */

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledBanner = styled.div<{ $tone: 'info' | 'danger' | 'success' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : $tone === 'success' ? theme.color.success : theme.color.brand)};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius};
  p {
    margin: 0;
  }
`;

const StyledTextarea = styled.textarea`
  width: 100%;
  min-height: 72px;
  font: inherit;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

function docState(d: TCaseDocument, pending: boolean): { tone: BadgeTone; text: string } {
  if (d.status === true) return { tone: 'success', text: 'Approved' };
  if (d.status === false) return { tone: 'danger', text: 'Sent back' };
  return pending ? { tone: 'warning', text: 'Awaiting approval' } : { tone: 'neutral', text: 'Draft' };
}

function ApprovalBanner({ approval, canDecide, petitionId }: { approval: TRfeApprovalRequest; canDecide: boolean; petitionId: string }) {
  const decide = useDecideRfeApproval(petitionId);
  const [sendingBack, setSendingBack] = useState(false);
  const by = (name: string | null) => (name ? ` by ${name}` : '');
  if (approval.status === 'approved') {
    return (
      <StyledBanner $tone="success" role="status">
        <p>{`Approved${by(approval.decidedByName)} on ${formatDateTime(approval.decidedAt)}.`}</p>
      </StyledBanner>
    );
  }
  if (approval.status === 'rejected') {
    return (
      <StyledBanner $tone="danger" role="status">
        <p>{`Sent back${by(approval.decidedByName)} on ${formatDateTime(approval.decidedAt)}: ${approval.reason ?? ''}`}</p>
        <StyledMuted>Replace or add documents, then ask for approval again.</StyledMuted>
      </StyledBanner>
    );
  }
  return (
    <StyledBanner $tone="info" role="status">
      <p>{`Waiting for attorney approval — requested${by(approval.requestedByName)} on ${formatDateTime(approval.requestedAt)}.`}</p>
      {approval.note ? <StyledMuted>{`Note: ${approval.note}`}</StyledMuted> : null}
      {canDecide ? (
        <StyledRow>
          <StyledButton type="button" $variant="primary" disabled={decide.isPending} onClick={() => decide.mutate({ approve: true })}>
            Approve response documents
          </StyledButton>
          <StyledButton type="button" disabled={decide.isPending} onClick={() => setSendingBack(true)}>
            Send back
          </StyledButton>
        </StyledRow>
      ) : null}
      {sendingBack ? (
        <ReasonDialog
          title="Send the response documents back"
          hint="The person who asked for approval sees this reason."
          confirmLabel="Send back"
          busyLabel="Sending back…"
          busy={decide.isPending}
          onClose={() => setSendingBack(false)}
          onSubmit={(reason) => decide.mutate({ approve: false, reason }, { onSuccess: () => setSendingBack(false) })}
        />
      ) : null}
    </StyledBanner>
  );
}

function UploadResponseDocs({ data }: { data: TRfeResponseDocs }) {
  const qc = useQueryClient();
  const toast = useToast();
  const uploadTo = useUploadRfeResponseDoc(data.petitionId);
  const [docKey, setDocKey] = useState(data.slots[0]?.key ?? 'rfe_other');
  const { uploads, busy, onFiles } = useUploadBatch(
    (file, onProgress) => uploadTo(docKey, file, onProgress),
    async (added, picked) => {
      toast.success(`${added === 1 ? picked[0]!.name : `${added} files`} added as ${documentLabel(docKey)}`);
      await refreshCaseDocuments(qc, data.petitionId);
    },
  );
  return (
    <StyledStack>
      <FormField label="Kind of document" hint="A letter or index replaces the previous one (kept as a version); exhibits add up.">
        <StyledSelect value={docKey} onChange={(e) => setDocKey(e.target.value)}>
          {data.slots.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </StyledSelect>
      </FormField>
      <FileDropZone label={`Upload ${documentLabel(docKey)}`} onFiles={(f) => void onFiles(f)} uploads={uploads} disabled={busy} />
    </StyledStack>
  );
}

function RequestApproval({ data }: { data: TRfeResponseDocs }) {
  const request = useRequestRfeApproval(data.petitionId);
  const [note, setNote] = useState('');
  return (
    <StyledStack>
      <FormField label="Note for the attorney" hint={data.requestBlocker ?? 'Optional: what to look at first.'}>
        <StyledTextarea value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} disabled={!data.canRequestApproval} />
      </FormField>
      <div>
        <StyledButton
          type="button"
          $variant="primary"
          disabled={!data.canRequestApproval || request.isPending}
          onClick={() => request.mutate(note, { onSuccess: () => setNote('') })}
        >
          {request.isPending ? 'Requesting…' : 'Request attorney approval'}
        </StyledButton>
      </div>
    </StyledStack>
  );
}

function ResponseDocList({ docs, data, previous, onDelete }: { docs: TCaseDocument[]; data: TRfeResponseDocs; previous?: boolean; onDelete: (d: TCaseDocument) => void }) {
  const pending = data.approval?.status === 'pending';
  return (
    <StyledFiles aria-label={previous ? 'Previous versions of the response documents' : 'RFE response documents'}>
      {docs.map((d) => {
        const state = docState(d, pending);
        return (
          <li key={d.id}>
            <StyledRow>
              <StyledName>{d.name}</StyledName>
              <StatusBadge tone="neutral">{`v${d.version}`}</StatusBadge>
              {previous ? null : <StatusBadge tone={state.tone}>{state.text}</StatusBadge>}
            </StyledRow>
            <StyledMuted>{`${documentLabel(d.docKey)} · uploaded ${formatDate(d.createdAt)}${d.uploadedByName ? ` by ${d.uploadedByName}` : ''}`}</StyledMuted>
            <StyledRow>
              <DocumentOpenButtons file={d} petitionId={data.petitionId} />
              {data.canUpload && !previous ? (
                <StyledButton type="button" $variant="danger" onClick={() => onDelete(d)} aria-label={`Delete ${d.name}`}>
                  Delete
                </StyledButton>
              ) : null}
            </StyledRow>
          </li>
        );
      })}
    </StyledFiles>
  );
}

/** The RFE response documents section of an RFE case's Documents tab. */
export function RfeResponseDocuments({ petitionId }: { petitionId: string }) {
  const headingId = useId();
  const query = useRfeResponseDocs(petitionId);
  const [deleting, setDeleting] = useState<TCaseDocument | null>(null);
  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledCardHeader>
        <h3 id={headingId}>RFE response documents</h3>
        {query.data ? (
          <StatusBadge tone={query.data.statusId === 33 ? 'success' : query.data.statusId === 32 ? 'warning' : 'neutral'}>{query.data.statusName}</StatusBadge>
        ) : null}
      </StyledCardHeader>
      <QueryState query={query} noun="RFE response documents">
        {(data) => (
          <StyledStack>
            {data.approval ? <ApprovalBanner approval={data.approval} canDecide={data.canDecide} petitionId={petitionId} /> : null}
            {data.documents.length ? (
              <ResponseDocList docs={data.documents} data={data} onDelete={setDeleting} />
            ) : (
              <StyledMuted>
                {data.canUpload || data.canRequestApproval
                  ? 'No response document yet. Upload the response letter and its exhibits; the case then shows Response Docs Prepared.'
                  : 'The law firm has not prepared the response documents yet.'}
              </StyledMuted>
            )}
            <PreviousVersions count={data.previous.length}>
              <ResponseDocList docs={data.previous} data={data} previous onDelete={setDeleting} />
            </PreviousVersions>
            {data.canUpload ? <UploadResponseDocs data={data} /> : null}
            {(data.canRequestApproval || data.requestBlocker) && data.approval?.status !== 'pending' ? <RequestApproval data={data} /> : null}
            {data.history.length > 1 ? (
              <details>
                <summary>{`Approval history (${data.history.length})`}</summary>
                <ul>
                  {data.history.map((r) => (
                    <li key={r.id}>
                      {`${formatDateTime(r.requestedAt)} — ${r.status === 'approved' ? 'approved' : r.status === 'rejected' ? `sent back: ${r.reason ?? ''}` : 'waiting'}${r.decidedByName ? ` (${r.decidedByName})` : ''}`}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
            {deleting ? (
              <DeleteDocumentDialog
                petitionId={petitionId}
                documentId={deleting.id}
                title="Delete response document"
                message={`Delete ${deleting.name}? The stored file is removed too.${data.statusId === 33 ? ' The approval no longer holds: the case goes back to Response Docs Prepared.' : ''}`}
                onClose={() => setDeleting(null)}
              />
            ) : null}
          </StyledStack>
        )}
      </QueryState>
    </StyledCard>
  );
}
