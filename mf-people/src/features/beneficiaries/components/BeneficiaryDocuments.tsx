import { useState } from 'react';
import type { TBeneficiary } from 'shared/contract';
import { StyledCard, StyledCheckboxLabel, StyledSectionHeader } from 'shared/ui';
import { DocumentList } from '../../documents/components/DocumentList';
import { PERSONAL_DOCUMENT_GROUPS } from '../utils/personalDocumentGroups';

/** Documents by registry type; "show every type" turns it into a checklist of what is missing. */
export function BeneficiaryDocuments({
  beneficiary,
  onDelete,
}: {
  beneficiary: TBeneficiary;
  onDelete?: (ids: string[]) => Promise<unknown>;
}) {
  const [all, setAll] = useState(false);
  return (
    <StyledCard aria-label="Documents">
      <StyledSectionHeader>
        <h2>Documents by type</h2>
        <StyledCheckboxLabel>
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> Show every document type
        </StyledCheckboxLabel>
      </StyledSectionHeader>
      <DocumentList
        documents={beneficiary.documents}
        groups={PERSONAL_DOCUMENT_GROUPS}
        showEmptySlots={all}
        onDelete={onDelete}
      />
    </StyledCard>
  );
}
