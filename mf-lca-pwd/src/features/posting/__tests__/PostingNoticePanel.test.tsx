import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TLcaNotices } from 'shared/contract';
import { LCA_PAF_MESSAGES } from 'shared/domain';
import { createMockApi, renderWithServices } from 'shared/testing';
import { PostingNoticePanel } from '..';

// Typing into several fields takes seconds on a loaded machine.
jest.setTimeout(40_000);

const LCA = '11111111-1111-4111-8111-111111111111';
const S1 = '22222222-2222-4222-8222-222222222222';
const S2 = '33333333-3333-4333-8333-333333333333';

const notices = (over: Partial<TLcaNotices> = {}): TLcaNotices => ({
  lcaId: LCA,
  caseNumber: 'LCA-0007',
  noticeDays: 10,
  noticeDayKind: 'business',
  locationsPerWorksite: 2,
  allRecorded: false,
  worksites: [
    {
      worksiteId: S1,
      address: 'HQ, 1 Main St, Austin, TX 78701',
      state: 'missing',
      locations: [
        {
          id: 'n-1',
          worksiteId: S1,
          mode: 'hardcopy',
          label: 'Break room',
          postedOn: '2026-11-02',
          removedOn: null,
          lastRequiredDay: '2026-11-16',
          canComeDownOn: '2026-11-17',
          state: 'complete',
          proofs: [{ key: 't/x/2026/11/a.png', name: 'break-room.png', mimetype: 'image/png', size: 2048, uploadedAt: '2026-11-02T10:00:00.000Z', url: 'https://files.test/a.png' }],
          updatedAt: '2026-11-02T10:00:00.000Z',
        },
      ],
    },
    { worksiteId: S2, address: 'Client site, 9 Oak Ave, Dallas, TX 75201', state: 'missing', locations: [] },
  ],
  ...over,
});

function setup(opts: { data?: TLcaNotices; readOnly?: boolean; fail?: Error } = {}) {
  const api = createMockApi({
    '/lca-paf/notices': () => {
      if (opts.fail) throw opts.fail;
      return opts.data ?? notices();
    },
    '/lca-paf/save-notice': () => notices(),
    '/lca-paf/delete-notice': () => notices(),
  });
  renderWithServices(<PostingNoticePanel lcaId={LCA} readOnly={opts.readOnly} />, { api });
  return api;
}

describe('PostingNoticePanel', () => {
  test('shows each worksite with its state, locations, dates and proof links', async () => {
    setup();
    const site1 = await screen.findByRole('region', { name: 'Worksite 1' });
    expect(within(site1).getByText(/HQ, 1 Main St/)).toBeInTheDocument();
    expect(within(site1).getByText('Notice missing')).toBeInTheDocument();
    expect(within(site1).getByText('Break room')).toBeInTheDocument();
    expect(within(site1).getByText('Full period')).toBeInTheDocument();
    expect(within(site1).getByText(/May come down: Nov 17, 2026/)).toBeInTheDocument();
    expect(within(site1).getByRole('link', { name: 'break-room.png' })).toHaveAttribute('href', 'https://files.test/a.png');
    expect(within(screen.getByRole('region', { name: 'Worksite 2' })).getByText('No notice recorded for this worksite.')).toBeInTheDocument();
    expect(screen.getByText(/before the LCA is marked filed/)).toBeInTheDocument();
  });

  test('adds a location: the dialog sends the worksite, kind, place and ISO date', async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add posting location to worksite 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add posting location' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save notice' }));
    expect(await within(dialog).findByText('Say where the notice is posted.')).toBeInTheDocument();
    expect(api.lastPayload('/lca-paf/save-notice')).toBeUndefined();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind of notice' }), 'electronic');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Where it is published/ }), 'Intranet notices page');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Posted on' }), '11/20/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save notice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.lastPayload('/lca-paf/save-notice')).toMatchObject({ lcaId: LCA, worksiteId: S2, mode: 'electronic', label: 'Intranet notices page', postedOn: '2026-11-20', removedOn: null, proofKeys: [] });
  });

  test('the server’s refusal shows in the dialog, which stays open', async () => {
    const api = setup();
    api.on('/lca-paf/save-notice', () => {
      throw new ApiError('VALIDATION_FAILED', LCA_PAF_MESSAGES.removedBeforePosted, 422, [{ path: 'removedOn', message: LCA_PAF_MESSAGES.removedBeforePosted }]);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Break room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit posting location' });
    expect(within(dialog).getByRole('textbox', { name: 'Posted on' })).toHaveValue('11/02/2026');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Removed on/ }), '11/01/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save notice' }));
    expect((await within(dialog).findAllByText(LCA_PAF_MESSAGES.removedBeforePosted)).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Edit posting location' })).toBeInTheDocument();
  });

  test('a file that is not a photo or PDF is refused before upload', async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add posting location to worksite 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add posting location' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['PK'], 'notice.zip', { type: 'application/zip' }), { applyAccept: false });
    expect(await within(dialog).findByText(LCA_PAF_MESSAGES.proofType('notice.zip'))).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  test('removing a location asks first, then calls delete-notice', async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Break room' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this posting location?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.lastPayload('/lca-paf/delete-notice')).toMatchObject({ lcaId: LCA, noticeId: 'n-1' }));
  });

  test('read-only hides the actions', async () => {
    setup({ readOnly: true });
    await screen.findByText('Break room');
    expect(screen.queryByRole('button', { name: /Add posting location/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Break room' })).not.toBeInTheDocument();
  });

  test('a failed load says so and offers a retry', async () => {
    setup({ fail: new ApiError('INTERNAL', 'boom', 500) });
    expect(await screen.findByText(/Couldn’t load this posting notices/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
