import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultTemplate, type TQuestionnaireField } from 'shared/domain';
import FillQuestionnairePage from '../FillQuestionnairePage';
import FilledCaseDetailsPage from '../FilledCaseDetailsPage';
import { createMockApi, renderDetails } from 'case-kit/testing/details';
import { CASE_ID, fillView } from 'case-kit/testing/questionnaires';

jest.setTimeout(30_000);

/*
 * A default template on a Spanish page (issue 8 point 2): questions, options, sections, the
 * template's name and the SPEC §5 messages in Spanish; the switcher goes back to English.
 */

const PAGES = {
  '/fill-questionnaire/:itemId': { Page: FillQuestionnairePage, routeId: 'fill.questionnaire' },
  '/filled-case-details/:itemId': { Page: FilledCaseDetailsPage, routeId: 'fill.caseFilled' },
};

const H1B = defaultTemplate('beneficiary', 1);
/** The H-1B default's first and third steps (personal information; passport and travel). */
const FIELDS = H1B.fields.filter((f) => f.section === 'Personal information' || f.section === 'Passport and travel');

const open = (fields: TQuestionnaireField[] = FIELDS, url = `/fill-questionnaire/${CASE_ID}?token=tok-1&lang=es`) => {
  const api = createMockApi({
    '/questionnaire/fill-details': () => fillView({ fields, templateName: H1B.name }),
    '/questionnaire/fill-save': () => ({ lastSavedAt: '2026-11-22T10:00:00.000Z', status: 'draft' }),
    '/questionnaire/fill-upload': (p) => ({ key: `t/t-1/2026/11/${String(p.fileName)}`, name: p.fileName }),
  });
  return renderDetails(PAGES, { url, api });
};

