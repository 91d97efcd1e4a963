import { createPetitionCall, createRfePetitionCall, deleteRfePetitionCall, manageRfeEditOptionCall, rfeActivityListCall, rfePetitionDetailsCall, type AnyCallDeclaration, type CallPayloadInput } from 'shared/contract';
import { testDbKinds, type TestLogin, caseTenantSuite, type UncheckedPayload, unchecked } from '../../../testing';

const TODAY = '2026-11-22';

/* Moved from petitions.test.ts with the module (issue 15.3); same harness, same assertions. */
describe.each(testDbKinds())('RFE cases (%s)', (kind) => {
  const { h, A } = caseTenantSuite(kind);

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin) =>
    h.post(A.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  const create = async (over: Record<string, unknown> = {}, login: TestLogin = A.admin) => {
    const res = await post(createPetitionCall, { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, ...over }, login);
    if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result;
  };

  it('RFE cases by hand: create, edit option, delete', async () => {
    const c = await create();
    const r = await post(createRfePetitionCall, { parentId: c.id, responseDueDate: '2027-01-01', noticeDate: '2026-11-01' }, A.admin);
    expect(r.result).toMatchObject({ kind: 'rfe', responseDueDate: '2027-01-01', editOption: false, parent: { id: c.id } });
    expect((await post(createRfePetitionCall, { parentId: r.result.id, responseDueDate: '2027-01-01' }, A.admin)).status).toBe(409);
    expect((await post(createRfePetitionCall, { parentId: c.id, responseDueDate: '2026-01-01', noticeDate: '2026-11-01' }, A.admin)).status).toBe(422);
    expect((await post(manageRfeEditOptionCall, { petitionId: r.result.id, editOption: true }, A.admin)).result.editOption).toBe(true);
    expect((await post(rfePetitionDetailsCall, { petitionId: c.id }, A.admin)).status).toBe(404);
    expect((await post(deleteRfePetitionCall, { petitionId: r.result.id }, A.paralegal)).status).toBe(403);
    expect((await post(deleteRfePetitionCall, { petitionId: r.result.id }, A.admin)).result.deleted).toBe(true);
    expect((await post(rfePetitionDetailsCall, { petitionId: r.result.id }, A.admin)).status).toBe(404);
    expect((await post(rfeActivityListCall, { petitionId: r.result.id }, A.admin)).status).toBe(404);
  });
});
