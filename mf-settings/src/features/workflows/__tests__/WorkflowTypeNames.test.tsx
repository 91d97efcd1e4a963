import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import WorkflowCreatePage from '../components/WorkflowCreatePage';
import WorkflowViewPage from '../components/WorkflowViewPage';
import { details, summary } from './fixtures';

/* Issue 16.2: the workflow screens print the firm's names of its types and subtypes (/case-config/names). */
const FIRM_NAMES = {
  types: [{ typeId: 4, name: 'Dependent spouse (H-4)' }],
  subtypes: [{ typeId: 4, subTypeId: 12, name: 'Spouse, extension' }],
};
const ADMIN = makeSessionUser({ roleId: ROLE.ADMIN });

describe("workflow screens: the firm's type names", () => {
  it('the view page title names the renamed type and subtype', async () => {
    const api = createMockApi({
      '/case-config/names': () => FIRM_NAMES,
      '/workflow/config-details': () => details({ subTypeId: 12 }),
      '/workflow/config-versions': () => ({ data: [], count: 0 }),
    });
    renderWithServices(
      <WorkflowViewPage
        routeId="settings.workflowConfigView"
        params={{ id: '4-12' }}
        query={new URLSearchParams()}
        linkToken={null}
      />,
      { api, user: ADMIN, url: '/workflow-config-view/4-12', path: '/workflow-config-view/:id' },
    );
    expect(
      await screen.findByRole('heading', { name: /Dependent spouse \(H-4\) – Spouse, extension$/ }),
    ).toBeInTheDocument();
  });

  it('the new workflow picker lists the subtypes with the firm’s names', async () => {
    const api = createMockApi({
      '/case-config/names': () => FIRM_NAMES,
      '/workflow/config-list': () => ({ data: [summary({ typeName: 'Dependent spouse (H-4)' })] }),
      // The type's active subtypes (the api answers the firm's names; the picker prefers useCaseTypeNames').
      '/case-config/subtype-list': () => ({
        data: [
          { typeId: 4, subTypeId: 11, name: 'H-4 Initial', standardName: 'H-4 Initial', custom: false, active: true, casesInUse: 0 },
          { typeId: 4, subTypeId: 12, name: 'H-4 Extension', standardName: 'H-4 Extension', custom: false, active: true, casesInUse: 0 },
        ],
        count: 2,
        type: { typeId: 4, name: 'H-4', standardName: 'H-4', kind: 'petition', active: true, subtypeCount: 2, casesInUse: 0 },
      }),
    });
    renderWithServices(
      <WorkflowCreatePage
        routeId="settings.workflowConfigV2"
        params={{}}
        query={new URLSearchParams()}
        linkToken={null}
      />,
      {
        api,
        user: ADMIN,
        url: '/workflow-configV2',
      },
    );
    const type = await screen.findByRole('combobox', { name: /Case type/ });
    await screen.findByRole('option', { name: 'Dependent spouse (H-4)' });
    await userEvent.selectOptions(type, '4');
    const sub = screen.getByRole('combobox', { name: /Subtype/ });
    expect(await within(sub).findByRole('option', { name: 'Spouse, extension' })).toHaveValue('12');
    expect(within(sub).getByRole('option', { name: 'H-4 Initial' })).toHaveValue('11');
    expect(within(sub).queryByRole('option', { name: 'H-4 Extension' })).toBeNull();
  });
});
