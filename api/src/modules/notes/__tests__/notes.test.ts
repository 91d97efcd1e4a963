import { createPetitionCall, petitionNoteAddCall, petitionNoteListCall, type AnyCallDeclaration, type CallPayloadInput } from 'shared/contract';
import { testDbKinds, type TestLogin, caseTenantSuite, type UncheckedPayload, unchecked } from '../../../testing';

const TODAY = '2026-11-22';

/* Moved from petitions.test.ts with the module (issue 15.3); same harness, same assertions. */
describe.each(testDbKinds())('case notes (%s)', (kind) => {
  const { h, A } = caseTenantSuite(kind);

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin) =>
    h.post(A.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  const create = async (over: Record<string, unknown> = {}, login: TestLogin = A.admin) => {
    const res = await post(createPetitionCall, { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, ...over }, login);
    if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result;
  };

  it('notes: staff notes are internal unless shared; the petitioner sees shared ones', async () => {
    const c = await create();
    await post(petitionNoteAddCall, { petitionId: c.id, text: 'Internal: pay stubs missing' }, A.admin);
    await post(petitionNoteAddCall, { petitionId: c.id, text: 'Please upload pay stubs', internal: false }, A.admin);
    expect((await post(petitionNoteListCall, { petitionId: c.id }, A.admin)).result.count).toBe(2);
    const seen = await post(petitionNoteListCall, { petitionId: c.id }, A.petitioner);
    expect(seen.result.data.map((n: { text: string }) => n.text)).toEqual(['Please upload pay stubs']);
    expect((await post(petitionNoteAddCall, { petitionId: c.id, text: '  ' }, A.admin)).status).toBe(422);
  });
});
