import { useCallback, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import type { TSignaturePlacement } from 'shared/contract';
import { useApi } from 'shared/session';
import { Loading, mobile, StyledButton } from 'shared/ui-core';
import { signedUrlOf } from '../../documents/api/storedFiles';
import { fetchPdfBytes, usePdfPage } from '../../documents/pdf/usePdfPage';
import { clampBox, defaultBox, describeBox, moveBox, resizeBox, toScreenRect } from '../utils/signaturePlacement';

const StyledStep = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  p {
    margin: 0;
  }
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: 44px;
  }
`;

const StyledPageArea = styled.div`
  overflow: auto;
  max-height: 60vh;
  background: ${({ theme }) => theme.color.surfaceAlt};
  padding: ${({ theme }) => theme.space(2)};
  ${mobile} {
    max-height: none;
    padding: ${({ theme }) => theme.space(1)};
  }
`;

const StyledPage = styled.div`
  position: relative;
  margin: 0 auto;
  canvas {
    display: block;
    background: ${({ theme }) => theme.color.surface};
  }
`;

const StyledBox = styled.div`
  position: absolute;
  box-sizing: border-box;
  border: 2px dashed ${({ theme }) => theme.color.brand};
  background: color-mix(in srgb, ${({ theme }) => theme.color.surfaceAlt} 70%, transparent);
  color: ${({ theme }) => theme.color.brand};
  font-size: 12px;
  display: flex;
  align-items: center;
  justify-content: center;
  cursor: move;
  touch-action: none;
  user-select: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

const StyledHandle = styled.span`
  position: absolute;
  right: -14px;
  bottom: -14px;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brand};
  cursor: nwse-resize;
  touch-action: none;
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

const StyledReadout = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 12px;
`;

export interface SignaturePlacementStepProps {
  petitionId: string;
  file: { path: string; name: string };
  value: TSignaturePlacement | null;
  onChange: (placement: TSignaturePlacement) => void;
  /** "Use certificate page instead": the document is sent without a placement. */
  onCertificatePage: () => void;
  /** The server's answer about this placement (422), shown beside the step. */
  error?: string;
}

const KEY_STEP = 5;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
};

/**
 * "Place signature box": the document's page drawn by pdf.js fitted to the width, with a box the
 * requester drags (mouse, pen or touch), resizes by its corner or moves with the arrow keys
 * (shift resizes). The box is kept in PDF points, so it survives a change of width.
 */
export function SignaturePlacementStep({
  petitionId,
  file,
  value,
  onChange,
  onCertificatePage,
  error,
}: SignaturePlacementStepProps) {
  const api = useApi();
  const [pageNumber, setPageNumber] = useState(value?.page ?? 1);
  const drag = useRef<{ mode: 'move' | 'resize'; x: number; y: number; start: TSignaturePlacement } | null>(null);
  const readoutId = useId();
  // The stored PDF, opened through its short-lived address; one document per step.
  const load = useCallback(
    (signal: AbortSignal) => signedUrlOf(api, file, petitionId).then((url) => fetchPdfBytes(url, signal)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one document per step
    [api, petitionId, file.path],
  );
  // Each page shown gets the box: the one given, kept inside the page, or a default one.
  const { doc, page, scale, failed, areaRef, canvasRef } = usePdfPage({
    load,
    pageNumber,
    onPage: (p, n) => {
      const size = { width: p.width, height: p.height };
      onChange(value ? clampBox({ ...value, page: n }, size) : defaultBox(n, size));
    },
  });

  const size = page ? { width: page.width, height: page.height } : null;
  const box = value && size && value.page === pageNumber ? value : null;

  const startDrag = (mode: 'move' | 'resize') => (e: PointerEvent<HTMLElement>) => {
    if (!box) return;
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { mode, x: e.clientX, y: e.clientY, start: box };
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || !size) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    onChange(d.mode === 'move' ? moveBox(d.start, dx, dy, scale, size) : resizeBox(d.start, dx, dy, scale, size));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = ARROWS[e.key];
    if (!step || !box || !size) return;
    e.preventDefault();
    const [dx, dy] = step;
    // Key steps are in points whatever the zoom, so scale 1.
    onChange(e.shiftKey ? resizeBox(box, dx, dy, 1, size) : moveBox(box, dx, dy, 1, size));
  };

  const pages = doc?.numPages ?? 0;
  const rect = box && size ? toScreenRect(box, scale, size) : null;
  return (
    <StyledStep aria-label={`Place signature box: ${file.name}`}>
      <p>
        Drag the box to where <strong>{file.name}</strong> should be signed; drag its corner to resize. With the
        keyboard: arrow keys move it, Shift + arrow keys resize it.
      </p>
      {error ? <StyledError role="alert">{error}</StyledError> : null}
      {failed ? (
        <StyledError role="alert">
          The preview could not be shown. Use the certificate page instead, or try again.
        </StyledError>
      ) : null}
      <StyledToolbar role="toolbar" aria-label={`${file.name} pages`}>
        <StyledButton
          type="button"
          aria-label="Previous page"
          onClick={() => setPageNumber((n) => n - 1)}
          disabled={pageNumber <= 1}
        >
          ‹
        </StyledButton>
        <output aria-live="polite">{pages ? `Page ${pageNumber} of ${pages}` : ''}</output>
        <StyledButton
          type="button"
          aria-label="Next page"
          onClick={() => setPageNumber((n) => n + 1)}
          disabled={pageNumber >= pages}
        >
          ›
        </StyledButton>
        <StyledButton type="button" onClick={() => size && onChange(defaultBox(pageNumber, size))} disabled={!size}>
          Reset
        </StyledButton>
        <StyledButton type="button" onClick={onCertificatePage}>
          Use certificate page instead
        </StyledButton>
      </StyledToolbar>
      <StyledPageArea ref={areaRef}>
        {doc && page ? (
          <StyledPage style={{ width: Math.floor(page.width * scale) }}>
            <canvas ref={canvasRef} role="img" aria-label={`Page ${pageNumber} of ${file.name}`} />
            {rect ? (
              <StyledBox
                role="group"
                tabIndex={0}
                aria-label="Signature box"
                aria-describedby={readoutId}
                style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
                onPointerDown={startDrag('move')}
                onPointerMove={onPointerMove}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
                onKeyDown={onKeyDown}
              >
                Signature
                <StyledHandle
                  aria-hidden="true"
                  data-testid="signature-box-resize"
                  onPointerDown={startDrag('resize')}
                />
              </StyledBox>
            ) : null}
          </StyledPage>
        ) : failed ? null : (
          <Loading label={`Loading ${file.name}…`} />
        )}
      </StyledPageArea>
      <StyledReadout id={readoutId} aria-live="polite">
        {box ? describeBox(box) : ''}
      </StyledReadout>
    </StyledStep>
  );
}
