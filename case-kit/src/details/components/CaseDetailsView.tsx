import { useMutation } from '@tanstack/react-query';
import { lazy, memo, Suspense, useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { completeActivityCall, downloadDetailsAsPdfCall } from 'shared/contract/case-details';
import type { TCaseAssignmentField, TCaseDetails, TFileDownload } from 'shared/contract';
import { CASE_TYPE } from 'shared/domain/cases/case-types';
import type { ActivityCode, RuleDecision } from 'shared/domain';
import { useCaseTypeNames } from 'shared/query';
import { buildPath } from 'shared/routes';
import { useApi, useToast } from 'shared/session';
import { Loading, PageFrame, StyledButton, StyledCard } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';
import {
  StatusBadge,
  StyledActionBar,
  StyledLinkButton,
  EmptyState,
  StyledSectionHeader,
  StyledStack,
  Tabs,
} from 'shared/ui/widgets';
import { useCaseAction } from '../api/caseQueries';
import { AttorneySignDeepLinkEffect } from '../../esign/components/AttorneySignDeepLinkEffect';
import { caseTabsFor, useCaseTab, type CaseTabId } from '../hooks/useCaseTab';
import { useViewer } from '../hooks/useViewer';
import { caseActions, requestLcaDecision, workflowSteps, type StepView } from '../utils/caseRules';
import { CaseHeaderFacts as CaseHeaderFactsPlain } from './CaseHeaderFacts';
import { CaseOverview as CaseOverviewPlain } from './CaseOverview';
import { StatusArea as StatusAreaPlain } from './StatusArea';

/*
 * The view re-renders when the case-type names, the Documents count or a dialog change: the
 * summary, the status area, the overview, the actions card and the reminders render again only
 * when what they show does (issue 21 point 4: each re-render of the whole frame was a long task
 * on a slow phone).
 */
const CaseHeaderFacts = memo(CaseHeaderFactsPlain);
const CaseOverview = memo(CaseOverviewPlain);
const StatusArea = memo(StatusAreaPlain);

/*
 * The first view is the summary, the status area and the open tab (issue 21 point 4): the other
 * tabs' panels and the dialogs load when they are shown.
 */
const WorkflowProgress = lazy(() => import('./WorkflowProgress').then((m) => ({ default: m.WorkflowProgress })));
const CaseDocumentsPanel = lazy(() =>
  import('../../documents/components/CaseDocumentsPanel').then((m) => ({ default: m.CaseDocumentsPanel })),
);
const ScannedCopies = lazy(() => import('./ScannedCopies').then((m) => ({ default: m.ScannedCopies })));
const FormsPanel = lazy(() => import('../../forms/components/FormsPanel').then((m) => ({ default: m.FormsPanel })));
const LettersPanel = lazy(() =>
  import('../../letters/components/LettersPanel').then((m) => ({ default: m.LettersPanel })),
);
const SignaturesPanel = lazy(() =>
  import('../../esign/components/SignaturesPanel').then((m) => ({ default: m.SignaturesPanel })),
);
const ActivityLog = lazy(() => import('./ActivityLog').then((m) => ({ default: m.ActivityLog })));
const NotesPanel = lazy(() => import('./NotesPanel').then((m) => ({ default: m.NotesPanel })));
const CaseThread = lazy(() =>
  import('../../messages/components/CaseThread').then((m) => ({ default: m.CaseThread })),
);
const AssignDialog = lazy(() => import('./AssignDialog').then((m) => ({ default: m.AssignDialog })));
const CompleteActivityDialog = lazy(() =>
  import('./CompleteActivityDialog').then((m) => ({ default: m.CompleteActivityDialog })),
);
const TrackingDialog = lazy(() => import('./TrackingDialog').then((m) => ({ default: m.TrackingDialog })));
const UscisResponseDialog = lazy(() =>
  import('./UscisResponseDialog').then((m) => ({ default: m.UscisResponseDialog })),
);
const ApprovalDialog = lazy(() => import('./ApprovalDialog').then((m) => ({ default: m.ApprovalDialog })));
const FilingFeesDialog = lazy(() => import('./FilingFeesDialog').then((m) => ({ default: m.FilingFeesDialog })));
const FollowOnDialog = lazy(() => import('./FollowOnDialog').then((m) => ({ default: m.FollowOnDialog })));
const EditCaseDialog = lazy(() => import('./EditCaseDialog').then((m) => ({ default: m.EditCaseDialog })));
/* The reminders block (with its dialog and recipient search) fills in after the case's first view. */
/* So does the Documents tab's count: the checklist's reader brings the documents contract. */
const DocumentCountReader = lazy(() =>
  import('../../documents/components/DocumentCountReader').then((m) => ({ default: m.DocumentCountReader })),
);
const RecordReminders = lazy(() => import('shared/ui/reminders').then((m) => ({ default: m.RecordReminders })));
const ConfirmDialog = lazy(() => import('shared/ui/dialog').then((m) => ({ default: m.ConfirmDialog })));

type DialogState =
  | { kind: 'assign'; field: TCaseAssignmentField }
  | { kind: 'complete'; code: ActivityCode }
  | { kind: 'tracking' | 'submitToUscis' | 'uscisResponse' | 'approval' | 'filingFee' | 'followOn' | 'edit' }
  | null;

const StyledActionRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  .reason {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledHeader = styled(StyledCard)`
  margin-bottom: 0;
`;

/* Summary and status area side by side on a wide screen, so the tabs start above the fold. */
const StyledTop = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    & > .case-banner {
      grid-column: 1 / -1;
    }
  }
`;

/**
 * False until the browser has painted the frame's first view (the next animation frame, then a
 * task): the blocks that fill in after it (reminders, the Documents count) mount then, so their
 * code and reads do not compete with the first paint (issue 21 point 4).
 */
function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfter(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return after;
}

/** Saves a base64 file answer under its name. */
export function saveFile(file: TFileDownload): void {
  const bytes = Uint8Array.from(atob(file.contentBase64), (ch) => ch.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ActionRow({ label, decision, onClick }: { label: string; decision: RuleDecision; onClick: () => void }) {
  const reasonId = useId();
  return (
    <li>
      <StyledButton
        type="button"
        onClick={onClick}
        disabled={!decision.allowed}
        aria-describedby={decision.allowed ? undefined : reasonId}
      >
        {label}
      </StyledButton>
      {decision.allowed ? null : (
        <span className="reason" id={reasonId}>
          {decision.reason}
        </span>
      )}
    </li>
  );
}

export interface CaseDetailsViewProps {
  c: TCaseDetails;
  /** Which details page: the RFE and external pages add their own facts and card. */
  variant: 'petition' | 'rfe' | 'external';
  /** Extra header facts (e.g. the RFE's response due date). */
  extraFacts?: { label: string; value: ReactNode }[];
  /** A card shown above the tabs (the RFE card, the external-case note). */
  banner?: ReactNode;
  /** Extra header buttons. */
  extraActions?: ReactNode;
  /** The remote showing the page (marks its frame); mf-cases unless another remote shows a case. */
  remote?: string;
}

/** The details page of any case: header, status area, tabs, workflow with its actions and their dialogs. */
export function CaseDetailsView({ c, variant, extraFacts, banner, extraActions, remote = 'mf-cases' }: CaseDetailsViewProps) {
  const api = useApi();
  const toast = useToast();
  const viewer = useViewer();
  const [tab, setTab] = useCaseTab();
  const [dialog, setDialog] = useState<DialogState>(null);
  const actions = useMemo(() => caseActions(c, viewer), [c, viewer]);
  const steps = useMemo(() => workflowSteps(c, viewer), [c, viewer]);
  const close = () => setDialog(null);
  const [documentCount, setDocumentCount] = useState<number | undefined>(undefined);
  const painted = useAfterFirstPaint();
  const navigate = useNavigate();
  const requestLca = useMemo(() => requestLcaDecision(c, viewer), [c, viewer]);
  const typeNames = useCaseTypeNames().of(c);

  const pdf = useMutation({
    mutationFn: () => api.call(downloadDetailsAsPdfCall, { petitionId: c.id }),
    onSuccess: saveFile,
    onError: (e) => toast.error(errorMessage(e)),
  });
  const submit = useCaseAction(c.id, () => api.call(completeActivityCall, { petitionId: c.id, activityCode: 'SUBMIT_TO_USCIS' }), {
    success: 'Case submitted to USCIS.',
    toastErrors: true,
  });

  const onStep = (s: StepView) => {
    const a = s.action;
    if (!a) return;
    if (a.kind === 'assign' && a.field) setDialog({ kind: 'assign', field: a.field });
    else if (a.kind === 'complete') setDialog({ kind: 'complete', code: s.code });
    else if (a.kind !== 'assign') setDialog({ kind: a.kind });
  };

  const reminders = useMemo(
    () => (
      <Suspense fallback={null}>
        <RecordReminders recordType="case" recordId={c.id} recordLabel={`Case ${c.caseNumber}`} />
      </Suspense>
    ),
    [c.id, c.caseNumber],
  );
  const openAssign = useCallback((field: TCaseAssignmentField) => setDialog({ kind: 'assign', field }), []);
  // The same element while its inputs stay, so React skips it on the view's other re-renders.
  const actionsCard = useMemo(() => viewer.isStaff ? (
    <StyledCard aria-labelledby="case-actions-title">
      <StyledSectionHeader>
        <h2 id="case-actions-title">Case actions</h2>
      </StyledSectionHeader>
      <StyledActionRows>
        <ActionRow label={actions.tracking.label} decision={actions.tracking.decision} onClick={() => setDialog({ kind: 'tracking' })} />
        <ActionRow label="Submit to USCIS" decision={actions.submitToUscis} onClick={() => setDialog({ kind: 'submitToUscis' })} />
        {variant !== 'rfe' ? (
          <ActionRow label="Record USCIS response" decision={actions.uscisResponse} onClick={() => setDialog({ kind: 'uscisResponse' })} />
        ) : null}
        <ActionRow label="Admin approval" decision={actions.adminApproval} onClick={() => setDialog({ kind: 'approval' })} />
        <ActionRow label="Filing fees" decision={{ allowed: true, reason: '' }} onClick={() => setDialog({ kind: 'filingFee' })} />
        <ActionRow label="Create follow-on case" decision={actions.followOns.decision} onClick={() => setDialog({ kind: 'followOn' })} />
        {c.typeId === CASE_TYPE.H1B ? <ActionRow label="Request LCA" decision={requestLca} onClick={() => navigate(buildPath('lca.request', { itemId: c.id }))} /> : null}
      </StyledActionRows>
    </StyledCard>
  ) : null, [viewer.isStaff, actions, variant, c.typeId, c.id, requestLca, navigate]);

  const panels: Record<CaseTabId, () => ReactNode> = {
    CaseDetails: () => (
      <StyledStack>
        {actionsCard}
        <CaseOverview c={c} viewer={viewer} onAssign={openAssign} />
      </StyledStack>
    ),
    Workflow: () => (
      <StyledStack>
        <WorkflowProgress steps={steps} onAction={onStep} />
        {actionsCard}
      </StyledStack>
    ),
    Documents: () => (
      <StyledStack>
        <CaseDocumentsPanel petitionId={c.id} />
        <ScannedCopies c={c} canUpload={viewer.isStaff} token={viewer.token} />
      </StyledStack>
    ),
    Forms: () =>
      viewer.isStaff ? (
        <StyledStack>
          <FormsPanel petitionId={c.id} />
          <LettersPanel petitionId={c.id} caseTypeId={c.typeId} />
          <SignaturesPanel petitionId={c.id} isStaff />
        </StyledStack>
      ) : (
        <StyledStack>
          <EmptyState
            title="Forms are prepared by your law firm"
            description="Your attorney fills and files the USCIS forms for this case; you will be asked to review and sign them."
            level={3}
          />
          <SignaturesPanel petitionId={c.id} isStaff={false} />
        </StyledStack>
      ),
    ActivityLog: () => <ActivityLog petitionId={c.id} kind={variant === 'rfe' ? 'rfe' : 'petition'} />,
    Notes: () => <NotesPanel petitionId={c.id} isStaff={viewer.isStaff} mode="notes" />,
    // The case's message thread (issue 18 point 1): internal and shared messages, live.
    Communication: () => <CaseThread petitionId={c.id} />,
  };

  const tabs = caseTabsFor(c.kind).map((t) => (t.id === 'Documents' ? { ...t, count: documentCount } : t));
  // A `?tab=` the case's kind does not show opens its first tab.
  const shown: CaseTabId = tabs.some((t) => t.id === tab) ? tab : (tabs[0]?.id ?? tab);

  return (
    <PageFrame
      title={`Case ${c.caseNumber}`}
      description={[typeNames.typeName, typeNames.subTypeName].filter(Boolean).join(' · ')}
      remote={remote}
      actions={
        <StyledActionBar>
          {extraActions}
          {actions.edit.allowed && variant !== 'rfe' ? (
            <StyledButton type="button" onClick={() => setDialog({ kind: 'edit' })}>
              Edit
            </StyledButton>
          ) : null}
          {viewer.isStaff && variant !== 'rfe' ? (
            <StyledLinkButton to={buildPath('questionnaires.case', { itemId: c.id })}>Questionnaire</StyledLinkButton>
          ) : null}
          <StyledLinkButton to={buildPath('cases.print', { id: c.id })}>Print</StyledLinkButton>
          <StyledButton type="button" onClick={() => pdf.mutate()} disabled={pdf.isPending}>
            {pdf.isPending ? 'Preparing PDF…' : 'Download PDF'}
          </StyledButton>
        </StyledActionBar>
      }
    >
      <StyledTop>
        <StyledHeader aria-label="Case summary">
          {c.closed ? (
            <p>
              <StatusBadge tone="neutral">Closed</StatusBadge>
            </p>
          ) : null}
          <CaseHeaderFacts c={c} extra={extraFacts} />
          {painted ? reminders : null}
        </StyledHeader>
        <StatusArea c={c} />
        {banner ? <div className="case-banner">{banner}</div> : null}
      </StyledTop>
      <Tabs tabs={tabs} selected={shown} onSelect={setTab} label="Case sections">
        <Suspense fallback={<Loading />}>{panels[shown]()}</Suspense>
      </Tabs>
      <Suspense fallback={null}>
        {dialog?.kind === 'assign' ? <AssignDialog c={c} field={dialog.field} onClose={close} /> : null}
        {dialog?.kind === 'complete' ? <CompleteActivityDialog c={c} code={dialog.code} onClose={close} /> : null}
        {dialog?.kind === 'tracking' ? <TrackingDialog c={c} title={actions.tracking.label} onClose={close} /> : null}
        {dialog?.kind === 'uscisResponse' ? <UscisResponseDialog c={c} onClose={close} /> : null}
        {dialog?.kind === 'approval' ? <ApprovalDialog c={c} onClose={close} /> : null}
        {dialog?.kind === 'filingFee' ? <FilingFeesDialog c={c} decision={actions.filingFee} onClose={close} /> : null}
        {dialog?.kind === 'followOn' ? <FollowOnDialog c={c} actions={actions.followOns.actions} onClose={close} /> : null}
        {dialog?.kind === 'edit' ? <EditCaseDialog c={c} onClose={close} /> : null}
        {dialog?.kind === 'submitToUscis' ? (
          <ConfirmDialog
            title="Submit to USCIS?"
            message={<p>Case {c.caseNumber} is marked as filed with USCIS; the petitioner is notified. This step cannot be undone.</p>}
            confirmLabel="Submit to USCIS"
            danger={false}
            busy={submit.isPending}
            onCancel={close}
            onConfirm={() => submit.mutate(undefined, { onSettled: close })}
          />
        ) : null}
      </Suspense>
      {painted ? (
        <Suspense fallback={null}>
          <DocumentCountReader petitionId={c.id} onCount={setDocumentCount} />
        </Suspense>
      ) : null}
      {viewer.isStaff ? <AttorneySignDeepLinkEffect /> : null}
    </PageFrame>
  );
}
