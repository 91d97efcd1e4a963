import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import FillQuestionnairePage from '../FillQuestionnairePage';
import FilledCaseDetailsPage from '../FilledCaseDetailsPage';
import { createMockApi, renderDetails } from 'case-kit/testing/details';
import { CASE_ID, fillView, en, es } from 'case-kit/testing/questionnaires';
import { pickLanguage } from 'case-kit/questionnaires';

jest.setTimeout(30_000);

const PAGES = {
  '/fill-questionnaire/:itemId': { Page: FillQuestionnairePage, routeId: 'fill.questionnaire' },
  '/fill-sponsor-questionnaire/:itemId': { Page: FillQuestionnairePage, routeId: 'fill.sponsorQuestionnaire' },
  '/filled-case-details/:itemId': { Page: FilledCaseDetailsPage, routeId: 'fill.caseFilled' },
};

const open = (
  api = createMockApi({ '/questionnaire/fill-details': () => fillView() }),
  url = `/fill-questionnaire/${CASE_ID}?token=tok-1`,
) => renderDetails(PAGES, { url, api });

describe('fill questionnaire page', () => {
  it('loads by the link token (token, key or accessToken) without a case header or actions', async () => {
    for (const q of ['token', 'key', 'accessToken']) {
      const api = createMockApi({ '/questionnaire/fill-details': () => fillView() });
      const r = open(api, `/fill-questionnaire/${CASE_ID}?${q}=tok-${q}`);
      expect(
        await screen.findByRole('heading', { name: 'H-1B beneficiary questionnaire — H1B-2026-00042' }),
      ).toBeInTheDocument();
      expect(api.lastPayload('/questionnaire/fill-details')).toMatchObject({ token: `tok-${q}` });
      expect(screen.queryByRole('button', { name: /complete|assign|send/i })).toBeNull();
      expect(screen.getByText('Demo Law Group · Ananya Iyer')).toBeInTheDocument();
      r.unmount();
    }
  });

  it('explains a missing token and a dead link', async () => {
    const api = createMockApi({
      '/questionnaire/fill-details': () => {
        throw new ApiError('LINK_TOKEN_INVALID', 'This link is not valid', 401);
      },
    });
    const r = open(api, `/fill-questionnaire/${CASE_ID}`);
    expect(await screen.findByText('This link is incomplete')).toBeInTheDocument();
    expect(api.payloads('/questionnaire/fill-details')).toHaveLength(0);
    r.unmount();
    open(api);
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
    expect(api.payloads('/questionnaire/fill-details')).toHaveLength(1);
  });

  it('asks for the questionnaire once: the page asks while the screen loads, the screen reads the same answer', async () => {
    const api = createMockApi({ '/questionnaire/fill-details': () => fillView() });
    open(api);
    expect(
      await screen.findByRole('heading', { name: 'H-1B beneficiary questionnaire — H1B-2026-00042' }),
    ).toBeInTheDocument();
    expect(api.payloads('/questionnaire/fill-details')).toEqual([{ token: 'tok-1' }]);
  });

  it('shows a retry on other errors', async () => {
    let calls = 0;
    const api = createMockApi({
      '/questionnaire/fill-details': () => {
        calls += 1;
        if (calls === 1) throw new ApiError('INTERNAL', 'down', 500);
        return fillView();
      },
    });
    open(api);
    await userEvent.click(await screen.findByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { name: /H1B-2026-00042/ })).toBeInTheDocument();
  });

  it('checks each step with the SPEC §5 messages, saves a draft on every step and submits to a thank-you', async () => {
    const api = createMockApi({
      '/questionnaire/fill-details': () => fillView(),
      '/questionnaire/fill-save': () => ({ lastSavedAt: '2026-11-22T10:00:00.000Z', status: 'draft' }),
      '/questionnaire/fill-submit': () => ({ submittedAt: '2026-11-22T10:05:00.000Z', activityCompleted: true }),
    });
    open(api);
    const next = await screen.findByRole('button', { name: 'Save and continue' });
    await userEvent.click(next);
    expect(screen.getByText('Please fill First name .')).toBeInTheDocument();
    expect(screen.getByText('Please fill E-mail address .')).toBeInTheDocument();
    // The not-required flag frees a template-required field.
    expect(screen.queryByText('Please fill Nickname .')).toBeNull();
    expect(api.payloads('/questionnaire/fill-save')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/First name/), 'Ananya');
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'not-an-email');
    await userEvent.click(next);
    expect(screen.getByText('The E-mail address field must be a valid email')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/E-mail address/));
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ananya@example.test');
    await userEvent.click(next);

    await waitFor(() => expect(api.payloads('/questionnaire/fill-save')).toHaveLength(1));
    expect(api.lastPayload('/questionnaire/fill-save')).toMatchObject({
      token: 'tok-1',
      answers: { 'beneficiary.name.first': 'Ananya', 'beneficiary.email': 'ananya@example.test' },
    });
    // Step 2: the follow-up shows only when its condition holds.
    expect(await screen.findByText(/Step 2 of 2/, { selector: 'legend span' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/I-94 number/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/I-94 number/)).toBeInTheDocument();
    // The last step leads to the review (issue 20 point 6), checked like every step.
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Please fill I-94 number .')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/I-94 number/), '12345678901');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const review = await screen.findByRole('group', { name: 'Review' });
    expect(within(review).getByText('12345678901')).toBeInTheDocument();
    expect(within(review).getByText('ananya@example.test')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(api.lastPayload('/questionnaire/fill-submit')).toMatchObject({
      token: 'tok-1',
      answers: { 'beneficiary.inUs': 'yes', 'beneficiary.i94.number': '12345678901' },
    });
  });

  it('goes back to the step the server found a problem in', async () => {
    const api = createMockApi({
      '/questionnaire/fill-details': () =>
        fillView({
          answers: { 'beneficiary.name.first': 'A', 'beneficiary.email': 'a@b.co', 'beneficiary.inUs': 'no' },
        }),
      '/questionnaire/fill-save': () => ({ lastSavedAt: '2026-11-22T10:00:00.000Z', status: 'draft' }),
      '/questionnaire/fill-submit': () => {
        throw new ApiError('VALIDATION_FAILED', 'Please fill First name .', 422, [
          { path: 'answers.beneficiary.name.first', message: 'Please fill First name .' },
        ]);
      },
    });
    open(api);
    // Every step was answered: the returning client resumes at the review, and submits from there.
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Step 1 of 2/, { selector: 'legend span' })).toBeInTheDocument();
    expect(screen.getAllByText('Please fill First name .').length).toBeGreaterThan(0);
  });

  it('shows a submitted questionnaire read-only, and /filled-case-details never shows the form', async () => {
    const api = createMockApi({
      '/questionnaire/fill-details': () =>
        fillView({
          status: 'submitted',
          submittedAt: '2026-11-20T10:00:00.000Z',
          answers: { 'beneficiary.name.first': 'Ananya', 'beneficiary.inUs': 'no' },
        }),
    });
    const r = open(api);
    expect(await screen.findByText(/Submitted on Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Ananya')).toBeInTheDocument();
    expect(screen.getByText('No')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    r.unmount();
    const draft = createMockApi({
      '/questionnaire/fill-details': () => fillView({ answers: { 'beneficiary.name.first': 'Ananya' } }),
    });
    renderDetails(PAGES, { url: `/filled-case-details/${CASE_ID}?token=tok-2`, api: draft });
    expect(await screen.findByText('Not submitted yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });

  it('uploads a document through the link, refuses other file types, and submits the stored file', async () => {
    const fields = [
      {
        key: 'beneficiary.passport.copy',
        label: 'Passport copy',
        section: 'Documents',
        type: 'file' as const,
        required: true,
      },
    ];
    const api = createMockApi({
      '/questionnaire/fill-details': () => fillView({ fields }),
      '/questionnaire/fill-upload': (p) => ({ key: `t/t-1/2026/11/${String(p.fileName)}`, name: p.fileName }),
      '/questionnaire/fill-delete-upload': () => ({ deleted: true }),
      '/questionnaire/fill-save': () => ({ lastSavedAt: '2026-11-22T10:00:00.000Z', status: 'draft' }),
      '/questionnaire/fill-submit': () => ({ submittedAt: '2026-11-22T10:05:00.000Z', activityCompleted: false }),
    });
    open(api);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Passport copy is required')).toBeInTheDocument();
    // A styled drop zone (a button to press or a place to drop), not a bare file input.
    expect(await screen.findByRole('button', { name: 'Upload Passport copy' })).toBeInTheDocument();
    const input = screen.getByTestId('file-drop-input');
    await user.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }));
    expect(screen.getByText('Only images, PDF and Word documents can be uploaded')).toBeInTheDocument();
    expect(api.payloads('/questionnaire/fill-upload')).toHaveLength(0);
    await user.upload(input, new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' }));
    // A newly uploaded file taken out again is deleted from storage (SPEC §7).
    await user.upload(input, new File(['%PDF-1.4'], 'wrong.pdf', { type: 'application/pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Remove wrong.pdf' }));
    expect(api.lastPayload('/questionnaire/fill-delete-upload')).toMatchObject({
      token: 'tok-1',
      key: 't/t-1/2026/11/wrong.pdf',
    });
    expect(screen.queryByText('wrong.pdf')).toBeNull();
    expect(await screen.findByText('passport.pdf')).toBeInTheDocument();
    expect(api.payloads('/questionnaire/fill-upload')[0]).toMatchObject({
      token: 'tok-1',
      fileName: 'passport.pdf',
      contentBase64: btoa('%PDF-1.4'),
    });
    // The uploaded file is listed once, with its Remove button (no input beside it).
    expect(screen.getAllByText('passport.pdf')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(api.lastPayload('/questionnaire/fill-submit')).toMatchObject({
      answers: { 'beneficiary.passport.copy': [{ key: 't/t-1/2026/11/passport.pdf', name: 'passport.pdf' }] },
    });
  });

  it('speaks Spanish from ?lang=es or the switcher, with every string from the translation files', async () => {
    const api = createMockApi({
      '/questionnaire/fill-details': () => fillView(),
      '/questionnaire/fill-save': () => ({ lastSavedAt: '2026-11-22T10:00:00.000Z', status: 'draft' }),
    });
    const r = open(api, `/fill-questionnaire/${CASE_ID}?token=tok-1&lang=es`);
    expect(await screen.findByText(/Responda las preguntas paso a paso/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar y continuar' })).toBeInTheDocument();
    expect(screen.getByText(/Paso 1 de 2/, { selector: 'legend span' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'en');
    expect(await screen.findByRole('button', { name: 'Save and continue' })).toBeInTheDocument();
    r.unmount();
    const dead = createMockApi({
      '/questionnaire/fill-details': () => {
        throw new ApiError('LINK_TOKEN_INVALID', 'invalid', 401);
      },
    });
    open(dead, `/fill-questionnaire/${CASE_ID}?token=x&lang=es`);
    expect(await screen.findByText('Este enlace ya no funciona')).toBeInTheDocument();
  });
});

describe('fill page languages', () => {
  it('picks ?lang=, then the browser, then English', () => {
    expect(pickLanguage(new URLSearchParams('lang=es'), ['en-US'])).toBe('es');
    expect(pickLanguage(new URLSearchParams(''), ['es-MX', 'en'])).toBe('es');
    expect(pickLanguage(new URLSearchParams('lang=fr'), ['de-DE'])).toBe('en');
  });
  it('has every English key in every language file', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v ? keys(v as object, `${p}${k}.`) : [`${p}${k}`],
      );
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });
});
