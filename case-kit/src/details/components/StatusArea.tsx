import { useState } from 'react';
import styled from 'styled-components';
import type { TCaseDetails } from 'shared/contract';
import { ACTIVITY_LABELS } from 'shared/domain/cases/activity-codes';
import { formatDate, formatDateTime } from 'shared/domain/format';
import { StyledCard } from 'shared/ui-core';
import { DetailGrid } from 'shared/ui/widgets';

/** SPEC §2.1: the status area shows either the case status or the activities. */
export type StatusAreaView = 'showCaseStatus' | 'showActivities';

const StyledToggle = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space(3)};
  button {
    border: 0;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand};
    color: #fff;
  }
`;

const StyledList = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const OUTCOME_LABEL = { approved: 'Approved', rfe: 'RFE received', denied: 'Denied', withdrawn: 'Withdrawn' } as const;
const APPROVAL_LABEL = { pending: 'Pending', approved: 'Approved', rejected: 'Declined' } as const;

/** The case status area, toggling between the status facts and the completed activities. */
export function StatusArea({ c }: { c: TCaseDetails }) {
  const [view, setView] = useState<StatusAreaView>('showCaseStatus');
  const nextLabel = c.nextWorkflowActivity
    ? (c.workflow.activities.find((a) => a.code === c.nextWorkflowActivity)?.label ?? ACTIVITY_LABELS[c.nextWorkflowActivity])
    : null;
  return (
    <StyledCard aria-label="Case status area">
      <StyledToggle role="group" aria-label="Status area view">
        <button type="button" aria-pressed={view === 'showCaseStatus'} onClick={() => setView('showCaseStatus')}>
          Case status
        </button>
        <button type="button" aria-pressed={view === 'showActivities'} onClick={() => setView('showActivities')}>
          Activities
        </button>
      </StyledToggle>
      {view === 'showCaseStatus' ? (
        <DetailGrid
          items={[
            // The status itself is in the case summary beside this area (not shown twice).
            { label: 'Next step', value: nextLabel ?? (c.closed ? 'Closed' : 'Workflow complete') },
            {
              label: 'USCIS response',
              value: c.uscisOutcome ? `${OUTCOME_LABEL[c.uscisOutcome]}${c.uscisOutcomeDate ? ` on ${formatDate(c.uscisOutcomeDate)}` : ''}` : null,
            },
            { label: 'Admin approval', value: c.approvalStatus ? APPROVAL_LABEL[c.approvalStatus] : null },
            { label: 'Valid', value: c.validityFrom || c.validityTo ? `${formatDate(c.validityFrom) || '…'} – ${formatDate(c.validityTo) || '…'}` : null },
            { label: 'Closed', value: c.closedAt ? formatDate(c.closedAt) : null },
          ]}
        />
      ) : c.completionLog.length === 0 ? (
        <p>No activity completed yet.</p>
      ) : (
        <StyledList aria-label="Completed activities">
          {[...c.completionLog].reverse().map((e, i) => (
            <li key={`${e.code}-${i}`}>
              {e.label} <small>— {e.byName ?? 'someone'}, {formatDateTime(e.at)}</small>
            </li>
          ))}
        </StyledList>
      )}
    </StyledCard>
  );
}
