import {
  caseSubtypeAddCall,
  caseTypeRenameCall,
  caseTypeSetActiveCall,
  createPetitionCall,
  petitionDetailsCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
  workflowConfigDetailsCall,
  workflowConfigListCall,
  workflowConfigResetCall,
  workflowConfigSaveCall,
  workflowConfigVersionCall,
  workflowConfigVersionsCall,
  WORKFLOW_CONFIG_MESSAGES,
} from 'shared/contract';
import { defaultWorkflow, diffWorkflows, type Workflow } from 'shared/domain';
import {
  testDbKinds,
  type TestLogin,
  caseTenantSuite,
  type CaseTenant,
  type UncheckedPayload,
  unchecked,
} from '../../../testing';

const TODAY = '2026-11-22';

/* Moved from petitions.test.ts with the module (issue 15.3); same harness, same assertions. */
describe.each(testDbKinds())('workflow configuration (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login: TestLogin,
    tenant: CaseTenant = A,
  ) => h.post(tenant.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  const create = async (over: Record<string, unknown> = {}, login: TestLogin = A.admin) => {
    const res = await post(
      createPetitionCall,
      { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, ...over },
      login,
    );
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
        {
          code: 'ASSIGN_ATTORNEY',
          label: 'Attorney',
          actionRequired: 'Yes',
          editors: [{ roleId: 3 }],
          watchers: [{ roleId: 6 }],
        },
        {
          code: 'UPDATE_USCIS_RESPONSE',
          label: 'USCIS Response',
          actionRequired: 'Yes',
          editors: [{ roleId: 8 }],
          watchers: [],
        },
      ],
    };
    expect((await post(workflowConfigSaveCall, { typeId: 4, workflow }, A.attorney)).status).toBe(403);
    expect(
      (
        await post(
          workflowConfigSaveCall,
          { typeId: 4, workflow: { ...workflow, activities: [...workflow.activities, workflow.activities[0]!] } },
          A.admin,
        )
      ).status,
    ).toBe(422);
    expect((await post(workflowConfigSaveCall, { typeId: 4, subTypeId: 1, workflow }, A.admin)).status).toBe(422);
    const saved = await post(workflowConfigSaveCall, { typeId: 4, subTypeId: 12, workflow }, A.admin);
    expect(saved.result).toMatchObject({ source: 'tenant', subTypeId: 12, activityCount: 3 });
    const c = await create({ typeId: 4, subTypeId: 12 });
    expect(c.workflow.activities).toHaveLength(3);
    expect(c.nextWorkflowActivity).toBe('ASSIGN_ATTORNEY');
    const other = await create({ typeId: 4, subTypeId: 11 });
    expect(other.workflow.activities.length).toBeGreaterThan(3);
    // B is untouched; reset brings the default back.
    expect((await post(workflowConfigDetailsCall, { typeId: 4, subTypeId: 12 }, B.admin, B)).result.source).toBe(
      'default',
    );
    expect((await post(workflowConfigResetCall, { typeId: 4, subTypeId: 12 }, A.admin)).result.source).toBe('default');
    // A running case keeps its snapshot.
    expect((await post(petitionDetailsCall, { petitionId: c.id }, A.admin)).result.workflow.activities).toHaveLength(3);
  });
  // Issue 16.3: the designer's checks, versions, and which version a case runs.
  const key = { typeId: 4, subTypeId: 11 };
  const versions = async (tenant: CaseTenant = A) =>
    (await post(workflowConfigVersionsCall, key, tenant.admin, tenant)).result as {
      data: { id: string; version: number; casesInUse: number; current: boolean }[];
      count: number;
    };
  const base = (): Workflow => defaultWorkflow(1, 4);
  const withStep = (w: Workflow, code: string, over: Record<string, unknown>): Workflow => ({
    ...w,
    activities: w.activities.map((a) => (a.code === code ? { ...a, ...over } : a)),
  });

  it('refuses a workflow that breaks the designer rules and stores nothing', async () => {
    const noEditor = await post(
      workflowConfigSaveCall,
      { ...key, workflow: withStep(base(), 'COLLECT_EVIDENCE', { editors: [] }) },
      A.admin,
    );
    expect(noEditor.status).toBe(422);
    expect(JSON.stringify(noEditor.body)).toContain('\\"Collect Evidence\\" needs action but nobody may edit it');
    const acts = base().activities;
    const i = acts.findIndex((a) => a.code === 'SUBMIT_TO_USCIS');
    const j = acts.findIndex((a) => a.code === 'UPDATE_USCIS_RECEIPT_NUMBER');
    const swapped = { ...base(), activities: acts.map((a, k) => (k === i ? acts[j]! : k === j ? acts[i]! : a)) };
    const order = await post(workflowConfigSaveCall, { ...key, workflow: swapped }, A.admin);
    expect(order.status).toBe(422);
    expect(JSON.stringify(order.body)).toContain('must come after');
    expect((await versions()).count).toBe(0);
    expect((await post(workflowConfigDetailsCall, key, A.admin)).result).toMatchObject({
      source: 'default',
      version: null,
    });
  });

  it('roles: admins save, branch managers read, others are refused; another tenant sees nothing', async () => {
    const w = withStep(base(), 'FILING_FEE', { fileOnlyAfterPayment: true });
    expect((await post(workflowConfigSaveCall, { ...key, workflow: w }, A.manager)).status).toBe(403);
    expect((await post(workflowConfigSaveCall, { ...key, workflow: w }, A.petitioner)).status).toBe(403);
    expect((await post(workflowConfigListCall, {}, A.attorney)).status).toBe(403);
    expect((await post(workflowConfigVersionsCall, key, A.paralegal)).status).toBe(403);
    const saved = await post(workflowConfigSaveCall, { ...key, workflow: w }, A.admin);
    expect(saved.status).toBe(200);
    expect((await post(workflowConfigVersionsCall, key, A.manager)).status).toBe(200);
    const versionId = saved.result.versionId as string;
    expect((await post(workflowConfigVersionCall, { versionId }, A.manager)).result.version).toBe(saved.result.version);
    expect((await post(workflowConfigVersionCall, { versionId }, B.admin, B)).status).toBe(404);
    expect((await versions(B)).count).toBe(0);
    expect(
      (await post(workflowConfigListCall, {}, B.admin, B)).result.data.find(
        (x: { typeId: number; subTypeId: number | null }) => x.typeId === 4 && x.subTypeId === 11,
      ),
    ).toBeUndefined();
    expect((await post(workflowConfigResetCall, key, A.admin)).status).toBe(200);
  });

  it('saving creates a version: a running case keeps its version, new cases take the new one', async () => {
    const before = (await versions()).count;
    const c0 = await create(key);
    const v1 = withStep(base(), 'COLLECT_EVIDENCE', { editors: [{ roleId: 8 }, { roleId: 6 }] });
    const s1 = await post(workflowConfigSaveCall, { ...key, workflow: v1 }, A.admin);
    expect(s1.result).toMatchObject({ source: 'tenant', version: before + 1, casesInUse: 0 });
    expect((await post(workflowConfigSaveCall, { ...key, workflow: v1 }, A.admin)).status).toBe(422); // nothing changed
    const c1 = await create(key);
    expect(c1.workflow.id).toBe(s1.result.versionId);
    const v2 = { ...v1, activities: v1.activities.filter((a) => a.code !== 'ASSIGN_SUPERVISOR') };
    const s2 = await post(workflowConfigSaveCall, { ...key, workflow: v2 }, A.admin);
    expect(s2.result.version).toBe(before + 2);
    const c2 = await create(key);
    expect(c2.workflow.id).toBe(s2.result.versionId);
    expect(c2.workflow.activities.some((a: { code: string }) => a.code === 'ASSIGN_SUPERVISOR')).toBe(false);
    // The older cases keep theirs.
    const d0 = (await post(petitionDetailsCall, { petitionId: c0.id }, A.admin)).result;
    const d1 = (await post(petitionDetailsCall, { petitionId: c1.id }, A.admin)).result;
    expect(d0.workflow.id).toBeUndefined();
    expect(d1.workflow.id).toBe(s1.result.versionId);
    expect(d1.workflow.activities.some((a: { code: string }) => a.code === 'ASSIGN_SUPERVISOR')).toBe(true);
    const list = await versions();
    expect(list.data.slice(0, 2)).toMatchObject([
      { version: before + 2, current: true, casesInUse: 1 },
      { version: before + 1, current: false, casesInUse: 1 },
    ]);
    expect(
      (await post(workflowConfigListCall, { typeId: 4 }, A.admin)).result.data.find(
        (x: { subTypeId: number | null }) => x.subTypeId === 11,
      ),
    ).toMatchObject({ version: before + 2, casesInUse: 1 });
    // The version view carries what it replaced; the shared diff names the removed step.
    const view = (await post(workflowConfigVersionCall, { versionId: s2.result.versionId }, A.admin)).result;
    expect(view.previous).toMatchObject({ id: s1.result.versionId, version: before + 1 });
    expect(diffWorkflows(view.previous.workflow, view.workflow).removed.map((r) => r.code)).toEqual([
      'ASSIGN_SUPERVISOR',
    ]);
    const first = (await post(workflowConfigVersionCall, { versionId: s1.result.versionId }, A.admin)).result;
    expect(first.previous.version).toBe(before === 0 ? null : before);
  });

  it("the workflow list, details and version view name the firm's renamed type and subtype; another firm keeps the product's", async () => {
    expect((await post(caseTypeRenameCall, { typeId: 4, subTypeId: 0, name: 'Dependent spouse (H-4)' }, A.admin)).status).toBe(200);
    expect((await post(caseTypeRenameCall, { typeId: 4, subTypeId: 11, name: 'Spouse, first stay' }, A.admin)).status).toBe(200);
    const saved = await post(workflowConfigSaveCall, { ...key, workflow: withStep(base(), 'COLLECT_EVIDENCE', { label: 'Gather the evidence' }) }, A.admin);
    expect(saved.status).toBe(200);
    expect(saved.result).toMatchObject({ typeName: 'Dependent spouse (H-4)', subTypeName: 'Spouse, first stay' });
    const rows = (await post(workflowConfigListCall, { typeId: 4 }, A.admin)).result.data as { subTypeId: number | null; typeName: string; subTypeName: string | null }[];
    expect(rows.find((x) => x.subTypeId === null)).toMatchObject({ typeName: 'Dependent spouse (H-4)', subTypeName: null });
    expect(rows.find((x) => x.subTypeId === 11)).toMatchObject({ typeName: 'Dependent spouse (H-4)', subTypeName: 'Spouse, first stay' });
    expect((await post(workflowConfigDetailsCall, key, A.admin)).result).toMatchObject({ typeName: 'Dependent spouse (H-4)', subTypeName: 'Spouse, first stay' });
    const view = await post(workflowConfigVersionCall, { versionId: saved.result.versionId }, A.admin);
    expect(view.result).toMatchObject({ typeName: 'Dependent spouse (H-4)', subTypeName: 'Spouse, first stay' });

    // Firm B: the product's names, none of A's.
    const bList = await post(workflowConfigListCall, { typeId: 4 }, B.admin, B);
    expect(bList.result.data[0]).toMatchObject({ typeName: 'H-4' });
    expect((await post(workflowConfigDetailsCall, key, B.admin, B)).result).toMatchObject({ typeName: 'H-4' });
    expect(JSON.stringify(bList.result)).not.toMatch(/Dependent spouse|Spouse, first stay/);
  });
  // Issue 16.2: a subtype the firm added (ids from 100000, per firm) gets its own workflow.
  it("a firm's own subtype: its workflow is saved, listed and versioned, its new cases run it; another firm's or an unknown id is refused and nothing is stored", async () => {
    const addSubtype = async (tenant: CaseTenant, name: string): Promise<number> => {
      const res = await post(caseSubtypeAddCall, { typeId: 4, name }, tenant.admin, tenant);
      expect(res.status).toBe(200);
      return res.result.subTypeId as number;
    };
    const own = await addSubtype(A, 'Spouse, remote work');
    const ownWithout = await addSubtype(A, 'Spouse, second stay');
    expect(own).toBeGreaterThanOrEqual(100_000);
    // Firm B's own subtype with an id firm A does not have (ids are per firm: both start at 100000).
    let bOwn = 0;
    for (let i = 0; i < 5 && bOwn <= ownWithout; i++) bOwn = await addSubtype(B, `B extra ${i}`);
    expect(bOwn).toBeGreaterThan(ownWithout);

    // Before a save it follows the type's workflow (here the default).
    const before = await post(workflowConfigDetailsCall, { typeId: 4, subTypeId: own }, A.admin);
    expect(before.status).toBe(200);
    expect(before.result).toMatchObject({ source: 'default', subTypeId: null });
    const typeWorkflow = (await post(workflowConfigDetailsCall, { typeId: 4 }, A.admin)).result;

    const w = withStep(base(), 'COLLECT_EVIDENCE', { label: 'Remote work evidence' });
    const saved = await post(workflowConfigSaveCall, { typeId: 4, subTypeId: own, workflow: w }, A.admin);
    expect(saved.status).toBe(200);
    expect(saved.result).toMatchObject({
      source: 'tenant',
      subTypeId: own,
      subTypeName: 'Spouse, remote work',
      version: 1,
      casesInUse: 0,
    });
    const rows = (await post(workflowConfigListCall, { typeId: 4 }, A.admin)).result.data as {
      subTypeId: number | null;
      subTypeName: string | null;
      versionId: string | null;
    }[];
    expect(rows.find((x) => x.subTypeId === own)).toMatchObject({ subTypeName: 'Spouse, remote work', versionId: saved.result.versionId });
    expect(rows.some((x) => x.subTypeId === ownWithout)).toBe(false);
    expect((await post(workflowConfigVersionsCall, { typeId: 4, subTypeId: own }, A.admin)).result).toMatchObject({
      count: 1,
      data: [{ version: 1, current: true }],
    });

    // A new case of the own subtype runs its workflow; one of another own subtype falls back to the type's.
    const c = await create({ typeId: 4, subTypeId: own });
    expect(c.workflow.id).toBe(saved.result.versionId);
    expect(c.workflow.activities.find((a: { code: string }) => a.code === 'COLLECT_EVIDENCE').label).toBe('Remote work evidence');
    const other = await create({ typeId: 4, subTypeId: ownWithout });
    expect(other.workflow.id).toBe(typeWorkflow.workflow.id);
    expect(other.workflow.activities).toHaveLength(typeWorkflow.workflow.activities.length);
    expect((await post(workflowConfigDetailsCall, { typeId: 4, subTypeId: own }, A.admin)).result.casesInUse).toBe(1);

    // Refused, nothing stored: another firm's own subtype, an own subtype under another type, unknown ids.
    const refused = async (payload: { typeId?: number; subTypeId: unknown }, message?: string) => {
      const typeId = payload.typeId ?? 4;
      const res = await post(workflowConfigSaveCall, unchecked({ typeId, subTypeId: payload.subTypeId, workflow: { ...w, typeId } }), A.admin);
      expect(res.status).toBe(422);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    };
    await refused({ subTypeId: bOwn }, WORKFLOW_CONFIG_MESSAGES.unknownOwnSubtype);
    await refused({ typeId: 1, subTypeId: own }, WORKFLOW_CONFIG_MESSAGES.unknownOwnSubtype);
    await refused({ subTypeId: 99_999 }, WORKFLOW_CONFIG_MESSAGES.unknownOwnSubtype);
    await refused({ subTypeId: 0 });
    await refused({ subTypeId: 200_000_000 });
    await refused({ subTypeId: 'x' });
    expect((await post(workflowConfigDetailsCall, { typeId: 4, subTypeId: bOwn }, A.admin)).status).toBe(422);
    expect((await post(workflowConfigVersionsCall, { typeId: 4, subTypeId: bOwn }, A.admin)).status).toBe(422);
    expect((await post(workflowConfigResetCall, { typeId: 4, subTypeId: bOwn }, A.admin)).status).toBe(422);
    // Firm B's subtype keeps no workflow; B sees none of A's.
    expect((await post(workflowConfigVersionsCall, { typeId: 4, subTypeId: bOwn }, B.admin, B)).result.count).toBe(0);
    expect(
      ((await post(workflowConfigListCall, { typeId: 4 }, B.admin, B)).result.data as { subTypeId: number | null }[]).some(
        (x) => x.subTypeId !== null,
      ),
    ).toBe(false);
    const after = (await post(workflowConfigListCall, { typeId: 4 }, A.admin)).result.data as unknown[];
    expect(after).toHaveLength(rows.length);

    // A deactivated own subtype keeps what it has on view but takes no new workflow.
    expect((await post(caseTypeSetActiveCall, { typeId: 4, subTypeId: ownWithout, active: false }, A.admin)).status).toBe(200);
    await refused({ subTypeId: ownWithout }, WORKFLOW_CONFIG_MESSAGES.inactiveOwnSubtype);
    expect((await post(workflowConfigVersionsCall, { typeId: 4, subTypeId: ownWithout }, A.admin)).result.count).toBe(0);
    expect((await post(workflowConfigDetailsCall, { typeId: 4, subTypeId: ownWithout }, A.admin)).status).toBe(200);
  });
});
