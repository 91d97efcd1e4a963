import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Dialog, EmptyState, errorMessage, Loading, StyledButton } from 'shared/ui';
import { useSignedUrl } from '../api/documentsQueries';
import { openInNewTab } from '../api/storedFiles';
import { previewKindOf, type PreviewableFile } from '../utils/previewKind';

const StyledFrame = styled.object`
  display: block;
  width: 100%;
  height: 70vh;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  @media (max-width: 768px) {
    height: calc(100vh - 160px);
  }
`;

const StyledIframe = styled.iframe`
  display: block;
  width: 100%;
  height: 70vh;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  @media (max-width: 768px) {
    height: calc(100vh - 160px);
  }
`;

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

/**
 * The PDF as a same-origin blob: the stored file's own address is served sandboxed, where
 * browsers refuse their PDF viewer. If the bytes cannot be fetched (a cross-origin bucket without
 * CORS) the signed address is framed directly.
 */
function PdfView({ url, name }: { url: string; name: string }) {
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  const [fallback, setFallback] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    let cancelled = false;
    fetch(url, { credentials: 'omit' })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((b) => {
        if (cancelled) return;
        made = URL.createObjectURL(new Blob([b], { type: 'application/pdf' }));
        setBlobUrl(made);
      })
      .catch(() => !cancelled && setFallback(true));
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  if (fallback) return <StyledIframe src={url} title={`Preview of ${name}`} />;
  if (!blobUrl) return <Loading label={`Loading ${name}…`} />;
  return (
    <StyledFrame data={blobUrl} type="application/pdf" aria-label={`Preview of ${name}`}>
      <p>This browser cannot show PDFs here. Use “Open in new tab”.</p>
    </StyledFrame>
  );
}

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
        <PdfView url={url} name={file.name} />
      )}
    </Dialog>
  );
}
