import { useState } from 'react';
import type { TBeneficiary, TDocumentInput, TPeopleDocument } from 'shared/contract';
import { StyledCard, StyledCheckboxLabel, StyledSectionHeader } from 'shared/ui';
import { DocumentList } from '../../documents/components/DocumentList';
import { DocumentUploader } from '../../documents/components/DocumentUploader';
import { PERSONAL_DOCUMENT_GROUPS } from '../utils/personalDocumentGroups';

/** Documents by registry type; "show every type" turns it into a checklist of what is missing. */
export function BeneficiaryDocuments({
  beneficiary,
  onDelete,
  onAttach,
}: {
  beneficiary: TBeneficiary;
  onDelete?: (ids: string[]) => Promise<unknown>;
  /** Attaches uploaded files (/beneficiary/documents-save); absent: no upload. */
  onAttach?: (documents: TDocumentInput[]) => Promise<{ documents: TPeopleDocument[] }>;
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
      {onAttach ? (
        <DocumentUploader groups={PERSONAL_DOCUMENT_GROUPS} owner={beneficiary.name} attach={onAttach} />
      ) : null}
      <DocumentList
        documents={beneficiary.documents}
        groups={PERSONAL_DOCUMENT_GROUPS}
        showEmptySlots={all}
        onDelete={onDelete}
      />
    </StyledCard>
  );
}
