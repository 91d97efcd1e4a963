import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TLcaDetails } from 'shared/contract';
import { formatDate, formatDateTime } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import { DetailGrid, PageFrame, QueryState, StatusBadge, StyledButton, StyledCard, StyledLinkButton } from 'shared/ui';
import { ConsistencyPanel } from '../../facts';
import { PostingNoticePanel } from '../../posting';
import { useLca } from '../api/lcaQueries';
import { LcaActivity } from '../components/LcaActivity';
import { LcaDataForm } from '../components/LcaDataForm';
import { LcaStatusPanel } from '../components/LcaStatusPanel';
import { lcaStatusTone } from '../components/lcaText';
import { SendFillLinkDialog } from '../components/SendFillLinkDialog';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

function Summary({ lca }: { lca: TLcaDetails }) {
  return (
    <StyledCard aria-labelledby="lca-summary-title">
      <h2 id="lca-summary-title">Summary</h2>
      <DetailGrid
        items={[
          { label: 'Status', value: <StatusBadge tone={lcaStatusTone(lca.statusId)}>{lca.statusName}</StatusBadge> },
          { label: 'Kind', value: lca.subTypeName ?? 'LCA' },
          { label: 'Employer', value: lca.petitioner?.name ?? lca.employerName ?? '—' },
          { label: 'Beneficiary', value: lca.beneficiary?.name ?? '—' },
          {
            label: 'H-1B case',
            value: lca.parentCase ? <Link to={buildPath('cases.petitionDetails', { itemId: lca.parentCase.id })}>{lca.parentCase.caseNumber}</Link> : 'Standalone',
          },
          { label: 'LCA manager', value: lca.lcaManager?.name ?? 'Unassigned' },
          {
            label: 'Positions',
            value: <Link to={buildPath('lca.inventoryDetails', { itemId: lca.id })}>{`${lca.positions.used} used, ${lca.positions.free} free of ${lca.positions.workers}`}</Link>,
          },
          { label: 'ETA case number', value: lca.etaCaseNumber ?? '—' },
          { label: 'Filed with DOL', value: lca.filedOn ? formatDate(lca.filedOn) : '—' },
          { label: 'Certified', value: lca.certifiedOn ? formatDate(lca.certifiedOn) : '—' },
          { label: 'Computed dependency', value: lca.dependency ? (lca.dependency.dependent ? 'H-1B dependent' : 'Not H-1B dependent') : 'No headcounts yet' },
          { label: 'Last change', value: formatDateTime(lca.updatedAt) },
        ]}
      />
      {lca.dependencyMismatch ? <p role="alert">The employer’s dependency answer differs from the test computed from its headcounts.</p> : null}
    </StyledCard>
  );
}

function Details({ lca }: { lca: TLcaDetails }) {
  const [sending, setSending] = useState(false);
  const actions = (
    <>
      {lca.canUpdate.allowed ? (
        <StyledButton type="button" onClick={() => setSending(true)}>
          Send link to employer
        </StyledButton>
      ) : null}
      <StyledLinkButton to={buildPath('lca.inventoryDetails', { itemId: lca.id })}>Positions and cases</StyledLinkButton>
    </>
  );
  return (
    <PageFrame title={`LCA ${lca.caseNumber}`} description={[lca.jobTitle, lca.employerName ?? lca.petitioner?.name].filter(Boolean).join(' · ') || 'Labor Condition Application'} remote="mf-lca-pwd" actions={actions}>
      <StyledStack>
        <Summary lca={lca} />
        <StyledCard aria-labelledby="lca-status-title">
          <h2 id="lca-status-title">Status</h2>
          <LcaStatusPanel key={lca.statusId} lca={lca} />
        </StyledCard>
        <StyledCard aria-labelledby="lca-form-title">
          <h2 id="lca-form-title">ETA-9035</h2>
          <LcaDataForm key={lca.updatedAt} lca={lca} />
        </StyledCard>
        <PostingNoticePanel lcaId={lca.id} readOnly={!lca.canUpdate.allowed} />
        {lca.parentCase ? (
          <StyledCard>
            {/* One set of facts (issue 19 point 8): the H-1B's PWD, LCA and I-129 data side by side. */}
            <ConsistencyPanel caseId={lca.parentCase.id} />
          </StyledCard>
        ) : null}
        <StyledCard aria-labelledby="lca-activity-title">
          <h2 id="lca-activity-title">Activity</h2>
          <LcaActivity lcaId={lca.id} />
        </StyledCard>
      </StyledStack>
      {sending ? <SendFillLinkDialog lcaId={lca.id} onClose={() => setSending(false)} /> : null}
    </PageFrame>
  );
}

/** /lca-details/:itemId — the ETA-9035 data, its status and log, posting notices (features/posting), activity. */
export default function LcaDetailsPage({ params }: PageProps) {
  const q = useLca(params.itemId ?? '');
  return (
    <QueryState query={q} noun="LCA" frameTitle="LCA Details" remote="mf-lca-pwd" backTo={{ href: buildPath('lca.list'), label: 'Back to the LCAs' }}>
      {(lca) => <Details lca={lca} />}
    </QueryState>
  );
}