describe('a default template on the Spanish fill page', () => {
  // First in the file: the Spanish questions are not loaded yet when the client switches.
  it('keeps the step and the answers typed so far when the client switches to Spanish', async () => {
    open(FIELDS, `/fill-questionnaire/${CASE_ID}?token=tok-1&lang=en`);
    const family = await screen.findByLabelText(/^Family name/);
    await userEvent.clear(family);
    await userEvent.type(family, 'Iyer-Rao');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(await screen.findByLabelText(/^Apellido\(s\)/)).toHaveValue('Iyer-Rao');
    expect(screen.getByText('Datos personales', { selector: 'legend', exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar y continuar' })).toBeInTheDocument();
  });

  it('opens in the language stored with the questionnaire when the link names none', async () => {
    const api = createMockApi({
      '/questionnaire/fill-details': () => ({
        ...fillView({ fields: FIELDS, templateName: H1B.name }),
        language: 'es',
      }),
    });
    renderDetails(PAGES, { url: `/fill-questionnaire/${CASE_ID}?token=tok-1`, api });
    expect(
      await screen.findByRole('heading', { name: 'Cuestionario del beneficiario H-1B — H1B-2026-00042' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Idioma')).toHaveValue('es');
  });

  it('shows the questions, options, steps and name in Spanish, and the SPEC §5 messages in Spanish', async () => {
    const { api } = open();
    expect(
      await screen.findByRole('heading', { name: 'Cuestionario del beneficiario H-1B — H1B-2026-00042' }),
    ).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Paso 1 de 2' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. Datos personales', '2. Pasaporte y viajes']);
    expect(screen.getByText('Datos personales', { selector: 'legend', exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Apellido\(s\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Fecha de nacimiento/)).toBeInTheDocument();
    const gender = screen.getByRole('radiogroup', { name: 'Sexo' });
    expect(within(gender).getByRole('radio', { name: 'Femenino' })).toBeInTheDocument();
    const marital = screen.getByLabelText(/^Estado civil/);
    expect(within(marital).getByRole('option', { name: 'Casado/a' })).toBeInTheDocument();
    expect(screen.queryByText(/Family name/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(screen.getByText('Corrija los campos marcados.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, complete Apellido(s) .')).toBeInTheDocument();
    expect(screen.getByText('Por favor, complete Fecha de nacimiento .')).toBeInTheDocument();
    expect(screen.queryByText(/Please fill/)).toBeNull();
    expect(api.payloads('/questionnaire/fill-save')).toHaveLength(0);

    // The switcher brings the English wording and the SPEC §5 English messages back.
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'en');
    expect(await screen.findByLabelText(/^Family name \(last name\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Please fill Family name (last name) .')).toBeInTheDocument();
  });

  it('reaches the passport step in Spanish with its upload control and the documents message', async () => {
    const personal = Object.fromEntries(
      FIELDS.filter((f) => f.section === 'Personal information').map((f) => [
        f.key,
        f.type === 'date' ? '1990-04-12' : f.options ? f.options[0]!.value : 'X',
      ]),
    );
    const api = createMockApi({
      '/questionnaire/fill-details': () => fillView({ fields: FIELDS, templateName: H1B.name, answers: personal }),
      '/questionnaire/fill-save': () => ({ lastSavedAt: '2026-11-22T10:00:00.000Z', status: 'draft' }),
      '/questionnaire/fill-upload': (p) => ({ key: `t/t-1/2026/11/${String(p.fileName)}`, name: p.fileName }),
    });
    renderDetails(PAGES, { url: `/fill-questionnaire/${CASE_ID}?token=tok-1&lang=es`, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText(/Paso 2 de 2/, { selector: 'legend span' })).toBeInTheDocument();
    expect(screen.getByText('Pasaporte y viajes', { selector: 'legend', exact: false })).toBeInTheDocument();
    // The passport step leads to the review (issue 20 point 6): moving on checks it.
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(screen.getByText('Copia del pasaporte (página de datos) es obligatorio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir Copia del pasaporte (página de datos)' })).toBeInTheDocument();
    const upload = screen.getByTestId('file-drop-input');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(upload, new File(['MZ'], 'programa.exe', { type: 'application/octet-stream' }));
    expect(screen.getByText('Solo se pueden subir imágenes, documentos PDF y de Word')).toBeInTheDocument();
    await user.upload(upload, new File(['%PDF-1.4'], 'pasaporte.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('button', { name: 'Quitar pasaporte.pdf' })).toBeInTheDocument();
    const inUs = screen.getByRole('radiogroup', { name: '¿Está ahora en los Estados Unidos?' });
    await user.click(within(inUs).getByRole('radio', { name: 'Sí' }));
    expect(screen.getByLabelText(/^Número del registro de entrada\/salida I-94/)).toBeInTheDocument();
  });

  it('keeps a firm’s own wording, and uses its own Spanish when the template has one', async () => {
    const fields: TQuestionnaireField[] = [
      { ...FIELDS[0]!, label: 'Surname exactly as in the passport' },
      {
        ...FIELDS[1]!,
        label: 'First names as in the passport',
        translations: { es: { label: 'Nombres como en el pasaporte', help: 'Todos, sin abreviar' } },
      },
    ];
    open(fields);
    expect(await screen.findByLabelText(/^Surname exactly as in the passport/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombres como en el pasaporte/)).toBeInTheDocument();
    expect(screen.getByText('Todos, sin abreviar')).toBeInTheDocument();
  });

  it('shows the filled answers in Spanish too', async () => {
    const api = createMockApi({
      '/questionnaire/fill-details': () =>
        fillView({
          fields: H1B.fields,
          templateName: H1B.name,
          status: 'submitted',
          submittedAt: '2026-11-20T10:00:00.000Z',
          answers: { 'beneficiary.gender': 'female', 'beneficiary.declaration.accurate': true },
        }),
    });
    renderDetails(PAGES, { url: `/filled-case-details/${CASE_ID}?token=tok-2&lang=es`, api });
    expect(await screen.findByText(/Enviado el Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Sexo')).toBeInTheDocument();
    expect(screen.getByText('Femenino')).toBeInTheDocument();
    expect(screen.getByText('Sí')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Declaración')).toBeInTheDocument());
  });
});
