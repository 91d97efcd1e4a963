import { createPetitionCall, petitionDetailsCall, type AnyCallDeclaration, type CallPayloadInput, workflowConfigDetailsCall, workflowConfigListCall, workflowConfigResetCall, workflowConfigSaveCall } from 'shared/contract';
import { testDbKinds, type TestLogin, caseTenantSuite, type CaseTenant, type UncheckedPayload, unchecked } from '../../../testing';

const TODAY = '2026-11-22';

/* Moved from petitions.test.ts with the module (issue 15.3); same harness, same assertions. */
describe.each(testDbKinds())('workflow configuration (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin, tenant: CaseTenant = A) =>
    h.post(tenant.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  const create = async (over: Record<string, unknown> = {}, login: TestLogin = A.admin) => {
    const res = await post(createPetitionCall, { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, ...over }, login);
    if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result;
  };

  it('workflow configuration per type and subtype drives new cases', async () => {
    const list = await post(workflowConfigListCall, {}, A.admin);
    expect(list.result.data.find((x: { typeId: number }) => x.typeId === 4)).toMatchObject({ source: 'default' });
    const workflow: CallPayloadInput<typeof workflowConfigSaveCall>['workflow'] = {
      typeId: 4,
      activities: [
        { code: 'CREATE_CASE', label: 'Create Case', actionRequired: 'Yes', editors: [{ roleId: 3 }], watchers: [] },
        { code: 'ASSIGN_ATTORNEY', label: 'Attorney', actionRequired: 'Yes', editors: [{ roleId: 3 }], watchers: [{ roleId: 6 }] },
        { code: 'UPDATE_USCIS_RESPONSE', label: 'USCIS Response', actionRequired: 'Yes', editors: [{ roleId: 8 }], watchers: [] },
      ],
    };
    expect((await post(workflowConfigSaveCall, { typeId: 4, workflow }, A.attorney)).status).toBe(403);
    expect((await post(workflowConfigSaveCall, { typeId: 4, workflow: { ...workflow, activities: [...workflow.activities, workflow.activities[0]!] } }, A.admin)).status).toBe(422);
    expect((await post(workflowConfigSaveCall, { typeId: 4, subTypeId: 1, workflow }, A.admin)).status).toBe(422);
    const saved = await post(workflowConfigSaveCall, { typeId: 4, subTypeId: 12, workflow }, A.admin);
    expect(saved.result).toMatchObject({ source: 'tenant', subTypeId: 12, activityCount: 3 });
    const c = await create({ typeId: 4, subTypeId: 12 });
    expect(c.workflow.activities).toHaveLength(3);
    expect(c.nextWorkflowActivity).toBe('ASSIGN_ATTORNEY');
    const other = await create({ typeId: 4, subTypeId: 11 });
    expect(other.workflow.activities.length).toBeGreaterThan(3);
    // B is untouched; reset brings the default back.
    expect((await post(workflowConfigDetailsCall, { typeId: 4, subTypeId: 12 }, B.admin, B)).result.source).toBe('default');
    expect((await post(workflowConfigResetCall, { typeId: 4, subTypeId: 12 }, A.admin)).result.source).toBe('default');
    // A running case keeps its snapshot.
    expect((await post(petitionDetailsCall, { petitionId: c.id }, A.admin)).result.workflow.activities).toHaveLength(3);
  });
});
