import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { EmptyState, PageFrame, QueryState, StyledCard } from 'shared/ui';
import { CompanyPicker } from '../features/petitioners/components/CompanyPicker';
import { TaxDetailsForm } from '../features/petitioners/components/TaxDetailsForm';
import { usePetitioner } from '../features/petitioners/api/petitionersQueries';
import { useSelectedCompanyId } from '../features/petitioners/hooks/useSelectedCompanyId';

function CompanyTax({ companyId }: { companyId: string }) {
  const query = usePetitioner(companyId);
  return (
    <QueryState query={query} noun="petitioner">
      {(company) => <TaxDetailsForm key={company.id} company={company} />}
    </QueryState>
  );
}

/** Tax and financial details used in petitions; a petitioner edits his own, staff choose a petitioner. */
export default function PetitionerTaxPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const { companyId, choose } = useSelectedCompanyId();
  return (
    <PageFrame title={route?.title ?? 'Petitioner Tax Details'} description={route?.description} remote="mf-people">
      {choose ? <CompanyPicker value={companyId} onChange={choose} /> : null}
      {companyId ? (
        <CompanyTax companyId={companyId} />
      ) : (
        <StyledCard>
          <EmptyState
            level={3}
            title="Choose a petitioner"
            description="Pick a client company to record its FEIN, NAICS code, employees and income."
          />
        </StyledCard>
      )}
    </PageFrame>
  );
}
