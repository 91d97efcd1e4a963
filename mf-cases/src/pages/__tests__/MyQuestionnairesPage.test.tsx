import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMyQuestionnaire, TMyQuestionnaireListResult } from 'shared/contract';
import { ApiError } from 'shared/client';
import MyQuestionnairesPage from '../MyQuestionnairesPage';
import { createMockApi, renderDetails, makeSessionUser } from 'case-kit/testing/details';
import { CASE_ID } from 'case-kit/testing/questionnaires';

jest.setTimeout(30_000);

const PAGES = {
  '/my-questionnaires': { Page: MyQuestionnairesPage, routeId: 'questionnaires.mine' },
};
const CLIENT = makeSessionUser({ roleId: 51, loginRoleId: 51, userRole: 'Beneficiary', email: 'ananya@example.test' });

const item = (over: Partial<TMyQuestionnaire> = {}): TMyQuestionnaire => ({
  id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  petitionId: CASE_ID,
  caseNumber: 'H1B-2026-00042',
  typeName: 'H-1B',
  kind: 'beneficiary',
  title: 'H-1B beneficiary questionnaire',
  status: 'sent',
  sentAt: '2026-11-20T10:00:00.000Z',
  dueAt: '2026-12-04T10:00:00.000Z',
  submittedAt: null,
  lastSavedAt: null,
  language: 'en',
  sentToYou: true,
  canFill: true,
  linkExpired: false,
  ...over,
});

const page = (data: TMyQuestionnaire[], nextCursor: string | null = null, count = data.length) =>
  ({ data, count, nextCursor }) satisfies TMyQuestionnaireListResult;

const render = (handlers: Parameters<typeof createMockApi>[0]) => {
  const api = createMockApi(handlers);
  return renderDetails(PAGES, { url: '/my-questionnaires', api, user: CLIENT });
};

describe('/my-questionnaires', () => {
  it('lists the questionnaires with status badges and dates, and opens the fill page through my-fill-link', async () => {
    const r = render({
      '/questionnaire/my-list': () =>
        page([
          item(),
          item({
            id: '1b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
            petitionId: '8a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
            caseNumber: 'L1-2026-00007',
            typeName: 'L-1',
            title: 'L-1 beneficiary questionnaire',
            status: 'in-progress',
            language: 'es',
          }),
          item({
            id: '2b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
            caseNumber: 'H4-2026-00003',
            title: 'H-4 questionnaire',
            status: 'submitted',
            submittedAt: '2026-11-21T15:00:00.000Z',
            canFill: false,
          }),
        ]),
      '/questionnaire/my-fill-link': (p) => ({
        path: `/fill-questionnaire/${String(p.petitionId)}?token=abc&lang=es`,
        expiresAt: '2026-12-04T10:00:00.000Z',
      }),
    });
    expect(await screen.findByRole('heading', { name: 'My Questionnaires' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('my-questionnaire');
    expect(cards).toHaveLength(3);
    expect(screen.getByText('3 questionnaires')).toBeInTheDocument();

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'H-1B beneficiary questionnaire' })).toBeInTheDocument();
    expect(first.getByText('Not started')).toBeInTheDocument();
    expect(first.getByText('H1B-2026-00042 · H-1B')).toBeInTheDocument();
    expect(first.getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(first.getByText('Dec 04, 2026')).toBeInTheDocument();
    expect(first.getByText('English')).toBeInTheDocument();
    expect(first.getByRole('button', { name: /^Fill in/ })).toBeInTheDocument();

    const second = within(cards[1]!);
    expect(second.getByText('In progress')).toBeInTheDocument();
    expect(second.getByText('Spanish (Español)')).toBeInTheDocument();

    const third = within(cards[2]!);
    expect(third.getByText('Submitted')).toBeInTheDocument();
    expect(third.getByText('Submitted on Nov 21, 2026')).toBeInTheDocument();
    expect(third.queryByRole('button')).toBeNull();
    expect(third.queryByText('Due')).toBeNull();

    await userEvent.click(
      second.getByRole('button', { name: 'Continue: L-1 beneficiary questionnaire, case L1-2026-00007' }),
    );
    await waitFor(() =>
      expect(r.location()).toBe('/fill-questionnaire/8a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b?token=abc&lang=es'),
    );
    expect(r.api.lastPayload('/questionnaire/my-fill-link')).toEqual({
      petitionId: '8a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
      kind: 'beneficiary',
    });
  });

  it('shows the server’s refusal in the card (unproven mailbox) and stays on the page', async () => {
    const r = render({
      '/questionnaire/my-list': () => page([item()]),
      '/questionnaire/my-fill-link': () => {
        throw new ApiError(
          'FORBIDDEN',
          'Confirm that ananya@example.test is yours first: open the questionnaire from the link in the e-mail we sent you.',
          403,
        );
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Fill in/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirm that ananya@example.test is yours first: open the questionnaire from the link in the e-mail we sent you.',
    );
    expect(r.location()).toBe('/my-questionnaires');
  });

  it('offers no button for a questionnaire mailed elsewhere or with an expired link', async () => {
    render({
      '/questionnaire/my-list': () =>
        page([
          item({ sentToYou: false, canFill: false }),
          item({ id: '3b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', canFill: false, linkExpired: true }),
        ]),
    });
    const cards = await screen.findAllByTestId('my-questionnaire');
    expect(
      within(cards[0]!).getByText('Sent to another e-mail address: use the link in that e-mail.'),
    ).toBeInTheDocument();
    expect(
      within(cards[1]!).getByText('The link has expired. Ask your case team to send it again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the empty state', async () => {
    render({ '/questionnaire/my-list': () => page([]) });
    expect(await screen.findByRole('heading', { name: 'No questionnaires yet' })).toBeInTheDocument();
  });

  it('shows loading, then an error with retry', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    render({
      '/questionnaire/my-list': () => {
        calls += 1;
        if (calls === 1) throw new ApiError('INTERNAL', 'The server is down', 500);
        return new Promise((resolve) => {
          release = () => resolve(page([item()]));
        });
      },
    });
    expect(await screen.findByText('Couldn’t load your questionnaires')).toBeInTheDocument();
    expect(screen.getByText('The server is down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByText('Loading your questionnaires…')).toBeInTheDocument();
    release();
    expect(await screen.findByTestId('my-questionnaire')).toBeInTheDocument();
  });

  it('pages with the cursor (Show more)', async () => {
    render({
      '/questionnaire/my-list': (p) =>
        p.cursor === 'c2'
          ? page([item({ id: '4b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', title: 'Second page questionnaire' })], null, 2)
          : page([item()], 'c2', 2),
    });
    expect(await screen.findByText('2 questionnaires')).toBeInTheDocument();
    expect(screen.getAllByTestId('my-questionnaire')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Second page questionnaire' })).toBeInTheDocument();
    expect(screen.getAllByTestId('my-questionnaire')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
