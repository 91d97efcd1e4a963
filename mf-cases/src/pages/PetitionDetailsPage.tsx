import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import { QueryState } from 'shared/ui/widgets';
import { useCaseDetails, CaseDetailsView } from 'case-kit/details';

/** /petition-details/:itemId — the case details page (tabs, status area, workflow and its actions). */
export default function PetitionDetailsPage({ params }: PageProps) {
  const query = useCaseDetails(params.itemId);
  return (
    <QueryState
      query={query}
      noun="case"
      remote="mf-cases"
      frameTitle="Case Details"
      backTo={{ href: buildPath('cases.list'), label: 'Back to cases' }}
    >
      {(c) => <CaseDetailsView key={c.id} c={c} variant="petition" />}
    </QueryState>
  );
}
