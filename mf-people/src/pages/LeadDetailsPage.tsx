import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LEAD_STATUS_LABELS, type TLead } from 'shared/contract';
import { displayPhone, formatDate, formatDateTime } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import {
  DetailGrid,
  PageFrame,
  QueryState,
  StatusBadge,
  StyledActionBar,
  StyledButton,
  StyledCard,
  StyledSectionHeader,
  StyledStack,
  Tabs,
  useEditMode,
  useTabParam,
} from 'shared/ui';
import { ActivityList } from '../features/activity/components/ActivityList';
import { useCountries } from 'shared/query';
import { LEAD_SOURCE_LABELS } from '../features/leads/api/leadsQueries';
import { ConvertLeadDialog } from '../features/leads/components/ConvertLeadDialog';
import { LeadEditor } from '../features/leads/components/LeadEditor';
import { LeadNotes } from '../features/leads/components/LeadNotes';
import { MoveLeadSelect } from '../features/leads/components/MoveLeadSelect';
import { useLead } from '../features/leads/api/leadsQueries';
import { useLeadMutations } from '../features/leads/hooks/useLeadMutations';
import { leadStatusTone } from '../features/leads/utils/leadStatusTone';
import { usePeopleWords } from '../features/people/hooks/usePeopleWords';
import { usePermissions } from '../features/people/hooks/usePermissions';

const TABS = ['details', 'notes', 'activity'] as const;

function ConvertedLinks({ lead, beneficiaryRoute }: { lead: TLead; beneficiaryRoute: string }) {
  const c = lead.converted;
  if (!c) return null;
  return (
    <StyledCard aria-label="Converted">
      <StyledSectionHeader>
        <h2>Converted {formatDate(c.at)}</h2>
      </StyledSectionHeader>
      <StyledActionBar>
        {c.companyId ? (
          <Link to={buildPath('people.petitionerDetails', { itemId: c.companyId })}>Open the petitioner</Link>
        ) : null}
        {c.individualId ? (
          <Link to={buildPath('people.individualDetails', { itemId: c.individualId })}>Open the individual</Link>
        ) : null}
        {c.beneficiaryId ? (
          <Link to={buildPath(beneficiaryRoute, { itemId: c.beneficiaryId })}>Open the person the case is for</Link>
        ) : null}
      </StyledActionBar>
    </StyledCard>
  );
}

function LeadView({ lead: l }: { lead: TLead }) {
  const perms = usePermissions();
  const words = usePeopleWords();
  const { byId } = useCountries();
  const { convert } = useLeadMutations();
  const [tab, setTab] = useTabParam(TABS, 'details');
  const [editing, setEditing] = useEditMode();
  const [converting, setConverting] = useState(false);
  const canEdit = perms.canCreateCompany;
  if (editing) {
    return (
      <PageFrame title={`Edit ${l.name}`} remote="mf-people">
        <LeadEditor lead={l} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      </PageFrame>
    );
  }
  const panel =
    tab === 'notes' ? (
      <StyledCard>
        <LeadNotes lead={l} canAdd={canEdit} />
      </StyledCard>
    ) : tab === 'activity' ? (
      <StyledCard>
        <ActivityList entity="lead" id={l.id} />
      </StyledCard>
    ) : (
      <StyledStack>
        <ConvertedLinks lead={l} beneficiaryRoute={words.routes.details} />
        <StyledCard aria-label="Lead">
          <DetailGrid
            items={[
              { label: 'Becomes', value: l.kind === 'petitioner' ? 'A petitioner (company)' : 'An individual client' },
              { label: 'Company', value: l.companyName },
              { label: 'Interested in', value: l.interest },
              { label: 'Email', value: l.email ? <a href={`mailto:${l.email}`}>{l.email}</a> : null },
              { label: 'Phone', value: displayPhone(l.phone, l.countryCallingCode) },
              { label: 'Source', value: LEAD_SOURCE_LABELS[l.source] },
              { label: 'Assigned to', value: l.assignedUserName },
              { label: 'Consultation', value: formatDateTime(l.consultationAt) },
              { label: 'Follow up on', value: formatDate(l.followUpDate) },
              {
                label: 'Case is for',
                value: [l.beneficiaryFirstName, l.beneficiaryLastName].filter(Boolean).join(' '),
              },
              { label: 'Their email', value: l.beneficiaryEmail },
              { label: 'Citizenship', value: l.citizenshipCountryId ? byId.get(l.citizenshipCountryId)?.name : null },
              { label: 'Lost because', value: l.status === 'lost' ? l.lostReason : null },
              { label: 'Added', value: formatDate(l.createdAt) },
            ]}
          />
        </StyledCard>
      </StyledStack>
    );
  return (
    <PageFrame
      title={l.name}
      description={[l.companyName, l.interest].filter(Boolean).join(' · ') || undefined}
      remote="mf-people"
      actions={
        canEdit ? (
          <StyledActionBar>
            <MoveLeadSelect lead={l} label="Move to" />
            <StyledButton type="button" onClick={() => setEditing(true)}>
              Edit
            </StyledButton>
            {!l.converted ? (
              <StyledButton type="button" $variant="primary" onClick={() => setConverting(true)}>
                Convert…
              </StyledButton>
            ) : null}
          </StyledActionBar>
        ) : null
      }
    >
      <p>
        <StatusBadge tone={leadStatusTone(l.status)}>{LEAD_STATUS_LABELS[l.status]}</StatusBadge>
      </p>
      <Tabs
        tabs={[
          { id: 'details', label: 'Details' },
          { id: 'notes', label: 'Notes', count: l.notes.length },
          { id: 'activity', label: 'Activity' },
        ]}
        selected={tab}
        onSelect={setTab}
        label="Lead sections"
      >
        {panel}
      </Tabs>
      {converting ? (
        <ConvertLeadDialog
          lead={l}
          personWord={words.singular.toLowerCase()}
          convert={convert}
          onClose={() => setConverting(false)}
          onConverted={() => {
            setConverting(false);
            setTab('details');
          }}
        />
      ) : null}
    </PageFrame>
  );
}

export default function LeadDetailsPage({ routeId, params }: PageProps) {
  const query = useLead(params.itemId);
  return (
    <QueryState
      query={query}
      noun="lead"
      remote="mf-people"
      frameTitle={routeById(routeId)?.title ?? 'Lead'}
      backTo={{ href: buildPath('people.leads'), label: 'Back to leads' }}
    >
      {(l) => <LeadView lead={l} />}
    </QueryState>
  );
}
