import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCaseSubtypeRow } from 'shared/contract';
import { ROLE } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import WorkflowCreatePage from '../components/WorkflowCreatePage';
import WorkflowEditorPage from '../components/WorkflowEditorPage';
import { details, summary } from './fixtures';

jest.setTimeout(30_000);

/* Issue 16.2: a subtype the firm added (ids from 100000) gets its own workflow. */
const OWN = 100_000;
const FIRM_NAMES = { types: [], subtypes: [{ typeId: 4, subTypeId: OWN, name: 'Spouse, remote work' }] };
const row = (over: Partial<TCaseSubtypeRow>): TCaseSubtypeRow => ({
  typeId: 4,
  subTypeId: 11,
  name: 'H-4 Initial',
  standardName: 'H-4 Initial',
  custom: false,
  active: true,
  casesInUse: 0,
  ...over,
});
const ADMIN = makeSessionUser({ roleId: ROLE.ADMIN });

describe("a workflow for a firm's own subtype", () => {
  it('the New workflow picker offers the firm’s active subtypes of the chosen type and opens the designer on it', async () => {
    const user = userEvent.setup();
    const api = createMockApi({
      '/case-config/names': () => FIRM_NAMES,
      '/workflow/config-list': () => ({ data: [summary()] }),
      '/case-config/subtype-list': () => ({
        data: [
          row({}),
          row({ subTypeId: 12, name: 'H-4 Extension', standardName: 'H-4 Extension' }),
          row({ subTypeId: OWN, name: 'Spouse, remote work', standardName: null, custom: true }),
        ],
        count: 3,
        type: { typeId: 4, name: 'H-4', standardName: 'H-4', kind: 'petition', active: true, subtypeCount: 3, casesInUse: 0 },
      }),
    });
    const r = renderWithServices(
      <WorkflowCreatePage routeId="settings.workflowConfigV2" params={{}} query={new URLSearchParams()} linkToken={null} />,
      { api, user: ADMIN, url: '/workflow-configV2' },
    );
    const type = await screen.findByRole('combobox', { name: /Case type/ });
    await screen.findByRole('option', { name: 'H-4' });
    expect(api.payloads('/case-config/subtype-list')).toHaveLength(0); // no type chosen yet
    await user.selectOptions(type, '4');
    const sub = screen.getByRole('combobox', { name: /Subtype/ });
    const own = await within(sub).findByRole('option', { name: 'Spouse, remote work' });
    expect(own).toHaveValue(String(OWN));
    expect(within(within(sub).getByRole('group', { name: 'Your firm’s subtypes' })).getAllByRole('option')).toEqual([own]);
    expect(within(sub).getByRole('option', { name: 'H-4 Initial' })).toHaveValue('11');
    // Only active subtypes are asked for (a deactivated one cannot take new cases).
    expect(api.lastPayload('/case-config/subtype-list')).toMatchObject({ typeId: 4, activeOnly: true });
    await user.selectOptions(sub, String(OWN));
    await user.click(screen.getByRole('button', { name: 'Open the designer' }));
    await waitFor(() => expect(r.location()).toBe(`/workflow-config/4-${OWN}`));
  });

  it('the designer opens an own subtype that follows its type’s workflow and saves it under the own subtype id', async () => {
    const user = userEvent.setup();
    const api = createMockApi({
      '/case-config/names': () => FIRM_NAMES,
      // No workflow of its own yet: the api answers the type's (subTypeId null).
      '/workflow/config-details': () => details({ source: 'tenant', version: 2, subTypeId: null }),
      '/workflow/config-save': (p) =>
        details({ source: 'tenant', version: 1, subTypeId: OWN, subTypeName: 'Spouse, remote work', workflow: p.workflow as never }),
    });
    const r = renderWithServices(
      <WorkflowEditorPage routeId="settings.workflowConfig" params={{ id: `4-${OWN}` }} query={new URLSearchParams()} linkToken={null} />,
      { api, user: ADMIN, url: `/workflow-config/4-${OWN}`, path: '/workflow-config/:id' },
    );
    expect(await screen.findByRole('heading', { name: /H-4 – Spouse, remote work$/ })).toBeInTheDocument();
    expect(screen.getByText(/Follows the H-4 workflow \(version 2\) — saving gives this subtype its own/)).toBeInTheDocument();
    expect(api.lastPayload('/workflow/config-details')).toMatchObject({ typeId: 4, subTypeId: OWN });
    const step = screen.getByRole('article', { name: /Collect Evidence/ });
    await user.selectOptions(within(step).getByRole('combobox', { name: 'Action required for Collect Evidence' }), 'No');
    await user.click(screen.getByRole('button', { name: 'Save as a new workflow version' }));
    await waitFor(() => expect(r.location()).toMatch(new RegExp(`^/workflow-config-view/4-${OWN}`)));
    expect(api.lastPayload('/workflow/config-save')).toMatchObject({ typeId: 4, subTypeId: OWN, workflow: { typeId: 4 } });
  });
});
