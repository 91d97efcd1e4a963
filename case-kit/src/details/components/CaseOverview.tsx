import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TCaseAssignmentField, TCaseDetails, TCaseLink } from 'shared/contract';
import { formatDate, formatDateTime } from 'shared/domain/format';
import { caseDetailsPath } from 'shared/routes';
import { useCaseTypeNames } from 'shared/query';
import { StyledButton, StyledCard } from 'shared/ui-core';
import { CaseStatusBadge, DetailGrid, EmptyState, StyledSectionHeader, StyledStack } from 'shared/ui/widgets';
import { ASSIGNMENT_SLOTS, canAssign, type Viewer } from '../utils/caseRules';

const StyledSlots = styled.ul`
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
  .who {
    flex: 1 1 12em;
  }
  .role {
    display: block;
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
`;

const RELATION: Record<string, string> = { rfe: 'RFE', noid: 'NOID' };

function LinkedCase({ l, prefix }: { l: TCaseLink; prefix?: string }) {
  const typeName = useCaseTypeNames().typeName(l.typeId, l.typeName);
  return (
    <li>
      {prefix ? <span>{prefix}</span> : null}
      <Link to={caseDetailsPath(l)}>{l.caseNumber}</Link>
      <span>{typeName}</span>
      {l.relation ? <span>({RELATION[l.relation] ?? l.relation.replace(/_/g, ' ').toLowerCase()})</span> : null}
      <CaseStatusBadge statusId={l.statusId} />
      {l.deadlineDate ? <span>due {formatDate(l.deadlineDate)}</span> : null}
    </li>
  );
}

export interface CaseOverviewProps {
  c: TCaseDetails;
  viewer: Viewer;
  onAssign: (field: TCaseAssignmentField) => void;
}

/** The 'Case Details' tab: parties, dates, assignments, filing facts and linked cases. */
export function CaseOverview({ c, viewer, onAssign }: CaseOverviewProps) {
  return (
    <StyledStack>
      <StyledCard aria-labelledby="case-parties-title">
        <StyledSectionHeader>
          <h2 id="case-parties-title">Parties</h2>
        </StyledSectionHeader>
        <DetailGrid
          items={[
            { label: 'Petitioner', value: c.petitionerName },
            { label: 'Beneficiary', value: c.beneficiaryName },
            { label: 'Branch', value: c.branchName },
            { label: 'Title', value: c.title },
            { label: 'External firm', value: c.externalFirm },
            { label: 'Created by', value: c.createdBy?.name },
          ]}
        />
      </StyledCard>
      <StyledCard aria-labelledby="case-dates-title">
        <StyledSectionHeader>
          <h2 id="case-dates-title">Dates</h2>
        </StyledSectionHeader>
        <DetailGrid
          items={[
            { label: 'Deadline', value: formatDate(c.deadlineDate) },
            { label: 'Valid From', value: formatDate(c.validityFrom) },
            { label: 'Valid To', value: formatDate(c.validityTo) },
            { label: 'USCIS response date', value: formatDate(c.uscisOutcomeDate) },
            { label: 'Created', value: formatDateTime(c.createdAt) },
            { label: 'Last updated', value: `${formatDateTime(c.updatedAt)}${c.updatedBy ? ` by ${c.updatedBy.name}` : ''}` },
          ]}
        />
      </StyledCard>
      <StyledCard aria-labelledby="case-assignments-title">
        <StyledSectionHeader>
          <h2 id="case-assignments-title">Assignments</h2>
        </StyledSectionHeader>
        <StyledSlots>
          {ASSIGNMENT_SLOTS.map((s) => {
            const who = c[s.field];
            const rule = canAssign(s.field, viewer);
            return (
              <li key={s.field} data-slot={s.field}>
                <span className="who">
                  <span className="role">{s.label}</span>
                  {who?.name ?? 'Not assigned'}
                </span>
                {rule.allowed ? (
                  <StyledButton type="button" onClick={() => onAssign(s.field)} aria-label={`${who ? 'Change' : 'Assign'} ${s.label.toLowerCase()}`}>
                    {who ? 'Change' : 'Assign'}
                  </StyledButton>
                ) : null}
              </li>
            );
          })}
        </StyledSlots>
      </StyledCard>
      <StyledCard aria-labelledby="case-filing-title">
        <StyledSectionHeader>
          <h2 id="case-filing-title">Filing</h2>
        </StyledSectionHeader>
        <DetailGrid
          items={[
            { label: 'Receipt Number', value: c.receiptNumber },
            { label: 'Carrier', value: c.courierTracking.carrierName },
            {
              label: 'Tracking Number',
              value: c.courierTracking.trackingNumber ? (
                c.courierTracking.trackingUrl ? (
                  <a href={c.courierTracking.trackingUrl} target="_blank" rel="noreferrer">
                    {c.courierTracking.trackingNumber}
                  </a>
                ) : (
                  c.courierTracking.trackingNumber
                )
              ) : null,
            },
            { label: 'Scanned copies', value: String(c.scannedCopyCount) },
            { label: 'File only after invoice', value: c.fileOnlyAfterInvoice ? 'Yes' : 'No' },
            { label: 'File only after payment', value: c.fileOnlyAfterPayment ? 'Yes' : 'No' },
          ]}
        />
      </StyledCard>
      <StyledCard aria-labelledby="case-links-title">
        <StyledSectionHeader>
          <h2 id="case-links-title">Linked cases</h2>
        </StyledSectionHeader>
        {!c.parent && c.children.length === 0 ? (
          <EmptyState level={3} title="No linked cases" description="RFE cases and follow-on cases created from this case show here." />
        ) : (
          <StyledLinks>
            {c.parent ? <LinkedCase l={c.parent} prefix="Created from" /> : null}
            {c.children.map((l) => (
              <LinkedCase key={l.id} l={l} />
            ))}
          </StyledLinks>
        )}
      </StyledCard>
    </StyledStack>
  );
}
