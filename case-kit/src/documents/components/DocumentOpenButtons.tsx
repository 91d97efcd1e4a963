import { useState } from 'react';
import { StyledButton } from 'shared/ui-core';
import { useOpenDocument } from '../api/documentsQueries';
import { previewKindOf, type PreviewableFile } from '../utils/previewKind';
import { FilePreviewDialog } from './FilePreviewDialog';

/** Open (signed address in a new tab, SPEC §2.3) and, for PDFs and images, Preview in the page. */
export function DocumentOpenButtons({ file, petitionId }: { file: PreviewableFile; petitionId: string }) {
  const open = useOpenDocument();
  const [previewing, setPreviewing] = useState(false);
  return (
    <>
      {previewKindOf(file) ? (
        <StyledButton type="button" onClick={() => setPreviewing(true)} aria-label={`Preview ${file.name}`}>
          Preview
        </StyledButton>
      ) : null}
      <StyledButton type="button" onClick={() => open.mutate({ ...file, petitionId })} aria-label={`Open ${file.name}`}>
        Open
      </StyledButton>
      {previewing ? <FilePreviewDialog file={file} petitionId={petitionId} onClose={() => setPreviewing(false)} /> : null}
    </>
  );
}
