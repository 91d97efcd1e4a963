import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { ApiError } from 'shared/client';
import type { PageProps } from 'shared/federation';
import { createMockApi } from '../../details/testing/mockApi';
import { renderDetails } from '../../details/testing/renderDetails';
import { makeSessionUser } from '../../details/testing/sessionUser';
import { openPdf } from '../../documents/pdf/openPdf';
import { fakePdf } from '../../documents/testing/fakePdf';
import { SignaturesPanel } from '../components/SignaturesPanel';
import { CASE_ID, FILE_ID, listResult, REQUEST_ID, signedRequest, signRequest } from '../testing/fixtures';
import { FakeSignaturePad } from '../testing/signaturePadMock';

jest.mock('../../documents/pdf/openPdf', () => ({ openPdf: jest.fn() }));
jest.mock('signature_pad', () => ({
  __esModule: true,
  default: jest.requireActual('../testing/signaturePadMock').FakeSignaturePad,
}));
jest.setTimeout(30_000);

const openPdfMock = openPdf as jest.MockedFunction<typeof openPdf>;
const LETTER_ID = 'f-letter';

// The page area measures 316 px, 300 px usable: fakePdf's 600-point-wide page is drawn at scale 0.5.
const realClientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
const realFetch = global.fetch;
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as never;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 316 });
});
afterAll(() => {
  if (realClientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', realClientWidth);
});
beforeEach(() => {
  openPdfMock.mockImplementation(async () => fakePdf(2));
  global.fetch = jest.fn(async () => ({
    ok: true,
    arrayBuffer: async () => new ArrayBuffer(4),
  })) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  openPdfMock.mockReset();
});

function StaffPage({ params }: PageProps) {
  return <SignaturesPanel petitionId={params.itemId!} isStaff />;
}

const staff = (api: ReturnType<typeof createMockApi>) =>
  renderDetails(
    { '/petition-details/:itemId': { Page: StaffPage, routeId: 'cases.petitionDetails' } },
    {
      url: `/petition-details/${CASE_ID}?tab=Forms`,
      api,
      user: makeSessionUser({ roleId: 6, name: 'Jordan Blake', email: 'jordan@firm.test' }),
    },
  );

const panelApi = (send: () => unknown = () => ({ data: [signRequest()], activityCompleted: true })) =>
  createMockApi({
    '/petition/sign-request-list': () => listResult(),
    '/petition/request-for-petitioner-sign': send,
    '/s3/get-signed-url': () => ({ data: 'https://files.test/letter.pdf?sig=1' }),
  });

/** Opens the request dialog, ticks both documents and opens the letter's placement step. */
async function openLetterStep() {
  await userEvent.click(await screen.findByRole('button', { name: 'Request petitioner signature' }));
  const dialog = screen.getByRole('dialog', { name: 'Request petitioner signature' });
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /I-129-v1\.pdf/ }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /Support letter\.pdf/ }));
  expect(
    within(dialog).getByText('USCIS forms you generated are signed on their signature line automatically.'),
  ).toBeInTheDocument();
  // The generated form is signed in its mapped field: no placement is offered for it.
  expect(within(dialog).queryByRole('button', { name: 'Place signature box on I-129-v1.pdf' })).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Place signature box on Support letter.pdf' }));
  const box = await within(dialog).findByRole('group', { name: 'Signature box' });
  return { dialog, box };
}

/** Presses on `el` at (x0, y0), moves to (x1, y1) and lets go: a mouse, pen or finger drag. */
const drag = (el: Element, [x0, y0]: [number, number], [x1, y1]: [number, number]) =>
  userEvent.pointer([
    { keys: '[MouseLeft>]', target: el, coords: { clientX: x0, clientY: y0 } },
    { target: el, coords: { clientX: x1, clientY: y1 } },
    { keys: '[/MouseLeft]', target: el, coords: { clientX: x1, clientY: y1 } },
  ]);

