import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeApi, makeStore, Providers } from '../../features/session/testing/shellTestKit';
import { EsignCompletePage, EsignPrepareStatusPage, esignPages } from '../EsignOutcomePages';

const ID = '0b9f6c1e-2d3a-4b5c-8d7e-6f5a4b3c2d1e';

function show(Page: typeof EsignCompletePage, search: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/x',
        element: <Page routeId="esign.complete" params={{}} query={new URLSearchParams(search)} linkToken={null} />,
      },
    ],
    { initialEntries: [{ pathname: '/x', state }] },
  );
  render(
    <Providers store={makeStore()} api={fakeApi({})}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

test('serves the three e-signature return paths', () => {
  expect(Object.keys(esignPages).sort()).toEqual([
    '/auth/on-esign-complete',
    '/auth/on-esign-url-complete',
    '/auth/sign-tpl-prepare-status',
  ]);
});

test('shows a signed outcome with its reference and where to go next', () => {
  show(EsignCompletePage, `status=signed&requestId=${ID}&lang=en`);
  expect(screen.getByRole('heading', { name: 'Thank you — the document is signed' })).toBeInTheDocument();
  expect(screen.getByText(`Reference: ${ID}`)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Check a signed PDF' })).toHaveAttribute('href', '/verify-signature');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

test('speaks Spanish, and shows declined and unknown outcomes', () => {
  show(EsignCompletePage, 'status=declined&lang=es');
  expect(screen.getByRole('heading', { name: 'Rechazó la firma' })).toBeInTheDocument();
});

test('an unknown status or a bad reference reveals nothing', () => {
  show(EsignCompletePage, 'status=<script>&requestId=<b>x</b>&lang=en');
  expect(screen.getByRole('heading', { name: 'E-signature' })).toBeInTheDocument();
  expect(screen.queryByText(/Reference/)).toBeNull();
});

test('tells the preparation status', () => {
  show(EsignPrepareStatusPage, 'status=failed&lang=en');
  expect(screen.getByRole('heading', { name: 'The document could not be prepared' })).toBeInTheDocument();
});

test('offers the signed copy the sign page handed over, for download; none without it or when not signed', () => {
  const create = jest.fn(() => 'blob:signed');
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  URL.createObjectURL = create;
  URL.revokeObjectURL = jest.fn();
  try {
    const copy = { signedCopy: { fileName: 'I-129 (signed).pdf', mimeType: 'application/pdf', contentBase64: 'JVBERi0xLjQ=' } };
    show(EsignCompletePage, `status=signed&requestId=${ID}&lang=en`, copy);
    const link = screen.getByRole('link', { name: 'Download your signed copy (PDF)' });
    expect(link).toHaveAttribute('href', 'blob:signed');
    expect(link).toHaveAttribute('download', 'I-129 (signed).pdf');
    expect(create).toHaveBeenCalledTimes(1);
    cleanup();

    show(EsignCompletePage, `status=signed&requestId=${ID}&lang=es`, copy);
    expect(screen.getByRole('link', { name: 'Descargar su copia firmada (PDF)' })).toBeInTheDocument();
    cleanup();

    show(EsignCompletePage, `status=signed&requestId=${ID}&lang=en`);
    expect(screen.queryByRole('link', { name: /signed copy/ })).toBeNull();
    cleanup();
    show(EsignCompletePage, 'status=declined&lang=en', copy);
    expect(screen.queryByRole('link', { name: /signed copy/ })).toBeNull();
  } finally {
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
  }
});
