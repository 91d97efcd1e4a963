import type { PdfHandle } from '../pdf/openPdf';

/** What the fake was asked to draw: page number and scale, in order. */
export interface FakePdf extends PdfHandle {
  renders: { page: number; scale: number; canvas: HTMLCanvasElement }[];
  destroyed: boolean;
}

/** A PDF of `numPages` pages of 600 × 800 points, standing in for pdf.js (jsdom has no canvas). */
export function fakePdf(numPages: number): FakePdf {
  const fake: FakePdf = {
    numPages,
    renders: [],
    destroyed: false,
    page: async (page) => ({
      width: 600,
      height: 800,
      render(canvas, scale) {
        fake.renders.push({ page, scale, canvas });
        return { promise: Promise.resolve(), cancel: () => undefined };
      },
    }),
    destroy: () => {
      fake.destroyed = true;
    },
  };
  return fake;
}
