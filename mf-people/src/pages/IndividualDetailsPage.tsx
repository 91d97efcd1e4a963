import { Link, useNavigate } from 'react-router-dom';
import type { TIndividual } from 'shared/contract';
import { displayPhone, formatDate } from 'shared/domain';
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
  Tabs,
  useEditMode,
  useTabParam,
} from 'shared/ui';
import { ActivityList } from '../features/activity/components/ActivityList';
import { AddressList } from '../features/common/components/AddressList';
import { useCountries } from 'shared/query';
import { IndividualEditor } from '../features/individuals/components/IndividualEditor';
import { useIndividual } from '../features/individuals/api/individualsQueries';
import { usePeopleWords } from '../features/people/hooks/usePeopleWords';
import { usePermissions } from '../features/people/hooks/usePermissions';

const TABS = ['details', 'addresses', 'activity'] as const;

function IndividualView({ individual: i }: { individual: TIndividual }) {
  const [tab, setTab] = useTabParam(TABS, 'details');
  const [editing, setEditing] = useEditMode();
  const perms = usePermissions();
  const words = usePeopleWords();
  const { byId } = useCountries();
  if (editing) {
    return (
      <PageFrame title={`Edit ${i.name}`} remote="mf-people">
        <IndividualEditor individual={i} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      </PageFrame>
    );
  }
  let panel;
  if (tab === 'addresses') {
    panel = (
      <StyledCard>
        <AddressList addresses={i.addresses} />
      </StyledCard>
    );
  } else if (tab === 'activity') {
    panel = (
      <StyledCard>
        <ActivityList entity="individual" id={i.id} />
      </StyledCard>
    );
  } else {
    panel = (
      <StyledCard>
        <DetailGrid
          items={[
            { label: 'Account type', value: i.accountType },
            { label: 'Sub-type', value: i.accountSubType },
            {
              label: 'Status',
              value: (
                <StatusBadge tone={i.status === 'active' ? 'success' : 'neutral'}>
                  {i.status === 'active' ? 'Active' : 'Inactive'}
                </StatusBadge>
              ),
            },
            { label: 'Email', value: i.email ? <a href={`mailto:${i.email}`}>{i.email}</a> : null },
            { label: 'Phone', value: displayPhone(i.phone, i.countryCallingCode) },
            { label: 'Date of birth', value: formatDate(i.dateOfBirth) },
            { label: 'Citizenship', value: i.citizenshipCountryId ? byId.get(i.citizenshipCountryId)?.name : null },
            {
              label: `${words.singular} the case is for`,
              value: i.beneficiaryId ? (
                <Link to={buildPath(words.routes.details, { itemId: i.beneficiaryId })}>
                  {i.beneficiaryName ?? 'Open'}
                </Link>
              ) : null,
            },
            { label: 'Client since', value: formatDate(i.createdAt) },
            { label: 'Notes', value: i.notes },
          ]}
        />
      </StyledCard>
    );
  }
  return (
    <PageFrame
      title={i.name}
      description={[i.accountType, i.accountSubType].filter(Boolean).join(' · ')}
      remote="mf-people"
      actions={
        perms.canCreateCompany ? (
          <StyledActionBar>
            <StyledButton type="button" onClick={() => setEditing(true)}>
              Edit
            </StyledButton>
          </StyledActionBar>
        ) : null
      }
    >
      <Tabs
        tabs={[
          { id: 'details', label: 'Details' },
          { id: 'addresses', label: 'Addresses', count: i.addresses.length },
          { id: 'activity', label: 'Activity' },
        ]}
        selected={tab}
        onSelect={setTab}
        label="Individual sections"
      >
        {panel}
      </Tabs>
    </PageFrame>
  );
}

/** /individuals-details (new) and /individuals-details/:itemId. */
export default function IndividualDetailsPage({ routeId, params }: PageProps) {
  const navigate = useNavigate();
  const query = useIndividual(params.itemId);
  const route = routeById(routeId);
  if (!params.itemId) {
    return (
      <PageFrame title="New individual" remote="mf-people">
        <IndividualEditor
          individual={null}
          onSaved={(saved) => navigate(buildPath('people.individualDetails', { itemId: saved.id }))}
          onCancel={() => navigate(buildPath('people.individuals'))}
        />
      </PageFrame>
    );
  }
  return (
    <QueryState
      query={query}
      noun="individual"
      remote="mf-people"
      frameTitle={route?.title ?? 'Individual'}
      backTo={{ href: buildPath('people.individuals'), label: 'Back to individuals' }}
    >
      {(i) => <IndividualView individual={i} />}
    </QueryState>
  );
}
