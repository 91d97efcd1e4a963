import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { TSignFileRef, TSignRequest, TSignRequestListResult } from 'shared/contract';
import { formatDateTime } from 'shared/domain/format';
import { useSession } from 'shared/session';
import { StyledButton, StyledCard } from 'shared/ui-core';
import { ConfirmDialog } from 'shared/ui/dialog';
import { EmptyState, QueryState, StatusBadge } from 'shared/ui/widgets';
import type { BadgeTone } from 'shared/ui';
import {
  useCancelSignRequest,
  useConfirmReview,
  useOpenFile,
  useOpenMySignLink,
  useResendSignRequest,
  useSignRequests,
} from '../api/esignQueries';
import { StyledCardHeader } from '../../documents/components/documentListParts';
import { FilePreviewDialog } from '../../documents/components/FilePreviewDialog';
import { AttorneySignDialog } from './AttorneySignDialog';
import { IgnoreAttorneySignDialog } from './IgnoreAttorneySignDialog';
import { RequestSignatureDialog } from './RequestSignatureDialog';

/*
 * The case's e-signatures (docs/esign.md), in the Forms tab. Staff: the sign requests with their
 * status and times, "Request petitioner signature", resend / withdraw, the attorney's signature or
 * its skipping, and the signed PDFs. The petitioner: his documents to sign ("Review and sign"),
 * "Confirm review completed", and the signed PDFs. The SPEC §6 ATTORNEY_SIGN deep link
 * (?action=ATTORNEY_SIGN&documentId=<request>) opens the attorney's dialog for that document.
 */

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledItem = styled.li`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  strong {
    word-break: break-word;
  }
`;

