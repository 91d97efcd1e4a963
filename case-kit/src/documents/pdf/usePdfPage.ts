import { useEffect, useRef, useState } from 'react';
import { openPdf, type PdfHandle, type PdfPageHandle } from './openPdf';

/** Zoom: fit to the page area's width, or a fixed scale. */
export type PdfZoom = 'fit' | number;

/** The bytes of a PDF at `url` (a signed address), fetched without credentials. */
export async function fetchPdfBytes(url: string, signal: AbortSignal): Promise<ArrayBuffer> {
  const r = await fetch(url, { credentials: 'omit', signal });
  if (!r.ok) throw new Error(String(r.status));
  return r.arrayBuffer();
}

/** The usable width of the page area (a phone's screen, the dialog's body), followed on resize. */
function useWidth(ref: React.RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(0, el.clientWidth - 16));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return width;
}

export interface UsePdfPageOptions {
  /**
   * The PDF's bytes. A new function opens the document again (wrap it in `useCallback` with what
   * it reads); the previous document is destroyed and its fetch aborted.
   */
  load: (signal: AbortSignal) => Promise<ArrayBuffer>;
  /** The page shown, from 1. */
  pageNumber: number;
  /** 'fit' (the default) fits the page to the area's width (100 % while it is not measured). */
  zoom?: PdfZoom;
  /** Called with each page once it is read (not again for a new scale). */
  onPage?: (page: PdfPageHandle, pageNumber: number) => void;
}

export interface PdfPageState {
  /** The opened document, null while loading (or after a failure). */
  doc: PdfHandle | null;
  /** The page `pageNumber` once read (the previous one until then). */
  page: PdfPageHandle | null;
  /** The scale the page is drawn at. */
  scale: number;
  /** The document could not be fetched or opened. */
  failed: boolean;
  /** A page could not be read or drawn (a cancelled render is no failure). */
  pageFailed: boolean;
  /** For the scrolling page area whose width 'fit' follows. */
  areaRef: React.RefObject<HTMLDivElement | null>;
  /** For the canvas the page is drawn into. */
  canvasRef: React.RefObject<HTMLCanvasElement | null>;
}

/**
 * One page of a PDF drawn by pdf.js into a canvas: opens the document from `load`, reads page
 * `pageNumber`, draws it at the zoom's scale, and cancels the drawing when the page or scale
 * changes or the component unmounts. Used by the document viewer and the signature placement step.
 */
export function usePdfPage({ load, pageNumber, zoom = 'fit', onPage }: UsePdfPageOptions): PdfPageState {
  const [doc, setDoc] = useState<PdfHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageFailed, setPageFailed] = useState(false);
  const [page, setPage] = useState<PdfPageHandle | null>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const width = useWidth(areaRef);
  const onPageRef = useRef(onPage);
  onPageRef.current = onPage;

  useEffect(() => {
    const abort = new AbortController();
    let opened: PdfHandle | null = null;
    setDoc(null);
    setFailed(false);
    setPageFailed(false);
    load(abort.signal)
      .then((bytes) => openPdf(bytes))
      .then((d) => {
        if (abort.signal.aborted) return d.destroy();
        opened = d;
        setDoc(d);
      })
      .catch(() => !abort.signal.aborted && setFailed(true));
    return () => {
      abort.abort();
      opened?.destroy();
    };
  }, [load]);

  useEffect(() => {
    if (!doc) return;
    let live = true;
    doc
      .page(pageNumber)
      .then((p) => {
        if (!live) return;
        setPage(p);
        onPageRef.current?.(p, pageNumber);
      })
      .catch(() => live && setPageFailed(true));
    return () => {
      live = false;
    };
  }, [doc, pageNumber]);

  const scale = page ? (zoom === 'fit' ? (width > 0 ? width / page.width : 1) : zoom) : 1;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!page || !canvas) return;
    const task = page.render(canvas, scale);
    task.promise.catch((e: unknown) => {
      if ((e as { name?: string }).name !== 'RenderingCancelledException') setPageFailed(true);
    });
    return () => task.cancel();
  }, [page, scale]);

  return { doc, page, scale, failed, pageFailed, areaRef, canvasRef };
}
