import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { ROLE } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import WorkflowEditorPage from '../components/WorkflowEditorPage';
import WorkflowListPage from '../components/WorkflowListPage';
import WorkflowViewPage from '../components/WorkflowViewPage';
import { V1, V2, details, layoutRects, shortWorkflow, summary, versionDetails, versionRow } from './fixtures';

jest.setTimeout(30_000);

const editorProps = (id: string) => ({
  routeId: 'settings.workflowConfig',
  params: { id },
  query: new URLSearchParams(),
  linkToken: null,
});
const viewProps = (id: string) => ({
  routeId: 'settings.workflowConfigView',
  params: { id },
  query: new URLSearchParams(),
  linkToken: null,
});

const stepOrder = () =>
  within(screen.getByRole('list', { name: 'Workflow steps' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.replace(/^\d+\. /, '').replace(/ [A-Z_]+$/, ''));

function editorApi() {
  return createMockApi({
    '/workflow/config-details': () => details(),
    '/workflow/config-save': (p) =>
      details({ source: 'tenant', version: 1, versionId: V1, workflow: p.workflow as never }),
  });
}

describe('workflow designer', () => {
  it('reorders steps by keyboard: the drag handle (Space, arrow, Space) and the move buttons, then saves the order', async () => {
    const restore = layoutRects();
    try {
      const user = userEvent.setup();
      const r = renderWithServices(<WorkflowEditorPage {...editorProps('4')} />, {
        api: editorApi(),
        url: '/workflow-config/4',
        path: '/workflow-config/:id',
      });
      expect(
        await screen.findByRole('heading', { name: /Workflow Configuration: H-4 \(all subtypes\)/ }),
      ).toBeInTheDocument();
      expect(stepOrder()).toEqual(['Create Case', 'Attorney', 'Collect Evidence', 'Filing Fee Invoice']);

      const handle = screen.getByRole('button', { name: 'Drag Collect Evidence' });
      expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
      handle.focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowDown]');
      await act(async () => {
        await user.keyboard('[Space]');
      });
      await waitFor(() =>
        expect(stepOrder()).toEqual(['Create Case', 'Attorney', 'Filing Fee Invoice', 'Collect Evidence']),
      );
      expect(screen.getByText(/Collect Evidence dropped at step 4 of 4\./)).toBeInTheDocument();

      const up = screen.getByRole('button', { name: 'Move Attorney down' });
      up.focus();
      await user.keyboard('{Enter}');
      expect(stepOrder()).toEqual(['Create Case', 'Filing Fee Invoice', 'Attorney', 'Collect Evidence']);
      expect(screen.getByText('Attorney moved to step 3 of 4.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Move Create Case up' })).toBeDisabled();

      // The draft's changes are listed before saving.
      const changes = screen.getByRole('region', { name: 'Changes since the current version' });
      expect(within(changes).getByText(/Moved steps/)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Save as a new workflow version' }));
      await waitFor(() => expect(r.api.lastPayload('/workflow/config-save')).toBeDefined());
      const sent = r.api.lastPayload('/workflow/config-save') as {
        typeId: number;
        subTypeId: null;
        workflow: { activities: { code: string }[] };
      };
      expect(sent).toMatchObject({ typeId: 4, subTypeId: null });
      expect(sent.workflow.activities.map((a) => a.code)).toEqual([
        'CREATE_CASE',
        'FILING_FEE',
        'ASSIGN_ATTORNEY',
        'COLLECT_EVIDENCE',
      ]);
      await waitFor(() => expect(r.location()).toBe(`/workflow-config-view/4?version=${V1}`));
    } finally {
      restore();
    }
  });

  it('shows the validation messages naming the step and blocks saving; the server’s 422 is shown too', async () => {
    const user = userEvent.setup();
    const api = editorApi();
    renderWithServices(<WorkflowEditorPage {...editorProps('4-12')} />, {
      api,
      url: '/workflow-config/4-12',
      path: '/workflow-config/:id',
    });
    await screen.findByRole('heading', { name: /H-4 – / });
    const step = screen.getByRole('article', { name: /Collect Evidence/ });
    await user.click(within(step).getByText(/^Editors:/));
    await user.click(
      within(within(step).getByRole('group', { name: 'Editors of Collect Evidence' })).getByRole('checkbox', {
        name: 'Paralegal',
      }),
    );
    const summaryBox = screen.getByRole('alert', { name: 'The workflow cannot be saved yet' });
    expect(summaryBox).toHaveTextContent(
      '"Collect Evidence" needs action but nobody may edit it: add at least one editor.',
    );
    expect(within(step).getByRole('list', { name: 'Problems with Collect Evidence' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as a new workflow version' })).toBeDisabled();

    // No action required: the step needs no editor.
    await user.selectOptions(
      within(step).getByRole('combobox', { name: 'Action required for Collect Evidence' }),
      'No',
    );
    expect(screen.queryByRole('alert', { name: 'The workflow cannot be saved yet' })).not.toBeInTheDocument();

    // Fee flags on the fee step; the server refuses and its message is shown.
    const fee = screen.getByRole('article', { name: /Filing Fee Invoice/ });
    await user.click(within(fee).getByRole('checkbox', { name: 'File only after payment' }));
    api.on('/workflow/config-save', () => {
      throw new ApiError('VALIDATION_FAILED', 'x', 422, [
        { path: 'workflow.activities.3', message: '"Filing Fee Invoice" must come after "Attorney".' },
      ]);
    });
    await user.click(screen.getByRole('button', { name: 'Save as a new workflow version' }));
    expect(await screen.findByText('"Filing Fee Invoice" must come after "Attorney".')).toBeInTheDocument();
    expect(api.lastPayload('/workflow/config-save')).toMatchObject({ typeId: 4, subTypeId: 12 });
  });

  it('removing a step asks first; a branch manager sees the workflow read-only', async () => {
    const user = userEvent.setup();
    const first = renderWithServices(<WorkflowEditorPage {...editorProps('4')} />, {
      api: editorApi(),
      url: '/workflow-config/4',
      path: '/workflow-config/:id',
    });
    await screen.findByRole('heading', { name: /H-4/ });
    await user.click(screen.getByRole('button', { name: 'Remove Attorney' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Attorney?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stepOrder()).toContain('Attorney');
    await user.click(screen.getByRole('button', { name: 'Remove Attorney' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove step' }));
    expect(stepOrder()).toEqual(['Create Case', 'Collect Evidence', 'Filing Fee Invoice']);
    first.unmount();

    renderWithServices(<WorkflowEditorPage {...editorProps('4')} />, {
      api: editorApi(),
      url: '/workflow-config/4',
      path: '/workflow-config/:id',
      user: makeSessionUser({ roleId: ROLE.BRANCH_MANAGER, loginRoleId: ROLE.BRANCH_MANAGER }),
    });
    expect(await screen.findByText('Only an Admin can change workflows; you can review this one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move .* down/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('the view lists the versions and shows what changed between them', async () => {
    const v2Workflow = {
      ...shortWorkflow(),
      activities: shortWorkflow()
        .activities.filter((a) => a.code !== 'ASSIGN_ATTORNEY')
        .map((a) =>
          a.code === 'FILING_FEE' ? { ...a, fileOnlyAfterInvoice: true, editors: [{ roleId: 6 }, { roleId: 8 }] } : a,
        ),
    };
    const api = createMockApi({
      '/workflow/config-details': () => details({ source: 'tenant', version: 2, versionId: V2 }),
      '/workflow/config-versions': () => ({
        data: [
          versionRow({ id: V2, version: 2, current: true, casesInUse: 1 }),
          versionRow({ id: V1, version: 1, casesInUse: 3 }),
        ],
        count: 2,
      }),
      '/workflow/config-version': (p) =>
        p.versionId === V2
          ? versionDetails({
              id: V2,
              version: 2,
              current: true,
              casesInUse: 1,
              workflow: v2Workflow,
              previous: { id: V1, version: 1, workflow: shortWorkflow() },
            })
          : versionDetails({ id: V1, version: 1, casesInUse: 3 }),
    });
    const user = userEvent.setup();
    const r = renderWithServices(<WorkflowViewPage {...viewProps('4')} />, {
      api,
      url: '/workflow-config-view/4',
      path: '/workflow-config-view/:id',
    });
    const nav = await screen.findByRole('navigation', { name: 'Versions' });
    expect(within(nav).getByRole('link', { name: /Version 2 \(current\)/ })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: /Version 1.*in use by 3 cases/ })).toBeInTheDocument();
    const diff = await screen.findByRole('region', { name: 'What changed since version 1' });
    expect(within(diff).getByText('Attorney')).toBeInTheDocument();
    expect(within(diff).getByText(/Removed steps/)).toBeInTheDocument();
    expect(
      within(diff).getByText('Filing Fee Invoice: Editors: added Paralegal; File only after invoice: off → on'),
    ).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: /Version 1/ }));
    expect(r.location()).toBe(`/workflow-config-view/4?version=${V1}`);
    expect(await screen.findByRole('region', { name: 'What changed from the default workflow' })).toBeInTheDocument();
    await waitFor(() => expect(api.lastPayload('/workflow/config-version')).toEqual({ versionId: V1 }));
  });

  it('the list shows each workflow’s version and cases, with create-from-default and edit links', async () => {
    const api = createMockApi({
      '/workflow/config-list': () => ({
        data: [
          summary({ typeId: 1, typeName: 'H-1B', activityCount: 24 }),
          summary({
            source: 'tenant',
            version: 3,
            versionId: V2,
            casesInUse: 2,
            subTypeId: 12,
            subTypeName: 'Change of status',
            updatedAt: '2026-11-21T09:00:00.000Z',
          }),
        ],
      }),
    });
    renderWithServices(
      <WorkflowListPage routeId="settings.workflows" params={{}} query={new URLSearchParams()} linkToken={null} />,
      { api, url: '/workflow-list' },
    );
    const table = await screen.findByRole('table', { name: 'Workflows' });
    expect(within(table).getByText('Version 3')).toBeInTheDocument();
    expect(within(table).getByText('2 cases')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Create from default: H-1B' })).toHaveAttribute(
      'href',
      '/workflow-config/1',
    );
    expect(within(table).getByRole('link', { name: 'Edit: H-4 Change of status' })).toHaveAttribute(
      'href',
      '/workflow-config/4-12',
    );
    expect(screen.getByRole('link', { name: 'New workflow' })).toHaveAttribute('href', '/workflow-configV2');
  });
});
