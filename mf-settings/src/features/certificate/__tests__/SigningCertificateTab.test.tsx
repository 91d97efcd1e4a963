import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { SEAL_P12_MAX_BYTES, type TSealCertificate } from 'shared/contract';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import FormsLettersPage from '../../../pages/FormsLettersPage';

jest.setTimeout(30_000);

const PROPS = { routeId: 'settings.formsLetters', params: {}, query: new URLSearchParams(), linkToken: null };
const URL = '/forms-letters?tab=certificate';
const WRONG_PASSWORD = 'The password does not open this PKCS#12 file.';

const product: TSealCertificate = {
  source: 'product',
  subject: 'Demo Immigration Law LLP e-signature seal',
  organization: 'Demo Immigration Law LLP',
  issuer: 'Demo Immigration Law LLP e-signature seal',
  serialNumber: '01',
  notBefore: '2026-01-15T12:00:00.000Z',
  notAfter: '2036-01-15T12:00:00.000Z',
  sha256: 'ab'.repeat(32),
  fileName: null,
  uploadedAt: null,
  uploadedByName: null,
};

const firms: TSealCertificate = {
  source: 'uploaded',
  subject: 'Demo Immigration Law LLP',
  organization: 'Demo Immigration Law LLP',
  issuer: 'GlobalSign GCC R45 AATL CA 2020',
  serialNumber: '7a3f',
  notBefore: '2026-03-02T12:00:00.000Z',
  notAfter: '2029-03-02T12:00:00.000Z',
  sha256: 'cd'.repeat(32),
  fileName: 'firm-seal.p12',
  uploadedAt: '2026-11-20T12:00:00.000Z',
  uploadedByName: 'Alex Admin',
};

/** The letters calls the other tabs make, answered empty, plus the certificate. */
function api(certificate: TSealCertificate | (() => unknown) = product) {
  return createMockApi({
    '/esign/seal-certificate': typeof certificate === 'function' ? certificate : () => certificate,
    '/esign/upload-seal-certificate': () => firms,
    '/form-letter/list': () => ({ data: [], count: 0, page: 1, perpage: 25, nextCursor: null }),
    '/form-letter/category-list': () => ({ data: [] }),
    '/form-letter/group-list': () => ({ data: [], maxPerCaseType: 8 }),
  });
}

const p12 = (name = 'firm-seal.p12', bytes: ArrayLike<number> = [0x30, 0x82, 0x01]) =>
  new File([Uint8Array.from(bytes)], name, { type: 'application/x-pkcs12' });

