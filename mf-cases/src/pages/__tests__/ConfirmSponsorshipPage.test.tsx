import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TSponsorshipLinkView, TSponsorshipView } from 'shared/contract';
import ConfirmSponsorshipPage from '../ConfirmSponsorshipPage';
import StaffQuestionnairePage from '../StaffQuestionnairePage';
import { createMockApi, renderDetails } from 'case-kit/testing/details';
import { CASE_ID, staffView } from 'case-kit/testing/questionnaires';

jest.setTimeout(30_000);

const PAGES = {
  '/public/confirm-sponsorship-questionnaire/:token?': {
    Page: ConfirmSponsorshipPage,
    routeId: 'cases.confirmSponsorship',
  },
  '/sponsor-questionnaire/:itemId': { Page: StaffQuestionnairePage, routeId: 'questionnaires.sponsor' },
  '/questionnaire/:itemId': { Page: StaffQuestionnairePage, routeId: 'questionnaires.case' },
};

const linkView = (over: Partial<TSponsorshipLinkView> = {}): TSponsorshipLinkView => ({
  role: 'sponsor',
  status: 'pending',
  firmName: 'Demo Law Group',
  caseNumber: 'I130-2026-00007',
  typeName: 'I-130',
  beneficiaryName: 'Ananya Iyer',
  sponsorName: 'María López',
  language: 'es',
  expiresAt: '2026-12-06T10:00:00.000Z',
  respondedAt: null,
  declineReason: null,
  questionnaireStatus: 'not-sent',
  ...over,
});

const sponsorship = (over: Partial<TSponsorshipView> = {}): TSponsorshipView => ({
  id: '5d9c1a52-7b3e-4f1a-9c2d-3e4f5a6b7c8d',
  petitionId: CASE_ID,
  role: 'sponsor',
  sponsorName: 'María López',
  sponsorEmail: 'maria.lopez@example.test',
  language: 'es',
  status: 'pending',
  declineReason: null,
  source: 'staff',
  requestedAt: '2026-11-22T10:00:00.000Z',
  requestedByName: 'Alex Attorney',
  respondedAt: null,
  linkState: 'live',
  linkExpiresAt: '2026-12-06T10:00:00.000Z',
  ...over,
});

const QURL = `/fill-sponsor-questionnaire/${CASE_ID}?token=q-tok&lang=es`;

