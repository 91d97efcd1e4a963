import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';

/** One page, measured at scale 1 (CSS pixels). */
export interface PdfPageHandle {
  width: number;
  height: number;
  /** Draws the page into `canvas` at `scale` (times the device pixel ratio for sharpness). */
  render(canvas: HTMLCanvasElement, scale: number): { promise: Promise<void>; cancel(): void };
}

/** An opened PDF: what the viewer needs of pdf.js, and nothing else. */
export interface PdfHandle {
  numPages: number;
  page(pageNumber: number): Promise<PdfPageHandle>;
  destroy(): void;
}

type PdfJs = typeof PdfJsModule;
let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js in its own lazy chunk, loaded on the first preview. Its worker is emitted by webpack as
 * a file of the remote that built this copy of the kit (`new URL(…, import.meta.url)`), so it is
 * fetched from our own origin under `/remotes/<remote>/` (`mf-cases` today) as the CSP's
 * `worker-src 'self'` wants; no plugin, no <object>.
 */
function loadPdfJs(): Promise<PdfJs> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
    return pdfjs;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

function handleOf(doc: PDFDocumentProxy): PdfHandle {
  return {
    numPages: doc.numPages,
    async page(pageNumber) {
      const page = await doc.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      return {
        width: base.width,
        height: base.height,
        render(canvas, scale) {
          const ratio = window.devicePixelRatio || 1;
          const viewport = page.getViewport({ scale });
          canvas.width = Math.floor(viewport.width * ratio);
          canvas.height = Math.floor(viewport.height * ratio);
          canvas.style.width = `${Math.floor(viewport.width)}px`;
          canvas.style.height = `${Math.floor(viewport.height)}px`;
          const task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
          return { promise: task.promise, cancel: () => task.cancel() };
        },
      };
    },
    destroy: () => void doc.destroy(),
  };
}

/** Opens PDF bytes with pdf.js (no eval: the CSP has no 'unsafe-eval'). */
export async function openPdf(data: ArrayBuffer): Promise<PdfHandle> {
  const pdfjs = await loadPdfJs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, enableXfa: false }).promise;
  return handleOf(doc);
}
