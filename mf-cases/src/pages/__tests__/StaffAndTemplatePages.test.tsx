import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import QuestionnaireTemplateDetailsPage from '../QuestionnaireTemplateDetailsPage';
import QuestionnaireTemplatesListPage from '../QuestionnaireTemplatesListPage';
import StaffQuestionnairePage from '../StaffQuestionnairePage';
import { createMockApi, renderDetails, makeSessionUser } from 'case-kit/testing/details';
import { CASE_ID, FIELDS, staffView, templateDetails } from 'case-kit/testing/questionnaires';

jest.setTimeout(30_000);

const PAGES = {
  '/questionnaire/:itemId': { Page: StaffQuestionnairePage, routeId: 'questionnaires.case' },
  '/sponsor-questionnaire/:itemId': { Page: StaffQuestionnairePage, routeId: 'questionnaires.sponsor' },
  '/questionnaire-templates-list': { Page: QuestionnaireTemplatesListPage, routeId: 'questionnaireTemplates.list' },
  '/questionnaire-template-details/:id': {
    Page: QuestionnaireTemplateDetailsPage,
    routeId: 'questionnaireTemplates.details',
  },
};

describe('staff questionnaire page', () => {
  it('sends the link with a validated address, then offers resend and withdraw (with confirmation)', async () => {
    let view = staffView();
    const api = createMockApi({
      '/questionnaire/details': () => view,
      '/petition/send-questionnaire': (p) => {
        view = staffView({
          status: 'sent',
          sentTo: p.email as string,
          linkState: 'live',
          linkExpiresAt: '2026-12-06T00:00:00.000Z',
        });
        return view;
      },
      '/questionnaire/revoke-link': () => {
        view = { ...view, linkState: 'revoked' };
        return view;
      },
    });
    renderDetails(PAGES, { url: `/questionnaire/${CASE_ID}`, api });
    expect(
      await screen.findByRole('heading', { name: 'Beneficiary questionnaire — H1B-2026-00042' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send questionnaire' }));
    const dialog = await screen.findByRole('dialog');
    const to = within(dialog).getByLabelText(/Send to/);
    expect(to).toHaveValue('ananya@example.test');
    await userEvent.clear(to);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(within(dialog).getByText('Please fill Email .')).toBeInTheDocument();
    await userEvent.type(to, 'client@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/send-questionnaire')).toMatchObject({
        petitionId: CASE_ID,
        kind: 'beneficiary',
        email: 'client@example.test',
        expiresInDays: 14,
      }),
    );
    expect(await screen.findByText('Link active until Dec 06, 2026')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw link' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw link' }));
    expect(await screen.findByText('Link withdrawn')).toBeInTheDocument();
    expect(api.payloads('/questionnaire/revoke-link')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Resend link' })).toBeInTheDocument();
  });

  it('lets staff correct submitted answers and shows the change log with before/after', async () => {
    const api = createMockApi({
      '/questionnaire/details': () =>
        staffView({
          status: 'submitted',
          linkState: 'used',
          answers: { 'beneficiary.name.first': 'Anaya', 'beneficiary.email': 'a@b.co', 'beneficiary.inUs': 'no' },
        }),
      '/questionnaire/update-answers': (p) => staffView({ status: 'submitted', answers: p.answers as never }),
      '/questionnaire/change-list': () => ({
        data: [
          {
            id: 'c1',
            action: 'staff-update',
            via: 'staff',
            userName: 'Alex Admin',
            before: { 'beneficiary.inUs': 'yes' },
            after: { 'beneficiary.inUs': 'no' },
            at: '2026-11-22T10:00:00.000Z',
          },
        ],
      }),
    });
    renderDetails(PAGES, { url: `/questionnaire/${CASE_ID}`, api });
    expect(await screen.findByText('Anaya')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send questionnaire|Resend/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Correct answers' }));
    const first = screen.getByLabelText(/First name/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Ananya');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(api.lastPayload('/questionnaire/update-answers')).toMatchObject({
        answers: { 'beneficiary.name.first': 'Ananya' },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save corrections' }));
    await waitFor(() => expect(api.payloads('/questionnaire/update-answers')).toHaveLength(2));
    expect(api.lastPayload('/questionnaire/update-answers')).toMatchObject({ complete: false });

    await userEvent.click(screen.getByRole('tab', { name: 'Change log' }));
    const row = (await screen.findByText('Corrected')).closest('tr')!;
    expect(within(row).getByText('Alex Admin')).toBeInTheDocument();
    expect(row).toHaveTextContent('Are you in the United States now?: Yes → No');
  });

  it('uploads a document for a file question with the case id and saves it as the answer', async () => {
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
      '/questionnaire/details': () => staffView({ fields, status: 'draft' }),
      '/questionnaire/update-answers': (p) => staffView({ fields, status: 'submitted', answers: p.answers as never }),
      '/s3/delete': () => ({ data: { deleted: ['t/t-1/2026/11/scan.pdf'] } }),
    });
    const sent: FormData[] = [];
    api.upload = jest.fn(async (_path: string, fd: FormData) => {
      sent.push(fd);
      return {
        data: [
          {
            id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
            name: 'scan.pdf',
            mimetype: 'application/pdf',
            extn: 'pdf',
            path: 't/t-1/2026/11/scan.pdf',
            size: 8,
            petitionId: CASE_ID,
          },
        ],
      };
    }) as never;
    renderDetails(PAGES, { url: `/questionnaire/${CASE_ID}`, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Fill in answers' }));
    await userEvent.upload(
      screen.getByLabelText('Upload Passport copy'),
      new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('button', { name: 'Remove scan.pdf' })).toBeInTheDocument();
    expect(sent[0]!.get('petitionId')).toBe(CASE_ID);
    // Removed again: deleted from storage; uploaded once more for the answer.
    await userEvent.click(screen.getByRole('button', { name: 'Remove scan.pdf' }));
    expect(api.lastPayload('/s3/delete')).toEqual(expect.objectContaining({ keyName: ['t/t-1/2026/11/scan.pdf'] }));
    await userEvent.upload(
      screen.getByLabelText('Upload Passport copy'),
      new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('button', { name: 'Remove scan.pdf' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and mark complete' }));
    await waitFor(() =>
      expect(api.lastPayload('/questionnaire/update-answers')).toMatchObject({
        complete: true,
        answers: { 'beneficiary.passport.copy': [{ key: 't/t-1/2026/11/scan.pdf', name: 'scan.pdf' }] },
      }),
    );
  });

  it('uses the route’s kind and shows not-found for an unknown case', async () => {
    const api = createMockApi({
      '/questionnaire/details': () => {
        throw new ApiError('NOT_FOUND', 'Case not found', 404);
      },
    });
    renderDetails(PAGES, { url: `/sponsor-questionnaire/${CASE_ID}`, api });
    expect(await screen.findByText('This questionnaire does not exist')).toBeInTheDocument();
    expect(api.lastPayload('/questionnaire/details')).toMatchObject({ kind: 'sponsor' });
  });
});

describe('questionnaire templates', () => {
  it('lists templates and opens the editor for a chosen type', async () => {
    const api = createMockApi({
      '/questionnaire/template-list': () => ({
        data: [
          { ...templateDetails(), fields: undefined },
          {
            ...templateDetails({
              id: 'sponsor-0-0',
              kind: 'sponsor',
              typeId: null,
              typeName: null,
              name: 'Sponsor questionnaire',
              source: 'tenant',
              updatedAt: '2026-11-01T00:00:00.000Z',
              updatedByName: 'Alex Admin',
            }),
            fields: undefined,
          },
        ],
      }),
    });
    const r = renderDetails(PAGES, { url: '/questionnaire-templates-list', api });
    expect(await screen.findByRole('link', { name: 'H-1B beneficiary questionnaire' })).toHaveAttribute(
      'href',
      '/questionnaire-template-details/beneficiary-1-0',
    );
    expect(screen.getByText('Customised')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Case type'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Open the editor' }));
    expect(r.location()).toBe('/questionnaire-template-details/beneficiary-4-0');
  });

  it('edits, reorders, removes (with confirmation) and saves fields; refuses a broken template', async () => {
    const api = createMockApi({
      '/questionnaire/template-details': () => templateDetails(),
      '/questionnaire/template-save': (p) =>
        templateDetails({ ...(p.template as object), source: 'tenant', updatedAt: '2026-11-22T00:00:00.000Z' }),
    });
    renderDetails(PAGES, { url: '/questionnaire-template-details/beneficiary-1-0', api });
    const list = await screen.findByRole('list', { name: 'Questions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(FIELDS.length);
    // Required badge follows SPEC §5: Nickname is freed by the not-required flag.
    const nickname = within(list).getByText('Nickname').closest('li')!;
    expect(within(nickname).queryByText('Required')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Move E-mail address up' }));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('E-mail address');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Nickname' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(within(list).queryByText('Nickname')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const key = screen.getByLabelText(/Data key/);
    await userEvent.clear(key);
    await userEvent.type(key, 'beneficiary.email');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('The key beneficiary.email is used twice')).toBeInTheDocument();
    expect(api.payloads('/questionnaire/template-save')).toHaveLength(0);

    await userEvent.clear(key);
    await userEvent.type(key, 'beneficiary.hobby');
    const label = screen.getByLabelText(/^Question(?!s)/);
    await userEvent.clear(label);
    await userEvent.type(label, 'Hobby');
    // The firm's own Spanish wording (the fill page shows it on a Spanish page).
    const spanish = screen.getByLabelText(/^Spanish wording of the question/);
    await userEvent.type(spanish, 'Pasatiempo x');
    await userEvent.type(screen.getByLabelText('Spanish help text'), 'Uno solo');
    await userEvent.type(spanish, '{Backspace}{Backspace}');
    await userEvent.click(screen.getByRole('checkbox', { name: /Always required/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(api.payloads('/questionnaire/template-save')).toHaveLength(1));
    const sent = api.lastPayload('/questionnaire/template-save') as {
      templateId: string;
      template: { fields: { key: string; isRequired?: boolean }[] };
    };
    expect(sent.templateId).toBe('beneficiary-1-0');
    expect(sent.template.fields.map((f) => f.key)).toEqual([
      'beneficiary.email',
      'beneficiary.name.first',
      'beneficiary.inUs',
      'beneficiary.i94.number',
      'beneficiary.hobby',
    ]);
    expect(sent.template.fields.at(-1)).toMatchObject({
      label: 'Hobby',
      isRequired: true,
      translations: { es: { label: 'Pasatiempo', help: 'Uno solo' } },
    });
  });

  it('is read-only for roles that cannot change templates', async () => {
    const api = createMockApi({ '/questionnaire/template-details': () => templateDetails() });
    renderDetails(PAGES, {
      url: '/questionnaire-template-details/beneficiary-1-0',
      api,
      user: makeSessionUser({ roleId: 6, loginRoleId: 6 }),
    });
    expect(await screen.findByText('Only an Admin or Branch Manager can change templates.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save template' })).toBeNull();
  });
});
