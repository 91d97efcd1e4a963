import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import {
  PageFrame,
  QueryState,
  StatusBadge,
  StyledActionBar,
  StyledCard,
  StyledLinkButton,
  StyledSectionHeader,
  StyledStack,
} from 'shared/ui';
import { DocumentList } from '../features/documents/components/DocumentList';
import { PetitionerContacts } from '../features/petitioners/components/PetitionerContacts';
import { PetitionerOverview } from '../features/petitioners/components/PetitionerOverview';
import { SignatoryPanel } from '../features/petitioners/components/SignatoryPanel';
import { usePetitioner } from '../features/petitioners/api/petitionersQueries';
import { COMPANY_DOCUMENT_GROUPS } from '../features/petitioners/utils/companyDocumentGroups';
import { companyStatusTone } from '../features/petitioners/utils/companyStatusTone';

/** One company on one page (what a petitioner reviews of his own company): profile, contacts, signatory, documents. */
export default function CompanyDetailsPage({ routeId, params }: PageProps) {
  const query = usePetitioner(params.itemId);
  const route = routeById(routeId);
  return (
    <QueryState query={query} noun="company" remote="mf-people" frameTitle={route?.title ?? 'Company Details'}>
      {(company) => (
        <PageFrame
          title={company.name}
          description={route?.description}
          remote="mf-people"
          actions={
            <StyledActionBar>
              <StyledLinkButton to={buildPath('people.petitionerDetails', { itemId: company.id })}>
                All details
              </StyledLinkButton>
              <StyledLinkButton to={buildPath('people.petitionerEdit', { itemId: company.id })}>Edit</StyledLinkButton>
            </StyledActionBar>
          }
        >
          <StyledStack>
            <div>
              <StatusBadge tone={companyStatusTone(company.statusId)}>{company.statusName}</StatusBadge>
            </div>
            <PetitionerOverview company={company} />
            <PetitionerContacts company={company} />
            <SignatoryPanel company={company} />
            <StyledCard aria-label="Documents">
              <StyledSectionHeader>
                <h2>Documents</h2>
              </StyledSectionHeader>
              <DocumentList documents={company.documents} groups={COMPANY_DOCUMENT_GROUPS} />
            </StyledCard>
          </StyledStack>
        </PageFrame>
      )}
    </QueryState>
  );
}