async function chooseAndSubmit(user: ReturnType<typeof userEvent.setup>, password: string, file = p12()) {
  await user.upload(await screen.findByTestId('file-drop-input'), file);
  expect(await screen.findByText(file.name)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Certificate password'), password);
  await user.click(screen.getByRole('button', { name: 'Upload certificate' }));
  return screen.findByRole('alertdialog', { name: 'Replace the signing certificate?' });
}

describe('Signing certificate tab', () => {
  it('shows a loading state while the certificate is fetched', async () => {
    renderWithServices(<FormsLettersPage {...PROPS} />, { api: api(() => new Promise(() => undefined)), url: URL });
    expect(await screen.findByText('Loading signing certificate…')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Signing certificate' })).toHaveAttribute('aria-selected', 'true');
  });

  it('self-signed: the firm’s self-signed seal, its dates as MMM DD, YYYY, and what readers will show', async () => {
    renderWithServices(<FormsLettersPage {...PROPS} />, { api: api(), url: URL });
    const card = await screen.findByRole('region', { name: 'Certificate in use' });
    expect(within(card).getByText('Self-signed certificate')).toBeInTheDocument();
    expect(
      within(card).getByText('Demo Immigration Law LLP e-signature seal, Demo Immigration Law LLP'),
    ).toBeInTheDocument();
    expect(within(card).getByText(/sealed with a self-signed certificate in your firm’s name/)).toBeInTheDocument();
    expect(within(card).getByText('Jan 15, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Jan 15, 2036')).toBeInTheDocument();
    expect(within(card).getByText(/AB:AB:AB/)).toBeInTheDocument();
    expect(within(card).getByText(/“validity unknown”/)).toBeInTheDocument();
    expect(within(card).getByText(/Adobe Approved Trust List/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload your firm’s certificate' })).toBeInTheDocument();
  });

  it('before the first signing: says the self-signed certificate is created then', async () => {
    renderWithServices(<FormsLettersPage {...PROPS} />, {
      api: api({
        ...product,
        source: 'none',
        subject: null,
        organization: null,
        issuer: null,
        serialNumber: null,
        notBefore: null,
        notAfter: null,
        sha256: null,
      }),
      url: URL,
    });
    expect(
      await screen.findByText(
        /in your firm’s name \(“Demo Immigration Law LLP e-signature seal”\) is created when the next document is signed/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Self-signed certificate')).toBeInTheDocument();
  });

  it('white label: no state of the tab names the product, only the firm', async () => {
    const none: TSealCertificate = {
      ...product,
      source: 'none',
      subject: null,
      organization: null,
      issuer: null,
      serialNumber: null,
      notBefore: null,
      notAfter: null,
      sha256: null,
    };
    for (const certificate of [product, none, firms]) {
      const user = userEvent.setup();
      const r = renderWithServices(<FormsLettersPage {...PROPS} />, { api: api(certificate), url: URL });
      await screen.findByRole('region', { name: 'Certificate in use' });
      // The confirmation too: it names the certificate being replaced.
      const dialog = await chooseAndSubmit(user, 'pw', p12('renewal.p12'));
      expect(within(dialog).getByText(/will no longer be used/)).toBeInTheDocument();
      expect(document.body.textContent).toMatch(/your firm/i);
      expect(document.body.textContent).not.toMatch(/passage/i);
      r.unmount();
    }
  });

  it('the firm’s certificate: issuer, validity, file and who uploaded it', async () => {
    renderWithServices(<FormsLettersPage {...PROPS} />, { api: api(firms), url: URL });
    const card = await screen.findByRole('region', { name: 'Certificate in use' });
    expect(within(card).getByText('Your firm’s certificate')).toBeInTheDocument();
    expect(within(card).getByText('Demo Immigration Law LLP')).toBeInTheDocument();
    expect(within(card).getByText('GlobalSign GCC R45 AATL CA 2020')).toBeInTheDocument();
    expect(within(card).getByText('Mar 02, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Mar 02, 2029')).toBeInTheDocument();
    expect(within(card).getByText('firm-seal.p12')).toBeInTheDocument();
    expect(within(card).getByText('Nov 20, 2026 by Alex Admin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Replace the certificate' })).toBeInTheDocument();
  });

  it('uploads the chosen file as base64 with its password after confirming, then shows the firm’s certificate', async () => {
    const user = userEvent.setup();
    const r = renderWithServices(<FormsLettersPage {...PROPS} />, { api: api(), url: URL });
    const dialog = await chooseAndSubmit(user, 'correct horse');
    expect(
      within(dialog).getByText(/^The self-signed certificate will no longer be used for your firm\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Replace certificate' }));
    await waitFor(() =>
      expect(r.api.lastPayload('/esign/upload-seal-certificate')).toEqual({
        fileName: 'firm-seal.p12',
        contentBase64: 'MIIB',
        password: 'correct horse',
      }),
    );
    expect(
      await screen.findByText('Demo Immigration Law LLP now seals every document your firm signs.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Certificate in use' })).getByText('Your firm’s certificate'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Certificate password')).toHaveValue('');
    expect(r.toasts.getState().toasts).toEqual([expect.objectContaining({ message: 'Signing certificate replaced' })]);
  });

  it('a wrong password: the server’s 422 message is shown by the password field', async () => {
    const user = userEvent.setup();
    const r = renderWithServices(<FormsLettersPage {...PROPS} />, { api: api(), url: URL });
    r.api.on('/esign/upload-seal-certificate', () => {
      throw new ApiError('VALIDATION_FAILED', WRONG_PASSWORD, 422, [{ path: 'password', message: WRONG_PASSWORD }]);
    });
    const dialog = await chooseAndSubmit(user, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Replace certificate' }));
    const field = screen.getByLabelText('Certificate password');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(WRONG_PASSWORD);
    expect(screen.getByText('firm-seal.p12')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Certificate in use' })).getByText('Self-signed certificate'),
    ).toBeInTheDocument();
  });

  it('a file that is not PKCS#12: the server’s message is shown under the file', async () => {
    const user = userEvent.setup();
    const r = renderWithServices(<FormsLettersPage {...PROPS} />, { api: api(), url: URL });
    const message = 'This is not a PKCS#12 (.p12 / .pfx) file.';
    r.api.on('/esign/upload-seal-certificate', () => {
      throw new ApiError('VALIDATION_FAILED', message, 422, [{ path: 'contentBase64', message }]);
    });
    const dialog = await chooseAndSubmit(user, 'pw', p12('renamed.pfx'));
    await user.click(within(dialog).getByRole('button', { name: 'Replace certificate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Certificate password')).not.toHaveAttribute('aria-invalid');
  });

  it('cancelling the confirmation sends nothing; the form works from the keyboard', async () => {
    const user = userEvent.setup();
    const r = renderWithServices(<FormsLettersPage {...PROPS} />, { api: api(firms), url: URL });
    await user.upload(await screen.findByTestId('file-drop-input'), p12('renewal.pfx'));
    await user.type(screen.getByLabelText('Certificate password'), 'secret{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the signing certificate?' });
    expect(
      within(dialog).getByText(/current certificate \(Demo Immigration Law LLP\) will no longer be used/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(r.api.payloads('/esign/upload-seal-certificate')).toEqual([]);
    expect(screen.getByText('renewal.pfx')).toBeInTheDocument();
  });

  it('checks the file before sending: no file, a file over the contract’s limit', async () => {
    const user = userEvent.setup();
    const r = renderWithServices(<FormsLettersPage {...PROPS} />, { api: api(), url: URL });
    await user.click(await screen.findByRole('button', { name: 'Upload certificate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a .p12 or .pfx file.');
    await user.upload(screen.getByTestId('file-drop-input'), p12('huge.p12', new Uint8Array(SEAL_P12_MAX_BYTES + 1)));
    expect(await screen.findByRole('alert')).toHaveTextContent(/The file is too large/);
    expect(screen.queryByText('huge.p12')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload certificate' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(r.api.payloads('/esign/upload-seal-certificate')).toEqual([]);
  });

  it('is hidden from staff other than the admin, even with ?tab=certificate', async () => {
    const r = renderWithServices(<FormsLettersPage {...PROPS} />, {
      api: api(),
      url: URL,
      user: makeSessionUser({ roleId: 4 }),
    });
    expect(await screen.findByRole('tab', { name: 'Letter templates' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Signing certificate' })).not.toBeInTheDocument();
    expect(screen.queryByText('Certificate in use')).not.toBeInTheDocument();
    expect(r.api.payloads('/esign/seal-certificate')).toEqual([]);
  });
});
