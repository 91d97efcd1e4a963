import styled from 'styled-components';
import { Loading, StyledButton } from 'shared/ui-core';
import { Dialog } from 'shared/ui/dialog';
import { errorMessage } from 'shared/ui/errors';
import { EmptyState } from 'shared/ui/widgets';
import { useSignedUrl } from '../api/documentsQueries';
import { openInNewTab } from '../api/storedFiles';
import { PdfViewer } from './PdfViewer';
import { previewKindOf, type PreviewableFile } from '../utils/previewKind';

const StyledImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  object-fit: contain;
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

/** In-page preview of a stored PDF or image; Escape or the × button shut it. */
export function FilePreviewDialog({ file, petitionId, onClose }: { file: PreviewableFile; petitionId: string; onClose: () => void }) {
  const signed = useSignedUrl(file, petitionId);
  const kind = previewKindOf(file);
  const url = signed.data;
  return (
    <Dialog
      title={file.name}
      onClose={onClose}
      width="960px"
      footer={
        <StyledButton type="button" disabled={!url} onClick={() => url && void openInNewTab(async () => url)}>
          Open in new tab
        </StyledButton>
      }
    >
      {!kind ? (
        <EmptyState level={3} title="No preview for this file type" description="Word documents open in a new tab or download." />
      ) : signed.isError ? (
        <StyledError role="alert">{errorMessage(signed.error)}</StyledError>
      ) : !url ? (
        <Loading label={`Loading ${file.name}…`} />
      ) : kind === 'image' ? (
        <StyledImage src={url} alt={file.name} />
      ) : (
        <PdfViewer source={url} name={file.name} />
      )}
    </Dialog>
  );
}
