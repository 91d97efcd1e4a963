import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PageProps } from 'shared/federation';
import { CASE_DOCUMENT_STAFF_ROLES } from 'shared/contract';
import { buildPath } from 'shared/routes';
import { useSession } from 'shared/session';
import { PageFrame } from 'shared/ui';
import { AwaitingReviewList, CaseDocumentsPanel } from 'case-kit/documents';

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
  const roleId = useSession((s) => s.user?.roleId ?? 0);
  const isStaff = (CASE_DOCUMENT_STAFF_ROLES as readonly number[]).includes(roleId);
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
        Open a case from the <Link to={buildPath('cases.petitions', {})}>case list</Link> to see its document checklist
        {isStaff ? '. Documents waiting for review:' : ' and upload the documents it asks for.'}
      </StyledLead>
      {isStaff ? <AwaitingReviewList /> : null}
    </PageFrame>
  );
}