const StyledMeta = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const STATUS: Record<TSignRequest['status'], { label: string; tone: BadgeTone }> = {
  requested: { label: 'Sent', tone: 'info' },
  viewed: { label: 'Viewed', tone: 'warning' },
  signed: { label: 'Signed', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
  cancelled: { label: 'Withdrawn', tone: 'neutral' },
};

const ATTORNEY: Partial<Record<TSignRequest['attorneyStatus'], { label: string; tone: BadgeTone }>> = {
  pending: { label: 'Attorney signature pending', tone: 'warning' },
  signed: { label: 'Attorney signed', tone: 'success' },
  ignored: { label: 'Attorney signature skipped', tone: 'neutral' },
};

const when = (label: string, iso: string | null): string | null => (iso ? `${label} ${formatDateTime(iso)}` : null);

type Dialog =
  | { kind: 'request' }
  | { kind: 'attorney' | 'skip' | 'cancel'; request: TSignRequest }
  | { kind: 'preview'; file: TSignFileRef }
  | null;

export interface SignaturesPanelProps {
  petitionId: string;
  isStaff: boolean;
}

export function SignaturesPanel({ petitionId, isStaff }: SignaturesPanelProps) {
  const query = useSignRequests(petitionId);
  return (
    <StyledCard aria-labelledby="esign-title">
      <QueryState query={query} noun="signature requests">
        {(data) => <PanelBody petitionId={petitionId} isStaff={isStaff} data={data} />}
      </QueryState>
    </StyledCard>
  );
}

function PanelBody({ petitionId, isStaff, data }: SignaturesPanelProps & { data: TSignRequestListResult }) {
  const user = useSession((s) => s.user);
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const open = useOpenFile(petitionId);
  const resend = useResendSignRequest(petitionId);
  const cancel = useCancelSignRequest(petitionId);
  const confirmReview = useConfirmReview(petitionId);
  const mySign = useOpenMySignLink(petitionId);

  // SPEC §6 ATTORNEY_SIGN deep link: open the attorney's dialog once, then drop the query.
  const action = params.get('action');
  const documentId = params.get('documentId');
  useEffect(() => {
    if (action !== 'ATTORNEY_SIGN' || !documentId) return;
    const r = data.data.find(
      (x) => x.id === documentId || x.document.id === documentId || x.petitionerSignedFile?.id === documentId,
    );
    if (r && data.canAttorneySign && r.attorneyStatus === 'pending') setDialog({ kind: 'attorney', request: r });
    setParams(
      (cur) => {
        const next = new URLSearchParams(cur);
        for (const k of ['action', 'petitionId', 'documentId']) next.delete(k);
        return next;
      },
      { replace: true },
    );
  }, [action, documentId, data, setParams]);

  const close = () => setDialog(null);
  const pending = data.data.filter((r) => r.status === 'requested' || r.status === 'viewed');
  const visible = isStaff ? data.data : data.data.filter((r) => r.status !== 'cancelled');
  const canConfirm = !isStaff && visible.length > 0;

  return (
    <>
      <StyledCardHeader>
        <h3 id="esign-title">{isStaff ? 'Signatures' : 'Documents to sign'}</h3>
        <StyledActions>
          {data.canRequest ? (
            <StyledButton
              type="button"
              $variant="primary"
              onClick={() => setDialog({ kind: 'request' })}
              disabled={data.documents.length === 0}
              title={data.documents.length === 0 ? 'Generate a form or letter (PDF) for this case first.' : undefined}
            >
              Request petitioner signature
            </StyledButton>
          ) : null}
          {canConfirm ? (
            <StyledButton
              type="button"
              onClick={() => confirmReview.mutate(undefined)}
              disabled={confirmReview.isPending}
            >
              {confirmReview.isPending ? 'Confirming…' : 'Confirm review completed'}
            </StyledButton>
          ) : null}
        </StyledActions>
      </StyledCardHeader>
      {data.canRequest && data.documents.length === 0 ? (
        <StyledMeta>Generate a form or letter (PDF) for this case to send it for signature.</StyledMeta>
      ) : null}
      {visible.length === 0 ? (
        <EmptyState
          level={3}
          title={isStaff ? 'No signature requests yet' : 'Nothing to sign yet'}
          description={
            isStaff
              ? 'Send the case’s forms and letters to the petitioner’s signatory to sign electronically.'
              : 'When your law firm sends documents for your signature, they appear here and in your e-mail.'
          }
        />
      ) : (
        <StyledList aria-label={isStaff ? 'Signature requests' : 'Documents to sign'}>
          {visible.map((r) => {
            const s = STATUS[r.status];
            const a = ATTORNEY[r.attorneyStatus];
            const mine = user?.email && r.signerEmail.toLowerCase() === user.email.toLowerCase();
            const isPending = pending.includes(r);
            const latest = r.attorneySignedFile ?? r.petitionerSignedFile;
            const times = [
              when('Sent', r.requestedAt),
              when('Viewed', r.viewedAt),
              when('Signed', r.signedAt),
              when('Declined', r.declinedAt),
              when('Withdrawn', r.cancelledAt),
              when('Review confirmed', r.reviewConfirmedAt),
              when('Attorney signed', r.attorneySignedAt),
            ].filter(Boolean);
            return (
              <StyledItem key={r.id} aria-label={`${r.document.name}: ${s.label}`}>
                <StyledTitleRow>
                  <strong>{r.document.name}</strong>
                  <StatusBadge tone={s.tone}>{s.label}</StatusBadge>
                  {a ? <StatusBadge tone={a.tone}>{a.label}</StatusBadge> : null}
                  {isPending && r.linkState === 'expired' ? (
                    <StatusBadge tone="danger">Link expired</StatusBadge>
                  ) : null}
                </StyledTitleRow>
                <StyledMeta>
                  Signer: {r.signerName} &lt;{r.signerEmail}&gt;
                  {r.requestedByName ? ` · requested by ${r.requestedByName}` : ''}
                </StyledMeta>
                <StyledMeta>{times.join(' · ')}</StyledMeta>
                {r.declineReason ? <StyledMeta>Reason given: {r.declineReason}</StyledMeta> : null}
                {r.attorneyIgnoredReason ? (
                  <StyledMeta>Attorney signature skipped: {r.attorneyIgnoredReason}</StyledMeta>
                ) : null}
                {isStaff && r.signedIp ? (
                  <StyledMeta>
                    Signed from {r.signedIp}
                    {r.signedUserAgent ? ` · ${r.signedUserAgent}` : ''}
                  </StyledMeta>
                ) : null}
                {latest ? (
                  <StyledMeta>
                    SHA-256 of the signed PDF: <code>{latest.sha256}</code>
                  </StyledMeta>
                ) : null}
                <StyledActions>
                  {!isStaff && isPending && mine ? (
                    <StyledButton
                      type="button"
                      $variant="primary"
                      onClick={() => mySign.mutate(r.id)}
                      disabled={mySign.isPending}
                    >
                      Review and sign
                    </StyledButton>
                  ) : null}
                  {!isStaff && isPending && !mine ? (
                    <StyledMeta>Sent to {r.signerEmail} for signature.</StyledMeta>
                  ) : null}
                  {latest ? (
                    <>
                      <StyledButton type="button" onClick={() => setDialog({ kind: 'preview', file: latest })}>
                        Preview signed PDF
                      </StyledButton>
                      <StyledButton type="button" onClick={() => open.mutate(latest)}>
                        Open signed PDF
                      </StyledButton>
                    </>
                  ) : null}
                  {isStaff ? (
                    <StyledButton type="button" onClick={() => open.mutate(r.document)}>
                      Open original
                    </StyledButton>
                  ) : null}
                  {data.canRequest && (isPending || r.status === 'declined') ? (
                    <>
                      <StyledButton type="button" onClick={() => resend.mutate(r.id)} disabled={resend.isPending}>
                        Resend
                      </StyledButton>
                      <StyledButton type="button" onClick={() => setDialog({ kind: 'cancel', request: r })}>
                        Withdraw
                      </StyledButton>
                    </>
                  ) : null}
                  {data.canAttorneySign && r.attorneyStatus === 'pending' ? (
                    <>
                      <StyledButton
                        type="button"
                        $variant="primary"
                        onClick={() => setDialog({ kind: 'attorney', request: r })}
                      >
                        Attorney sign
                      </StyledButton>
                      <StyledButton type="button" onClick={() => setDialog({ kind: 'skip', request: r })}>
                        Ignore attorney sign
                      </StyledButton>
                    </>
                  ) : null}
                </StyledActions>
              </StyledItem>
            );
          })}
        </StyledList>
      )}

      {dialog?.kind === 'request' ? (
        <RequestSignatureDialog
          petitionId={petitionId}
          documents={data.documents}
          defaultSigner={data.defaultSigner}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'attorney' ? (
        <AttorneySignDialog
          petitionId={petitionId}
          request={dialog.request}
          attorneyName={user?.name ?? ''}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'preview' ? (
        <FilePreviewDialog
          file={{ path: dialog.file.path, name: dialog.file.name, mimetype: 'application/pdf', extn: 'pdf' }}
          petitionId={petitionId}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'skip' ? (
        <IgnoreAttorneySignDialog petitionId={petitionId} request={dialog.request} onClose={close} />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <ConfirmDialog
          title="Withdraw the signature request?"
          message={
            <p>
              The link sent to {dialog.request.signerEmail} for {dialog.request.document.name} stops working.
            </p>
          }
          confirmLabel="Withdraw"
          busy={cancel.isPending}
          onCancel={close}
          onConfirm={() => cancel.mutate(dialog.request.id, { onSettled: close })}
        />
      ) : null}
    </>
  );
}
