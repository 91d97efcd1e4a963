import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TCompany } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { EmptyState, PageFrame, QueryState, RecordReminders, StatusBadge, StyledCard, Tabs, useTabParam } from 'shared/ui';
import { ActivityList } from '../features/activity/components/ActivityList';
import { BeneficiaryList } from '../features/beneficiaries/components/BeneficiaryList';
import { DocumentList } from '../features/documents/components/DocumentList';
import { DocumentUploader } from '../features/documents/components/DocumentUploader';
import { usePermissions } from '../features/people/hooks/usePermissions';
import { MergeDialog } from '../features/people/components/MergeDialog';
import { usePeopleWords } from '../features/people/hooks/usePeopleWords';
import { PetitionerContacts } from '../features/petitioners/components/PetitionerContacts';
import { PetitionerHeaderActions } from '../features/petitioners/components/PetitionerHeaderActions';
import { PetitionerOverview } from '../features/petitioners/components/PetitionerOverview';
import { SignatoryPanel } from '../features/petitioners/components/SignatoryPanel';
import { usePetitioner } from '../features/petitioners/api/petitionersQueries';
import { usePetitionerMutations } from '../features/petitioners/hooks/usePetitionerMutations';
import { companyStatusTone } from '../features/petitioners/utils/companyStatusTone';
import { COMPANY_DOCUMENT_GROUPS } from '../features/petitioners/utils/companyDocumentGroups';

const TAB_IDS = [
  'overview',
  'contacts',
  'signatory',
  'documents',
  'beneficiaries',
  'cases',
  'invoices',
  'activity',
] as const;

function PetitionerDetails({ company }: { company: TCompany }) {
  const words = usePeopleWords();
  const [tab, setTab] = useTabParam(TAB_IDS, 'overview');
  const [merging, setMerging] = useState(false);
  const m = usePetitionerMutations(company.id);
  const perms = usePermissions();

  const tabs = [
    { id: 'overview', label: 'Overview' },
    { id: 'contacts', label: 'Contacts & addresses' },
    { id: 'signatory', label: 'Authorised signatory' },
    { id: 'documents', label: 'Documents', count: company.documents.length },
    { id: 'beneficiaries', label: words.plural, count: company.beneficiaryCount },
    { id: 'cases', label: 'Cases' },
    { id: 'invoices', label: 'Invoices' },
    { id: 'activity', label: 'Activity' },
  ];

  let panel;
  switch (tab) {
    case 'contacts':
      panel = <PetitionerContacts company={company} />;
      break;
    case 'signatory':
      panel = <SignatoryPanel company={company} onClearSignature={() => m.clearSignature.mutateAsync()} />;
      break;
    case 'documents':
      panel = (
        <StyledCard>
          {perms.canUploadDocuments ? (
            <DocumentUploader
              groups={COMPANY_DOCUMENT_GROUPS}
              owner={company.name}
              attach={(docs) => m.saveDocuments.mutateAsync(docs)}
            />
          ) : null}
          <DocumentList
            documents={company.documents}
            groups={COMPANY_DOCUMENT_GROUPS}
            onDelete={(ids) => m.deleteDocuments.mutateAsync(ids)}
          />
        </StyledCard>
      );
      break;
    case 'beneficiaries':
      panel = <BeneficiaryList words={words} fixed={{ companyIds: [company.id] }} urlPrefix="b_" />;
      break;
    case 'cases':
      panel = (
        <StyledCard>
          <EmptyState
            level={3}
            title="No cases yet"
            description={`Cases filed for ${company.name} will show here.`}
            actions={<Link to={buildPath('cases.list')}>Go to cases</Link>}
          />
        </StyledCard>
      );
      break;
    case 'invoices':
      panel = (
        <StyledCard>
          <EmptyState
            level={3}
            title="No invoices yet"
            description={`Invoices issued to ${company.name} will show here.`}
            actions={<Link to={buildPath('billing.invoices')}>Go to invoices</Link>}
          />
        </StyledCard>
      );
      break;
    case 'activity':
      panel = (
        <StyledCard>
          <ActivityList entity="company" id={company.id} />
        </StyledCard>
      );
      break;
    default:
      panel = <PetitionerOverview company={company} />;
  }

  return (
    <PageFrame
      title={company.name}
      description={
        [company.dba && `DBA ${company.dba}`, company.feiNumber && `FEIN ${company.feiNumber}`]
          .filter(Boolean)
          .join(' · ') || undefined
      }
      remote="mf-people"
      actions={
        <PetitionerHeaderActions
          company={company}
          onStatus={(id) => m.updateStatus.mutate(id)}
          statusBusy={m.updateStatus.isPending}
          onMerge={() => setMerging(true)}
        />
      }
    >
      <p>
        <StatusBadge tone={companyStatusTone(company.statusId)}>{company.statusName}</StatusBadge>
      </p>
      <RecordReminders recordType="petitioner" recordId={company.id} recordLabel={company.name} />
      <Tabs tabs={tabs} selected={tab} onSelect={setTab} label="Petitioner sections">
        {panel}
      </Tabs>
      {merging ? (
        <MergeDialog
          noun="petitioner"
          target={{ id: company.id, name: company.name }}
          moves={`its ${words.plural.toLowerCase()}, documents, contacts, addresses and users`}
          search={m.searchCandidates}
          merge={m.merge}
          onClose={() => setMerging(false)}
          onMerged={() => setMerging(false)}
        />
      ) : null}
    </PageFrame>
  );
}

export default function PetitionerDetailsPage({ routeId, params }: PageProps) {
  const query = usePetitioner(params.itemId);
  const route = routeById(routeId);
  return (
    <QueryState
      query={query}
      noun="petitioner"
      remote="mf-people"
      frameTitle={route?.title ?? 'Petitioner'}
      backTo={{ href: buildPath('people.petitioners'), label: 'Back to petitioners' }}
    >
      {(company) => <PetitionerDetails company={company} />}
    </QueryState>
  );
}
