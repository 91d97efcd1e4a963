import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import { StyledCard } from 'shared/ui-core';
import { QueryState } from 'shared/ui/widgets';
import { useCaseDetails, CaseDetailsView } from 'case-kit/details';

/** /external-case-details/:itemId — a case worked by (or transferred to) an external firm. */
export default function ExternalCaseDetailsPage({ params }: PageProps) {
  const query = useCaseDetails(params.itemId);
  return (
    <QueryState
      query={query}
      noun="case"
      remote="mf-cases"
      frameTitle="External Case Details"
      backTo={{ href: buildPath('cases.externalCases'), label: 'Back to external cases' }}
    >
      {(c) => (
        <CaseDetailsView
          key={c.id}
          c={c}
          variant="external"
          extraFacts={[{ label: 'External firm', value: c.externalFirm }]}
          banner={
            <StyledCard role="note" aria-label="External case">
              {c.isExternal || c.externalFirm
                ? `This case is handled outside the firm’s own workflow${c.externalFirm ? ` by ${c.externalFirm}` : ''}.`
                : 'This case is not marked as external; it is shown with the firm’s own workflow.'}
            </StyledCard>
          }
        />
      )}
    </QueryState>
  );
}
