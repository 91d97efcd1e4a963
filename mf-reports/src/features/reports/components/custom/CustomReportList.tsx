import { useState } from 'react';
import styled from 'styled-components';
import type { TCustomReport } from 'shared/contract';
import { CUSTOM_ENTITIES } from 'shared/domain';
import { ConfirmDialog, EmptyState, ErrorPanel, errorCode, errorMessage, Loading, StyledButton } from 'shared/ui';
import { useCustomDelete } from '../../api/reportsQueries';
import { scheduleSummary } from '../../utils/customSpec';

const StyledScroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 13px;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 12px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledRowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

export interface CustomReportListProps {
  reports: readonly TCustomReport[] | undefined;
  isError: boolean;
  error: unknown;
  onRetry: () => void;
  searching: boolean;
  onRun: (r: TCustomReport) => void;
  onEdit: (r: TCustomReport) => void;
  onSchedule: (r: TCustomReport) => void;
  onNew: () => void;
}

/** The caller's saved reports and those shared with the firm: run, edit, schedule, delete (asked first). */
export function CustomReportList({
  reports,
  isError,
  error,
  onRetry,
  searching,
  onRun,
  onEdit,
  onSchedule,
  onNew,
}: CustomReportListProps) {
  const [deleting, setDeleting] = useState<TCustomReport | null>(null);
  const remove = useCustomDelete();

  if (isError && !reports)
    return (
      <ErrorPanel
        title="Couldn’t load the saved reports"
        message={errorMessage(error)}
        code={errorCode(error)}
        onRetry={onRetry}
      />
    );
  if (!reports) return <Loading label="Loading saved reports…" />;
  if (reports.length === 0)
    return searching ? (
      <EmptyState level={3} title="No saved report matches" description="Try another name." />
    ) : (
      <EmptyState
        level={3}
        title="No saved reports yet"
        description="Build a report on cases, beneficiaries or petitioners, then save it for yourself or the firm."
        actions={
          <StyledButton type="button" $variant="primary" onClick={onNew}>
            New report
          </StyledButton>
        }
      />
    );

  return (
    <>
      <StyledScroll tabIndex={0} role="region" aria-label="Saved reports (scrolls sideways)">
        <table aria-label="Saved reports">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">On</th>
              <th scope="col">Owner</th>
              <th scope="col">Delivery</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {reports.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  {r.name}
                  <small>{r.shared ? 'Shared with the firm' : 'Private'}</small>
                </th>
                <td>{CUSTOM_ENTITIES[r.entity].label}</td>
                <td>{r.ownerName ?? '—'}</td>
                <td>{scheduleSummary(r)}</td>
                <td>
                  <StyledRowActions>
                    <StyledButton type="button" onClick={() => onRun(r)} aria-label={`Run ${r.name}`}>
                      Run
                    </StyledButton>
                    {r.canEdit ? (
                      <>
                        <StyledButton type="button" onClick={() => onEdit(r)} aria-label={`Edit ${r.name}`}>
                          Edit
                        </StyledButton>
                        <StyledButton type="button" onClick={() => onSchedule(r)} aria-label={`Schedule ${r.name}`}>
                          Schedule
                        </StyledButton>
                        <StyledButton
                          type="button"
                          $variant="danger"
                          onClick={() => setDeleting(r)}
                          aria-label={`Delete ${r.name}`}
                        >
                          Delete
                        </StyledButton>
                      </>
                    ) : null}
                  </StyledRowActions>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </StyledScroll>
      {deleting ? (
        <ConfirmDialog
          title="Delete this report?"
          message={
            <p>
              “{deleting.name}” will be deleted{deleting.schedule ? ' and its e-mail deliveries stopped' : ''}
              {deleting.shared ? '; nobody in the firm will be able to run it' : ''}. This cannot be undone.
            </p>
          }
          confirmLabel="Delete report"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate({ id: deleting.id }, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </>
  );
}
