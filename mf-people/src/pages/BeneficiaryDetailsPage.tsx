import { useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { TBeneficiary } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import {
  ConfirmDialog,
  EmptyState,
  PageFrame,
  QueryState,
  RecordReminders,
  StatusBadge,
  StyledCard,
  Tabs,
  useTabParam,
} from 'shared/ui';
import { ActivityList } from '../features/activity/components/ActivityList';
import { BeneficiaryDocuments } from '../features/beneficiaries/components/BeneficiaryDocuments';
import { BeneficiaryHeaderActions } from '../features/beneficiaries/components/BeneficiaryHeaderActions';
import { BeneficiaryProfile } from '../features/beneficiaries/components/BeneficiaryProfile';
import { DependentsPanel } from '../features/beneficiaries/components/DependentsPanel';
import { EducationList } from '../features/beneficiaries/components/EducationList';
import { EmploymentList } from '../features/beneficiaries/components/EmploymentList';
import { InviteBeneficiaryDialog } from '../features/beneficiaries/components/InviteBeneficiaryDialog';
import { PassportTravel } from '../features/beneficiaries/components/PassportTravel';
import { StatusExpiries } from '../features/beneficiaries/components/StatusExpiries';
import { useBeneficiary } from '../features/beneficiaries/api/beneficiariesQueries';
import { useBeneficiaryMutations } from '../features/beneficiaries/hooks/useBeneficiaryMutations';
import { AddressList } from '../features/common/components/AddressList';
import { MergeDialog } from '../features/people/components/MergeDialog';
import { usePeopleWords } from '../features/people/hooks/usePeopleWords';
import { usePermissions } from '../features/people/hooks/usePermissions';
import type { PeopleWords } from '../features/people/utils/peopleTerm';

const TAB_IDS = [
  'profile',
  'passport',
  'status',
  'addresses',
  'education',
  'employment',
  'dependents',
  'documents',
  'cases',
  'activity',
] as const;

function BeneficiaryDetails({ beneficiary: b, words }: { beneficiary: TBeneficiary; words: PeopleWords }) {
  const navigate = useNavigate();
  const perms = usePermissions();
  const [tab, setTab] = useTabParam(TAB_IDS, 'profile');
  const [dialog, setDialog] = useState<'invite' | 'merge' | 'delete' | null>(null);
  const m = useBeneficiaryMutations(b.id);
  const canEdit = perms.isInternal || perms.isPetitioner;

  const tabs = [
    { id: 'profile', label: 'Profile' },
    { id: 'passport', label: 'Passport & travel' },
    { id: 'status', label: 'Status & expiries' },
    { id: 'addresses', label: 'Addresses', count: b.addresses.length },
    { id: 'education', label: 'Education', count: b.education.length },
    { id: 'employment', label: 'Employment', count: b.employment.length },
    { id: 'dependents', label: 'Dependents', count: b.relation === 'principal' ? b.dependents.length : undefined },
    { id: 'documents', label: 'Documents', count: b.documents.length },
    { id: 'cases', label: 'Cases' },
    { id: 'activity', label: 'Activity' },
  ];

  const panels: Record<(typeof TAB_IDS)[number], () => ReactElement> = {
    profile: () => <BeneficiaryProfile beneficiary={b} />,
    passport: () => <PassportTravel beneficiary={b} />,
    status: () => <StatusExpiries beneficiary={b} />,
    addresses: () => (
      <StyledCard>
        <AddressList addresses={b.addresses} />
      </StyledCard>
    ),
    education: () => <EducationList beneficiary={b} />,
    employment: () => <EmploymentList beneficiary={b} />,
    dependents: () => (
      <DependentsPanel beneficiary={b} words={words} saveDependents={m.saveDependents} canEdit={canEdit} />
    ),
    documents: () => (
      <BeneficiaryDocuments
        beneficiary={b}
        onDelete={(ids) => m.deleteDocuments.mutateAsync(ids)}
        onAttach={perms.canUploadDocuments || perms.isBeneficiary ? (docs) => m.saveDocuments.mutateAsync(docs) : undefined}
      />
    ),
    cases: () => (
      <StyledCard>
        <EmptyState
          level={3}
          title="No cases yet"
          description={`Cases filed for ${b.name} will show here.`}
          actions={<Link to={buildPath('cases.list')}>Go to cases</Link>}
        />
      </StyledCard>
    ),
    activity: () => (
      <StyledCard>
        <ActivityList entity="beneficiary" id={b.id} />
      </StyledCard>
    ),
  };

  const subtitle = [
    b.relation !== 'principal' && b.principalName
      ? `${b.relation === 'spouse' ? 'Spouse' : 'Child'} of ${b.principalName}`
      : null,
    b.companyName,
    b.currentStatus?.code,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <PageFrame
      title={b.name}
      description={subtitle || undefined}
      remote="mf-people"
      actions={
        <BeneficiaryHeaderActions
          beneficiary={b}
          words={words}
          onInvite={() => setDialog('invite')}
          onMerge={() => setDialog('merge')}
          onDelete={() => setDialog('delete')}
        />
      }
    >
      {b.isTemporaryEmail ? (
        <p>
          <StatusBadge tone="warning">Temporary e-mail account</StatusBadge>
        </p>
      ) : null}
      <RecordReminders recordType="beneficiary" recordId={b.id} recordLabel={b.name} />
      <Tabs tabs={tabs} selected={tab} onSelect={setTab} label={`${words.singular} sections`}>
        {panels[tab]()}
      </Tabs>
      {dialog === 'invite' ? (
        <InviteBeneficiaryDialog
          name={b.name}
          email={b.email}
          busy={m.invite.isPending}
          onClose={() => setDialog(null)}
          onInvite={(email) => m.invite.mutate(email, { onSuccess: () => setDialog(null) })}
        />
      ) : null}
      {dialog === 'merge' ? (
        <MergeDialog
          noun={words.singular.toLowerCase()}
          target={{ id: b.id, name: b.name }}
          moves="its documents and dependents"
          search={m.searchCandidates}
          merge={m.merge}
          onClose={() => setDialog(null)}
          onMerged={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${b.name}?`}
          message={
            <p>
              {b.name}
              {b.dependents.length > 0 ? ` and ${b.dependents.length} dependent(s)` : ''} will be removed from the
              lists. The activity keeps the record.
            </p>
          }
          confirmLabel={`Delete ${words.singular.toLowerCase()}`}
          busy={m.remove.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => m.remove.mutate(undefined, { onSuccess: () => navigate(buildPath(words.routes.list)) })}
        />
      ) : null}
    </PageFrame>
  );
}

/** /beneficiaries-details/:itemId and /employee-details/:itemId. */
export default function BeneficiaryDetailsPage({ routeId, params }: PageProps) {
  const words = usePeopleWords(routeId);
  const query = useBeneficiary(params.itemId);
  return (
    <QueryState
      query={query}
      noun={words.singular.toLowerCase()}
      remote="mf-people"
      frameTitle={routeById(words.routes.details)?.title ?? words.singular}
      backTo={{ href: buildPath(words.routes.list), label: `Back to ${words.plural.toLowerCase()}` }}
    >
      {(b) => <BeneficiaryDetails beneficiary={b} words={words} />}
    </QueryState>
  );
}