describe('/public/confirm-sponsorship-questionnaire', () => {
  it('reads the token from the path, shows the request and the I-864 obligations in Spanish, and confirms', async () => {
    const api = createMockApi({
      '/questionnaire/sponsorship-details': () => linkView(),
      '/questionnaire/confirm-sponsorship': () => ({
        status: 'confirmed',
        respondedAt: '2026-11-22T11:00:00.000Z',
        questionnaireUrl: QURL,
      }),
    });
    renderDetails(PAGES, { url: '/public/confirm-sponsorship-questionnaire/s-tok?lang=es', api });
    expect(await screen.findByRole('heading', { name: 'Confirme su patrocinio' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Acepto ser patrocinador' })).toBeInTheDocument();
    expect(api.lastPayload('/questionnaire/sponsorship-details')).toMatchObject({ token: 's-tok' });
    expect(
      screen.getByText(
        'Demo Law Group le pregunta si acepta ser el patrocinador financiero de Ananya Iyer en el caso I-130 I130-2026-00007.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        name: 'A qué se compromete un patrocinador (Formulario I-864), en palabras sencillas',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText(/125 % de las pautas federales de pobreza/)).toBeInTheDocument();
    expect(screen.getByText(/Un divorcio no la termina/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Acepto ser patrocinador' }));
    expect(await screen.findByRole('heading', { name: 'Gracias por confirmar' })).toBeInTheDocument();
    expect(api.lastPayload('/questionnaire/confirm-sponsorship')).toEqual({ token: 's-tok', decision: 'confirm' });
    expect(screen.getByRole('link', { name: 'Continuar al cuestionario del patrocinador' })).toHaveAttribute(
      'href',
      QURL,
    );
  });

  it('reads the token from the query too, in English, and declines with a reason (checked for length)', async () => {
    const api = createMockApi({
      '/questionnaire/sponsorship-details': () => linkView({ language: 'en' }),
      '/questionnaire/confirm-sponsorship': () => ({
        status: 'declined',
        respondedAt: '2026-11-22T11:00:00.000Z',
        questionnaireUrl: null,
      }),
    });
    renderDetails(PAGES, { url: '/public/confirm-sponsorship-questionnaire?key=q-key&lang=en', api });
    expect(await screen.findByRole('heading', { name: 'Confirm your sponsorship' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'I agree to sponsor' })).toBeInTheDocument();
    expect(api.lastPayload('/questionnaire/sponsorship-details')).toMatchObject({ token: 'q-key' });
    await userEvent.click(screen.getByRole('button', { name: 'I do not agree' }));
    const reason = screen.getByLabelText('Reason (optional)');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(screen.getByText('The reason can have at most 1000 characters.')).toBeInTheDocument();
    expect(api.payloads('/questionnaire/confirm-sponsorship')).toHaveLength(0);
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Not this year');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByRole('heading', { name: 'Your answer was sent' })).toBeInTheDocument();
    expect(api.lastPayload('/questionnaire/confirm-sponsorship')).toEqual({
      token: 'q-key',
      decision: 'decline',
      reason: 'Not this year',
    });
  });

  it('explains a missing token, a dead link, a used link and an answer given before; retries other errors', async () => {
    const dead = createMockApi({
      '/questionnaire/sponsorship-details': () => {
        throw new ApiError('LINK_TOKEN_INVALID', 'This link is not valid', 401);
      },
    });
    let r = renderDetails(PAGES, { url: '/public/confirm-sponsorship-questionnaire?lang=es', api: dead });
    expect(screen.getByText('Este enlace está incompleto')).toBeInTheDocument();
    r.unmount();
    r = renderDetails(PAGES, { url: '/public/confirm-sponsorship-questionnaire/x?lang=es', api: dead });
    expect(await screen.findByText('Este enlace ya no funciona')).toBeInTheDocument();
    r.unmount();

    const answered = createMockApi({
      '/questionnaire/sponsorship-details': () =>
        linkView({ status: 'confirmed', respondedAt: '2026-11-21T09:00:00.000Z', questionnaireStatus: 'sent' }),
    });
    r = renderDetails(PAGES, { url: '/public/confirm-sponsorship-questionnaire/s?lang=es', api: answered });
    expect(await screen.findByText('El Nov 21, 2026 usted confirmó que acepta ser patrocinador.')).toBeInTheDocument();
    expect(
      screen.getByText('Le enviamos por correo electrónico el enlace al cuestionario del patrocinador.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acepto ser patrocinador' })).toBeNull();
    r.unmount();

    const spent = createMockApi({
      '/questionnaire/sponsorship-details': () => linkView({ role: 'joint-sponsor', language: 'en' }),
      '/questionnaire/confirm-sponsorship': () => {
        throw new ApiError('LINK_TOKEN_INVALID', 'This request has already been answered.', 401);
      },
    });
    r = renderDetails(PAGES, { url: '/public/confirm-sponsorship-questionnaire/s?lang=en', api: spent });
    expect(await screen.findByText(/agree to be a joint sponsor of Ananya Iyer/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I agree to sponsor' }));
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
    r.unmount();

    let calls = 0;
    const flaky = createMockApi({
      '/questionnaire/sponsorship-details': () => {
        calls += 1;
        if (calls === 1) throw new ApiError('INTERNAL', 'down', 500);
        return linkView({ language: 'en' });
      },
    });
    renderDetails(PAGES, { url: '/public/confirm-sponsorship-questionnaire/s?lang=en', api: flaky });
    await userEvent.click(await screen.findByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('button', { name: 'I agree to sponsor' })).toBeInTheDocument();
  });

  it('a joint sponsor’s confirmation points to the firm for the next steps', async () => {
    const api = createMockApi({
      '/questionnaire/sponsorship-details': () => linkView({ role: 'joint-sponsor', language: 'en' }),
      '/questionnaire/confirm-sponsorship': () => ({
        status: 'confirmed',
        respondedAt: '2026-11-22T11:00:00.000Z',
        questionnaireUrl: null,
      }),
    });
    renderDetails(PAGES, { url: '/public/confirm-sponsorship-questionnaire/j?lang=en', api });
    await userEvent.click(await screen.findByRole('button', { name: 'I agree to sponsor' }));
    expect(await screen.findByText('The law firm will contact you about the next steps.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /sponsor questionnaire/ })).toBeNull();
  });
});

describe('staff: sponsorship and the client language', () => {
  it('asks a sponsor to confirm from the sponsor questionnaire page, and withdraws the link with confirmation', async () => {
    let rows: TSponsorshipView[] = [];
    const api = createMockApi({
      '/questionnaire/details': () => staffView({ kind: 'sponsor', templateName: 'Sponsor questionnaire' }),
      '/questionnaire/sponsorship-list': () => ({ data: rows }),
      '/questionnaire/request-sponsorship-confirmation': (p) => {
        rows = [sponsorship({ sponsorEmail: p.email as string, language: p.language as 'es' })];
        return rows[0];
      },
      '/questionnaire/revoke-sponsorship-link': () => {
        rows = [{ ...rows[0]!, linkState: 'revoked' }];
        return rows[0];
      },
    });
    renderDetails(PAGES, { url: `/sponsor-questionnaire/${CASE_ID}`, api });
    expect(await screen.findByRole('heading', { name: 'Sponsorship confirmation' })).toBeInTheDocument();
    expect(await screen.findByText(/No sponsor has been asked yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask a sponsor to confirm' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(within(dialog).getByText('Please fill E-mail .')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'maria.lopez@example.test');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'María López');
    await userEvent.selectOptions(within(dialog).getByLabelText("Sponsor's language"), 'es');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(api.lastPayload('/questionnaire/request-sponsorship-confirmation')).toEqual({
        petitionId: CASE_ID,
        role: 'sponsor',
        email: 'maria.lopez@example.test',
        name: 'María López',
        language: 'es',
      }),
    );
    const row = (await screen.findByText('Waiting for the answer')).closest('tr')!;
    expect(row).toHaveTextContent('María López · maria.lopez@example.test (Spanish (Español))');
    expect(row).toHaveTextContent('Link active until Dec 06, 2026');
    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw the link to maria.lopez@example.test' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw link' }));
    expect(await screen.findByText('Link withdrawn', { selector: 'tr *' })).toBeInTheDocument();
    expect(api.lastPayload('/questionnaire/revoke-sponsorship-link')).toEqual({ petitionId: CASE_ID, role: 'sponsor' });
  });

  it('shows a declined answer with its reason and the questionnaire as the source', async () => {
    const api = createMockApi({
      '/questionnaire/details': () => staffView({ kind: 'sponsor' }),
      '/questionnaire/sponsorship-list': () => ({
        data: [
          sponsorship({
            role: 'joint-sponsor',
            status: 'declined',
            declineReason: 'Not this year',
            respondedAt: '2026-11-22T11:00:00.000Z',
            linkState: 'used',
            source: 'questionnaire',
          }),
        ],
      }),
    });
    renderDetails(PAGES, { url: `/sponsor-questionnaire/${CASE_ID}`, api });
    const row = (await screen.findByText('Declined')).closest('tr')!;
    expect(row).toHaveTextContent('Joint sponsor');
    expect(row).toHaveTextContent('Reason: Not this year');
    expect(row).toHaveTextContent('by the questionnaire');
    expect(within(row).getByRole('button', { name: 'Ask maria.lopez@example.test again' })).toBeInTheDocument();
  });

  it('sends the questionnaire in the client’s language', async () => {
    const api = createMockApi({
      '/questionnaire/details': () => staffView(),
      '/petition/send-questionnaire': (p) =>
        staffView({ status: 'sent', linkState: 'live', sentTo: p.email as string, language: 'es' }),
    });
    renderDetails(PAGES, { url: `/questionnaire/${CASE_ID}`, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Send questionnaire' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText("Client's language"), 'es');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/send-questionnaire')).toMatchObject({
        email: 'ananya@example.test',
        language: 'es',
      }),
    );
    expect(await screen.findByText('Spanish (Español)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sponsorship confirmation' })).toBeNull();
  });
});
