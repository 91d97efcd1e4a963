import {
  caseSubtypeAddCall,
  caseTypeRenameCall,
  createPetitionCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { withTenant } from '../../../platform/db';
import { caseById } from '../../petitions';
import {
  caseTenantSuite,
  testDbKinds,
  unchecked,
  type CaseTenant,
  type TestLogin,
  type UncheckedPayload,
} from '../../../testing';
import { buildFormData } from '../forms.data';

const TODAY = '2026-11-22';

/* Issue 16.2: the data a form mapping or letter reads carries the firm's names of the case's types. */
describe.each(testDbKinds())('forms data: the firm’s case type names (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login: TestLogin,
    tenant: CaseTenant = A,
  ) => h.post(tenant.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);
  const create = async (tenant: CaseTenant, over: { typeId: number; subTypeId: number }) => {
    const res = await post(
      createPetitionCall,
      { petitionerId: tenant.companyId, beneficiaryId: tenant.beneficiaryId, ...over },
      tenant.admin,
      tenant,
    );
    if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result as { id: string };
  };
  /** The form data of a case, as the forms and letters calls build it (`parentId` as a follow-on case carries it). */
  const formData = (tenant: CaseTenant, id: string, parentId?: string) =>
    withTenant(h.database.db, tenant.t.id, async (tx) => {
      const row = (await caseById(tx, id))!;
      return buildFormData(tx, parentId ? { ...row, parentId } : row);
    });

  it("case.typeName, case.subTypeName and the parent's type name are the firm's; another firm's data keeps the product's", async () => {
    expect(
      (await post(caseTypeRenameCall, { typeId: 1, subTypeId: 0, name: 'Specialty occupation (H-1B)' }, A.admin))
        .status,
    ).toBe(200);
    expect(
      (await post(caseTypeRenameCall, { typeId: 4, subTypeId: 0, name: 'Dependent spouse (H-4)' }, A.admin)).status,
    ).toBe(200);
    const own = await post(caseSubtypeAddCall, { typeId: 4, name: 'Spouse of E-3 worker' }, A.admin);
    expect(own.status).toBe(200);
    const parent = await create(A, { typeId: 1, subTypeId: 1 });
    const child = await create(A, { typeId: 4, subTypeId: own.result.subTypeId as number });

    const data = await formData(A, child.id, parent.id);
    expect(data.case).toMatchObject({ typeName: 'Dependent spouse (H-4)', subTypeName: 'Spouse of E-3 worker' });
    expect((data.case as { parent: unknown }).parent).toMatchObject({
      id: parent.id,
      typeName: 'Specialty occupation (H-1B)',
    });

    const bCase = await create(B, { typeId: 4, subTypeId: 11 });
    const bData = await formData(B, bCase.id);
    expect(bData.case).toMatchObject({ typeName: 'H-4', subTypeName: 'H-4 Initial' });
    expect(JSON.stringify(bData.case)).not.toMatch(/Specialty occupation|Dependent spouse|Spouse of E-3/);
  });
});
