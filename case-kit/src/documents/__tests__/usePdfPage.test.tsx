import { render, screen, waitFor } from '@testing-library/react';
import { openPdf } from '../pdf/openPdf';
import { usePdfPage, type PdfZoom } from '../pdf/usePdfPage';
import { fakePdf } from '../testing/fakePdf';

jest.mock('../pdf/openPdf', () => ({ openPdf: jest.fn() }));
const openPdfMock = openPdf as jest.MockedFunction<typeof openPdf>;

const bytes = new Uint8Array([37, 80, 68, 70]).buffer;
const load = () => Promise.resolve(bytes);

function Page({ pageNumber, zoom }: { pageNumber: number; zoom?: PdfZoom }) {
  const { doc, scale, failed, pageFailed, areaRef, canvasRef } = usePdfPage({ load, pageNumber, zoom });
  return (
    <div ref={areaRef}>
      {failed || pageFailed ? <p role="alert">failed</p> : null}
      {doc ? <canvas ref={canvasRef} role="img" aria-label={`page ${pageNumber} at ${scale}`} /> : null}
    </div>
  );
}

describe('usePdfPage', () => {
  afterEach(() => openPdfMock.mockReset());

  it('draws the page at the zoom, cancels the drawing it replaces, and destroys the document on unmount', async () => {
    const pdf = fakePdf(2);
    const cancelled: number[] = [];
    const page = pdf.page;
    pdf.page = async (n) => {
      const p = await page(n);
      return { ...p, render: (canvas, scale) => ({ ...p.render(canvas, scale), cancel: () => void cancelled.push(n) }) };
    };
    openPdfMock.mockResolvedValue(pdf);
    const { rerender, unmount } = render(<Page pageNumber={1} />);
    // jsdom measures no width: 'fit' draws at 100 %.
    await screen.findByRole('img', { name: 'page 1 at 1' });
    await waitFor(() => expect(pdf.renders).toEqual([expect.objectContaining({ page: 1, scale: 1 })]));

    rerender(<Page pageNumber={2} zoom={1.5} />);
    await screen.findByRole('img', { name: 'page 2 at 1.5' });
    await waitFor(() => expect(pdf.renders.at(-1)).toEqual(expect.objectContaining({ page: 2, scale: 1.5 })));
    expect(cancelled).toContain(1);

    unmount();
    expect(cancelled.at(-1)).toBe(2);
    expect(pdf.destroyed).toBe(true);
  });

  it('reports a document that cannot be opened', async () => {
    openPdfMock.mockRejectedValue(new Error('not a PDF'));
    render(<Page pageNumber={1} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('failed');
  });
});
