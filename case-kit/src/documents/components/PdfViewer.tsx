import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Loading, mobile, StyledButton } from 'shared/ui-core';
import { fetchPdfBytes, usePdfPage, type PdfZoom } from '../pdf/usePdfPage';

const StyledViewer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-width: 44px;
    min-height: 44px;
  }
  output {
    min-width: 6em;
    text-align: center;
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledPageArea = styled.div`
  overflow: auto;
  max-height: 70vh;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(2)};
  touch-action: pan-x pan-y pinch-zoom;
  ${mobile} {
    max-height: calc(100vh - 220px);
    padding: ${({ theme }) => theme.space(1)};
  }
  canvas {
    display: block;
    margin: 0 auto;
    background: #fff;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  }
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

/** Every word the viewer shows, so a translated page (the signer's) can pass its own. */
export interface PdfViewerLabels {
  loading: string;
  failed: string;
  previousPage: string;
  nextPage: string;
  /** "Page {page} of {pages}" */
  pageOf: (page: number, pages: number) => string;
  zoomOut: string;
  zoomIn: string;
  fitWidth: string;
  canvas: (page: number, pages: number) => string;
}

const englishLabels = (name: string): PdfViewerLabels => ({
  loading: `Loading ${name}…`,
  failed: 'The preview could not be shown. Use “Open in new tab” or download the file.',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  fitWidth: 'Fit to width',
  canvas: (page, pages) => `Preview of ${name}, page ${page} of ${pages}`,
});

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/** The bytes of `source`: as given, or fetched without credentials (a signed address). */
function bytesOf(source: string | ArrayBuffer, signal: AbortSignal): Promise<ArrayBuffer> {
  return typeof source === 'string' ? fetchPdfBytes(source, signal) : Promise.resolve(source);
}

/**
 * A PDF drawn by pdf.js into a canvas of the page itself (no browser plugin, which the CSP's
 * `object-src 'none'` and phones refuse), one page at a time, with page navigation and zoom.
 */
export function PdfViewer({ source, name, labels }: { source: string | ArrayBuffer; name: string; labels?: PdfViewerLabels }) {
  const words = labels ?? englishLabels(name);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState<PdfZoom>('fit');
  const load = useCallback((signal: AbortSignal) => bytesOf(source, signal), [source]);
  useEffect(() => setPageNumber(1), [source]);
  const { doc, scale, failed: docFailed, pageFailed, areaRef, canvasRef } = usePdfPage({ load, pageNumber, zoom });
  const failed = docFailed || pageFailed;

  if (failed) return <StyledError role="alert">{words.failed}</StyledError>;
  const pages = doc?.numPages ?? 0;
  const zoomBy = (direction: 1 | -1) => {
    const next = direction > 0 ? ZOOM_STEPS.find((z) => z > scale + 0.01) : [...ZOOM_STEPS].reverse().find((z) => z < scale - 0.01);
    if (next) setZoom(next);
  };
  return (
    <StyledViewer>
      {doc ? (
        <StyledToolbar role="toolbar" aria-label={name}>
          <StyledButton type="button" onClick={() => setPageNumber((n) => n - 1)} disabled={pageNumber <= 1} aria-label={words.previousPage}>
            ‹
          </StyledButton>
          <output aria-live="polite">{words.pageOf(pageNumber, pages)}</output>
          <StyledButton type="button" onClick={() => setPageNumber((n) => n + 1)} disabled={pageNumber >= pages} aria-label={words.nextPage}>
            ›
          </StyledButton>
          <StyledButton type="button" onClick={() => zoomBy(-1)} disabled={scale <= ZOOM_STEPS[0]! + 0.01} aria-label={words.zoomOut}>
            −
          </StyledButton>
          <output>{Math.round(scale * 100)}%</output>
          <StyledButton type="button" onClick={() => zoomBy(1)} disabled={scale >= ZOOM_STEPS[ZOOM_STEPS.length - 1]! - 0.01} aria-label={words.zoomIn}>
            +
          </StyledButton>
          <StyledButton type="button" onClick={() => setZoom('fit')} aria-pressed={zoom === 'fit'}>
            {words.fitWidth}
          </StyledButton>
        </StyledToolbar>
      ) : null}
      <StyledPageArea ref={areaRef}>
        {doc ? <canvas ref={canvasRef} role="img" aria-label={words.canvas(pageNumber, pages)} /> : <Loading label={words.loading} />}
      </StyledPageArea>
    </StyledViewer>
  );
}
