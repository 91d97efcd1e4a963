import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import { PageFrame } from 'shared/ui';
import { AwaitingReviewList } from '../features/documents/components/AwaitingReviewList';
import { CaseDocumentsPanel } from '../features/documents/components/CaseDocumentsPanel';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const StyledLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

/**
 * /documents — with `?petitionId=` the case's document checklist; without it, the documents
 * waiting for review and a way to the cases (each case's Documents tab holds its checklist).
 */
export default function DocumentsPage({ query }: PageProps) {
  const petitionId = query.get('petitionId');
  if (petitionId && UUID.test(petitionId)) {
    return (
      <PageFrame title="Documents" remote="mf-cases">
        <CaseDocumentsPanel petitionId={petitionId} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Documents" description="Case documents: checklists, uploads and reviews." remote="mf-cases">
      <StyledLead>
        Open a case from the <Link to={buildPath('cases.petitions', {})}>case list</Link> to see its document checklist. Documents waiting for review:
      </StyledLead>
      <AwaitingReviewList />
    </PageFrame>
  );
}