describe('placing the signature box (request dialog)', () => {
  it('sends the dragged, resized and keyboard-moved box in PDF points (scale 0.5, y from the bottom)', async () => {
    const api = panelApi();
    const r = staff(api);
    const { dialog, box } = await openLetterStep();
    expect(api.lastPayload('/s3/get-signed-url')).toEqual(
      expect.objectContaining({ keyName: 't/x/2026/11/c.pdf', petitionId: CASE_ID }),
    );
    expect(global.fetch).toHaveBeenCalledWith(
      'https://files.test/letter.pdf?sig=1',
      expect.objectContaining({ credentials: 'omit' }),
    );

    // Default: 200 × 50 pt at (72, 72) on an 800-point-high page → 100 × 25 px at (36, 339) px.
    expect(box).toHaveStyle({ left: '36px', top: '339px', width: '100px', height: '25px' });
    const readout = within(dialog).getByText(/^Signature box on page/);
    expect(readout).toHaveAttribute('aria-live', 'polite');
    expect(readout).toHaveTextContent(
      'Signature box on page 1: 72 pt from the left, 72 pt from the bottom, 200 × 50 pt.',
    );

    // Drag 50 px right and 100 px up: +100 pt in x, +200 pt in y.
    await drag(box, [100, 400], [150, 300]);
    expect(readout).toHaveTextContent('page 1: 172 pt from the left, 272 pt from the bottom, 200 × 50 pt.');

    // Drag the corner 20 px right and 10 px down: 240 × 70 pt, the top edge stays at 322 pt.
    const corner = within(dialog).getByTestId('signature-box-resize');
    await drag(corner, [0, 0], [20, 10]);
    expect(readout).toHaveTextContent('page 1: 172 pt from the left, 252 pt from the bottom, 240 × 70 pt.');

    // Page 2, then the keyboard: → moves 5 pt, ↑ moves up 5 pt, Shift+→ widens 5 pt, Shift+↓ grows 5 pt downwards.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(readout).toHaveTextContent('Signature box on page 2: 172 pt'));
    const boxOnPage2 = within(dialog).getByRole('group', { name: 'Signature box' });
    boxOnPage2.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}{Shift>}{ArrowRight}{ArrowDown}{/Shift}');
    expect(readout).toHaveTextContent(
      'Signature box on page 2: 177 pt from the left, 252 pt from the bottom, 245 × 75 pt.',
    );
    expect(boxOnPage2).toHaveStyle({ left: '88.5px', width: '122.5px', height: '37.5px' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getByText('in the box you placed on page 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(r.api.lastPayload('/petition/request-for-petitioner-sign')).toEqual({
      petitionId: CASE_ID,
      fileIds: [FILE_ID, LETTER_ID],
      signerName: 'Dana Whitfield',
      signerEmail: 'dana@northwind.test',
      expiresInDays: 14,
      placements: [{ fileId: LETTER_ID, page: 2, x: 177, y: 252, width: 245, height: 75 }],
    });
  });

  it('keeps the box on the page and resets it', async () => {
    staff(panelApi());
    const { dialog, box } = await openLetterStep();
    await drag(box, [0, 0], [-500, 5000]);
    const readout = within(dialog).getByText(/^Signature box on page/);
    expect(readout).toHaveTextContent('page 1: 0 pt from the left, 0 pt from the bottom, 200 × 50 pt.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(readout).toHaveTextContent('page 1: 72 pt from the left, 72 pt from the bottom, 200 × 50 pt.');
  });

  it('"Use certificate page instead" sends no placement', async () => {
    const api = panelApi();
    staff(api);
    const { dialog } = await openLetterStep();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use certificate page instead' }));
    expect(within(dialog).queryByRole('group', { name: 'Signature box' })).toBeNull();
    expect(within(dialog).getAllByText('on the certificate page')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.lastPayload('/petition/request-for-petitioner-sign');
    expect(sent).toEqual(expect.objectContaining({ fileIds: [FILE_ID, LETTER_ID] }));
    expect(sent).not.toHaveProperty('placements');
  });

  it('shows the server’s 422 beside the document’s step', async () => {
    const api = panelApi(() => {
      throw new ApiError('VALIDATION_FAILED', 'Validation failed', 422, [
        { path: 'placements.0.page', message: 'The document has 2 pages; choose one of them.' },
      ]);
    });
    staff(api);
    const { dialog } = await openLetterStep();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const step = await within(dialog).findByRole('region', { name: 'Place signature box: Support letter.pdf' });
    expect(within(step).getByRole('alert')).toHaveTextContent('The document has 2 pages; choose one of them.');
    expect(screen.getByRole('dialog', { name: 'Request petitioner signature' })).toBeInTheDocument();
  });
});

describe('placing the attorney’s signature box', () => {
  it('sends the placement with the attorney’s signature', async () => {
    const api = createMockApi({
      '/petition/sign-request-list': () => listResult({ data: [signedRequest()] }),
      '/petition/add-sign-to-document': () => signedRequest({ attorneyStatus: 'signed' }),
      '/s3/get-signed-url': () => ({ data: 'https://files.test/i129.pdf?sig=2' }),
    });
    staff(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Attorney sign' }));
    const dialog = screen.getByRole('dialog', { name: 'Add your signature' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place signature box' }));
    const box = await within(dialog).findByRole('group', { name: 'Signature box' });
    await drag(box, [10, 10], [60, 10]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I agree to sign electronically' }));
    act(() => FakeSignaturePad.last!.draw());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign document' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/add-sign-to-document')).toEqual({
        petitionId: CASE_ID,
        requestId: REQUEST_ID,
        consent: true,
        method: 'draw',
        signatureImage: expect.stringMatching(/^data:image\/png/),
        placement: { page: 1, x: 172, y: 72, width: 200, height: 50 },
      }),
    );
  });

  it('shows a 422 about the placement inside the step', async () => {
    const api = createMockApi({
      '/petition/sign-request-list': () => listResult({ data: [signedRequest()] }),
      '/petition/add-sign-to-document': () => {
        throw new ApiError('VALIDATION_FAILED', 'Validation failed', 422, [
          { path: 'placement', message: 'The signature box must lie on the page.' },
        ]);
      },
      '/s3/get-signed-url': () => ({ data: 'https://files.test/i129.pdf?sig=2' }),
    });
    staff(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Attorney sign' }));
    const dialog = screen.getByRole('dialog', { name: 'Add your signature' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place signature box' }));
    await within(dialog).findByRole('group', { name: 'Signature box' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I agree to sign electronically' }));
    act(() => FakeSignaturePad.last!.draw());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign document' }));
    const step = within(dialog).getByRole('region', { name: 'Place signature box: I-129-v1.pdf' });
    expect(await within(step).findByRole('alert')).toHaveTextContent('The signature box must lie on the page.');
    expect(api.lastPayload('/petition/add-sign-to-document')).toEqual(
      expect.objectContaining({ placement: { page: 1, x: 72, y: 72, width: 200, height: 50 } }),
    );
  });
});
