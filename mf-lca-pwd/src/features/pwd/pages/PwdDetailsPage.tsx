import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TPwdDetails } from 'shared/contract';
import { formatDate, PWD_POSITION_STATE_NAMES, PWD_STATUS } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import { DetailGrid, PageFrame, QueryState, StatusBadge, StyledCard } from 'shared/ui';
import { ConsistencyPanel } from '../../facts';
import { usePwd } from '../api/pwdQueries';
import { PwdActivity } from '../components/PwdActivity';
import { PwdForm } from '../components/PwdForm';
import { PwdStatusPanel } from '../components/PwdStatusPanel';
import { countdownText, money, positionTone } from '../components/pwdText';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

function Determination({ pwd }: { pwd: TPwdDetails }) {
  return (
    <StyledCard aria-labelledby="pwd-det-title">
      <h2 id="pwd-det-title">Determination</h2>
      <p aria-live="polite">
        <StatusBadge tone={positionTone(pwd.positionState)}>{PWD_POSITION_STATE_NAMES[pwd.positionState]}</StatusBadge> <strong>{countdownText(pwd.daysLeft)}</strong>
      </p>
      <DetailGrid
        items={[
          { label: 'Wage', value: pwd.wage == null ? '—' : `${money(pwd.wage)} per ${pwd.wageUnit}` },
          { label: 'Level', value: pwd.wageLevel ? `Level ${pwd.wageLevel}` : '—' },
          { label: 'Source', value: pwd.wageSource ?? '—' },
          { label: 'Determined', value: pwd.determinationDate ? formatDate(pwd.determinationDate) : '—' },
          { label: 'Valid', value: pwd.validFrom && pwd.validTo ? `${formatDate(pwd.validFrom)} – ${formatDate(pwd.validTo)}` : '—' },
          { label: 'Reminder', value: pwd.reminderOn ? `${formatDate(pwd.reminderOn)} (before it lapses)` : '—' },
          { label: 'Employer', value: pwd.petitioner?.name ?? '—' },
          { label: 'Beneficiary', value: pwd.beneficiary?.name ?? '—' },
          { label: 'Case', value: pwd.parentCase ? <Link to={buildPath('cases.petitionDetails', { itemId: pwd.parentCase.id })}>{pwd.parentCase.caseNumber}</Link> : 'Standalone' },
        ]}
      />
    </StyledCard>
  );
}

function Details({ pwd }: { pwd: TPwdDetails }) {
  const closed = pwd.statusId === PWD_STATUS.EXPIRED || pwd.statusId === PWD_STATUS.WITHDRAWN;
  return (
    <PageFrame title={`PWD ${pwd.caseNumber}`} description={[pwd.jobTitle, pwd.socCode, pwd.areaName].filter(Boolean).join(' · ') || 'Prevailing wage determination'} remote="mf-lca-pwd">
      <StyledStack>
        <Determination pwd={pwd} />
        <StyledCard aria-labelledby="pwd-status-title">
          <h2 id="pwd-status-title">Status</h2>
          <PwdStatusPanel key={`${pwd.statusId}-${pwd.updatedAt}`} pwd={pwd} />
        </StyledCard>
        <StyledCard aria-labelledby="pwd-form-title">
          <h2 id="pwd-form-title">ETA-9141</h2>
          <PwdForm key={pwd.updatedAt} pwd={pwd} readOnly={closed} />
        </StyledCard>
        {pwd.parentCase ? (
          <StyledCard>
            <ConsistencyPanel caseId={pwd.parentCase.id} />
          </StyledCard>
        ) : null}
        <StyledCard aria-labelledby="pwd-activity-title">
          <h2 id="pwd-activity-title">Activity</h2>
          <PwdActivity pwdId={pwd.id} />
        </StyledCard>
      </StyledStack>
    </PageFrame>
  );
}

/** /pwd-case-details/:itemId — the ETA-9141 data in sections, the determination with its countdown, status log, facts, activity. */
export default function PwdDetailsPage({ params }: PageProps) {
  const q = usePwd(params.itemId ?? '');
  return (
    <QueryState query={q} noun="PWD" frameTitle="PWD Case Details" remote="mf-lca-pwd" backTo={{ href: buildPath('pwd.list'), label: 'Back to the PWDs' }}>
      {(pwd) => <Details pwd={pwd} />}
    </QueryState>
  );
}
