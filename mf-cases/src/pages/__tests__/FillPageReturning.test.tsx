import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TQuestionnaireField } from 'shared/domain';
import FillQuestionnairePage from '../FillQuestionnairePage';
import { createMockApi, renderDetails } from 'case-kit/testing/details';
import { CASE_ID, FIELDS, fillView } from 'case-kit/testing/questionnaires';

jest.setTimeout(30_000);

/** Issue 20 point 6: the fill page for a returning client, with country lists and a review. */
const PAGES = { '/fill-questionnaire/:itemId': { Page: FillQuestionnairePage, routeId: 'fill.questionnaire' } };
const URL = `/fill-questionnaire/${CASE_ID}?token=tok-1`;

const COUNTRY: TQuestionnaireField = {
  key: 'beneficiary.citizenship',
  label: 'Country of citizenship or nationality',
  section: 'Travel',
  type: 'country',
  required: true,
};
const REFUSAL: TQuestionnaireField = {
  key: 'beneficiary.priorVisaDenialDetails',
  label: 'Please explain the refusal',
  section: 'Travel',
  type: 'textarea',
  required: true,
};

const countries = (p: Record<string, unknown>) => {
  const all = ['India', 'Indonesia', 'Ireland', 'Mexico'];
  const name = String((p.matcher as { name?: string } | undefined)?.name ?? '').toLowerCase();
  const data = all.filter((c) => c.toLowerCase().includes(name)).map((c, i) => ({ id: i + 1, name: c }));
  return { data, count: data.length, page: 1, perpage: 300 };
};

describe('fill page for a returning client', () => {
  it('resumes at the step where the client stopped, with what the firm knows already filled in', async () => {
    // The client answered the e-mail; the firm knows the first name (and an older e-mail).
    const api = createMockApi({
      '/questionnaire/fill-details': () =>
        fillView({
          answers: { 'beneficiary.email': 'ananya@example.test' },
          known: { 'beneficiary.name.first': 'Ananya', 'beneficiary.email': 'old@example.test' },
        }),
      '/questionnaire/fill-save': () => ({ lastSavedAt: '2026-11-22T10:00:00.000Z', status: 'draft' }),
    });
    renderDetails(PAGES, { url: URL, api });
    expect(await screen.findByText(/Step 2 of 2/, { selector: 'legend span' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Step 2 of 2' }).querySelector('[aria-current="step"]')).toHaveTextContent(
      '2. Travel',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    // Filled in from what the firm knows; the client's own answer is never replaced.
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ananya');
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ananya@example.test');
  });

  it('opens on the first step for a new questionnaire', async () => {
    renderDetails(PAGES, { url: URL, api: createMockApi({ '/questionnaire/fill-details': () => fillView() }) });
    expect(await screen.findByText(/Step 1 of 2/, { selector: 'legend span' })).toBeInTheDocument();
  });

  it('picks a country from the master data list, names the field in messages, and reviews before Submit', async () => {
    const fields = [...FIELDS.filter((f) => f.section === 'About you'), FIELDS[3]!, COUNTRY, REFUSAL];
    const api = createMockApi({
      '/questionnaire/fill-details': () =>
        fillView({
          fields,
          answers: { 'beneficiary.name.first': 'Ananya', 'beneficiary.email': 'a@b.co', 'beneficiary.inUs': 'no' },
        }),
      '/masterdata/list': countries,
      '/questionnaire/fill-save': () => ({ lastSavedAt: '2026-11-22T10:00:00.000Z', status: 'draft' }),
      '/questionnaire/fill-submit': () => ({ submittedAt: '2026-11-22T10:05:00.000Z', activityCompleted: true }),
    });
    renderDetails(PAGES, { url: URL, api });
    await screen.findByText(/Step 2 of 2/, { selector: 'legend span' });
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    // SPEC §5's sentence names the field, not its question.
    expect(screen.getByText('Please fill Prior visa denial details .')).toBeInTheDocument();
    expect(screen.queryByText(/Please fill Please/)).toBeNull();
    expect(screen.getByText('Please fill Country of citizenship or nationality .')).toBeInTheDocument();

    const country = screen.getByRole('combobox', { name: /Country of citizenship/ });
    await userEvent.type(country, 'Ind');
    // The list narrows to the typed name (the master data call searches by name).
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Mexico' })).toBeNull());
    const option = await screen.findByRole('option', { name: 'Indonesia' });
    expect(screen.getByRole('option', { name: 'India' })).toBeInTheDocument();
    expect(api.lastPayload('/masterdata/list')).toMatchObject({ category: 'countries', matcher: { name: 'Ind' } });
    await userEvent.click(option);
    await userEvent.type(screen.getByLabelText(/Please explain the refusal/), 'Missing documents in 2019.');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() =>
      expect(api.lastPayload('/questionnaire/fill-save')).toMatchObject({
        answers: { 'beneficiary.citizenship': 'Indonesia' },
      }),
    );
    const review = await screen.findByRole('group', { name: 'Review' });
    expect(within(review).getByText('Indonesia')).toBeInTheDocument();
    expect(within(review).getByText('Missing documents in 2019.')).toBeInTheDocument();
    expect(api.payloads('/questionnaire/fill-submit')).toHaveLength(0);
    // Edit goes back to the section; Submit is only on the review.
    await userEvent.click(within(review).getByRole('button', { name: 'Edit About you' }));
    expect(await screen.findByText(/Step 1 of 2/, { selector: 'legend span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(api.lastPayload('/questionnaire/fill-submit')).toMatchObject({
      answers: {
        'beneficiary.citizenship': 'Indonesia',
        'beneficiary.priorVisaDenialDetails': 'Missing documents in 2019.',
      },
    });
  });

  it('makes each radio choice a touch-sized target', async () => {
    renderDetails(PAGES, {
      url: URL,
      api: createMockApi({
        '/questionnaire/fill-details': () =>
          fillView({ answers: { 'beneficiary.name.first': 'A', 'beneficiary.email': 'a@b.co' } }),
      }),
    });
    const yes = await screen.findByRole('radio', { name: 'Yes' });
    const label = yes.closest('label')!;
    expect(getComputedStyle(label).minHeight).toBe('44px');
    expect(getComputedStyle(yes).width).toBe('20px');
  });
});
