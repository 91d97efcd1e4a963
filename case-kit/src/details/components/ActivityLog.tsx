import styled from 'styled-components';
import { CASE_STATUS_BY_ID } from 'shared/domain/case-status';
import { formatDateTime } from 'shared/domain/format';
import { ErrorPanel, Loading, StyledCard } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';
import { EmptyState } from 'shared/ui/widgets';
import { useCaseActivity } from '../api/casePanelQueries';

const StyledEntries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    padding-bottom: ${({ theme }) => theme.space(3)};
  }
  header small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  table {
    border-collapse: collapse;
    margin-top: ${({ theme }) => theme.space(2)};
    font-size: 13px;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
`;

const ACTION_LABEL: Record<string, string> = {
  create: 'Case created',
  update: 'Case updated',
  assign: 'Assignment',
  'complete-activity': 'Activity completed',
  tracking: 'Tracking updated',
  approval: 'Admin approval',
  'uscis-response': 'USCIS response',
  transfer: 'Case transferred',
  'bulk-replace': 'Bulk replace',
  'bulk-undo': 'Bulk replace undone',
  'follow-on': 'Follow-on case',
  import: 'Imported',
  delete: 'Case deleted',
  'rfe-deleted': 'RFE case deleted',
  'edit-option': 'Edit option changed',
  'scanned-copy': 'Scanned copy',
  'send-questionnaire': 'Questionnaire sent',
  'request-sponsorship-confirmation': 'Sponsorship confirmation requested',
  'revoke-sponsorship-link': 'Sponsorship link withdrawn',
  'sponsorship-confirmed': 'Sponsorship confirmed',
  'sponsorship-declined': 'Sponsorship declined',
  'upload-form-version': 'Form or letter uploaded',
  'delete-form-version': 'Form or letter deleted',
  'rfe-response-docs': 'RFE response documents',
  'rfe-response-approval': 'RFE response approval',
  'uscis-notice': 'USCIS notice',
  'request-for-petitioner-sign': 'Signature requested',
  'esign-resend': 'Signature request re-sent',
  'esign-cancel': 'Signature request withdrawn',
  'esign-signed': 'Document signed',
  'esign-declined': 'Signature declined',
  'confirm-review-completed': 'Review confirmed',
  'add-sign-to-document': 'Attorney signed',
  'ignore-attorney-sign': 'Attorney signature skipped',
};

/** A before/after value as text: statuses by name, lists joined, blanks as a dash. */
export function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'statusId' && typeof value === 'number') return CASE_STATUS_BY_ID.get(value)?.name ?? String(value);
  if (Array.isArray(value))
    return value.length ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ') : '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The case's history, newest first: who, when, which activity, and each changed field before and after. */
export function ActivityLog({ petitionId, kind }: { petitionId: string; kind: 'petition' | 'rfe' }) {
  const q = useCaseActivity(petitionId, kind);
  return (
    <StyledCard aria-label="Activity log">
      {q.isLoading ? <Loading label="Loading the history…" /> : null}
      {q.isError ? (
        <ErrorPanel
          title="Couldn’t load the history"
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
        />
      ) : null}
      {q.data && q.data.data.length === 0 ? (
        <EmptyState level={3} title="No history yet" description="Changes to this case will show here." />
      ) : null}
      {q.data && q.data.data.length > 0 ? (
        <StyledEntries>
          {q.data.data.map((e) => (
            <li key={e.id}>
              <header>
                <strong>{e.activityLabel ?? ACTION_LABEL[e.action] ?? e.action}</strong>{' '}
                <small>
                  — {e.userName ?? 'System'}, {formatDateTime(e.at)}
                </small>
              </header>
              {e.note ? <p>{e.note}</p> : null}
              {e.changes.length > 0 ? (
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Field</th>
                      <th scope="col">Before</th>
                      <th scope="col">After</th>
                    </tr>
                  </thead>
                  <tbody>
                    {e.changes.map((ch) => (
                      <tr key={ch.field}>
                        <td>{ch.field}</td>
                        <td>{showValue(ch.field, ch.before)}</td>
                        <td>{showValue(ch.field, ch.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </li>
          ))}
        </StyledEntries>
      ) : null}
    </StyledCard>
  );
}
