import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from 'shared/ui';
import { openPdf } from '../pdf/openPdf';
import { PdfViewer } from '../components/PdfViewer';
import { fakePdf } from '../testing/fakePdf';

jest.mock('../pdf/openPdf', () => ({ openPdf: jest.fn() }));
const openPdfMock = openPdf as jest.MockedFunction<typeof openPdf>;

const view = (source: string | ArrayBuffer) =>
  render(
    <ThemeProvider theme={lightTheme}>
      <PdfViewer source={source} name="I-129.pdf" />
    </ThemeProvider>,
  );

describe('PdfViewer', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    openPdfMock.mockReset();
  });

  it('draws the first page into a canvas, pages forward and back, zooms and fits to width again', async () => {
    const pdf = fakePdf(3);
    openPdfMock.mockResolvedValue(pdf);
    const bytes = new Uint8Array([37, 80, 68, 70]).buffer;
    const { unmount } = view(bytes);
    const canvas = await screen.findByRole('img', { name: 'Preview of I-129.pdf, page 1 of 3' });
    expect(canvas.tagName).toBe('CANVAS');
    expect(openPdfMock).toHaveBeenCalledWith(bytes);
    await waitFor(() => expect(pdf.renders.at(-1)?.page).toBe(1));
    expect(pdf.renders.at(-1)?.canvas).toBe(canvas);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(pdf.renders.at(-1)?.page).toBe(3));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(pdf.renders.at(-1)?.page).toBe(2));

    // jsdom measures no width: "fit" falls back to 100 %; zoom steps from there.
    expect(screen.getByText('100%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('125%')).toBeInTheDocument();
    await waitFor(() => expect(pdf.renders.at(-1)?.scale).toBe(1.25));
    expect(pdf.renders.at(-1)?.page).toBe(2);
    expect(screen.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByText('75%')).toBeInTheDocument();
    await waitFor(() => expect(pdf.renders.at(-1)?.scale).toBe(0.75));
    await userEvent.click(screen.getByRole('button', { name: 'Fit to width' }));
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'true');

    unmount();
    expect(pdf.destroyed).toBe(true);
  });

  it('fetches a signed address without credentials, and says so when the bytes cannot be read', async () => {
    const pdf = fakePdf(1);
    openPdfMock.mockResolvedValue(pdf);
    const buffer = new Uint8Array([1]).buffer;
    global.fetch = jest.fn(async () => ({ ok: true, arrayBuffer: async () => buffer })) as unknown as typeof fetch;
    const first = view('/files/signed/a.pdf?sig=1');
    expect(await screen.findByRole('img', { name: 'Preview of I-129.pdf, page 1 of 1' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/files/signed/a.pdf?sig=1', expect.objectContaining({ credentials: 'omit' }));
    expect(openPdfMock).toHaveBeenCalledWith(buffer);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    first.unmount();

    global.fetch = jest.fn(async () => ({ ok: false, status: 403 })) as unknown as typeof fetch;
    view('/files/signed/b.pdf?sig=2');
    expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be shown');
  });
});
