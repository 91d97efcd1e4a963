import { deletePetitionViewCall, listPetitionViewsCall, savePetitionViewCall, type AnyCallDeclaration, type CallPayloadInput } from 'shared/contract';
import { encodeCaseFilter } from 'shared/domain';
import { testDbKinds, type TestLogin, caseTenantSuite, type UncheckedPayload, unchecked } from '../../../testing';

const TODAY = '2026-11-22';

/* Moved from petitions.test.ts with the module (issue 15.3); same harness, same assertions. */
describe.each(testDbKinds())('saved case-list views (%s)', (kind) => {
  const { h, A } = caseTenantSuite(kind);

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin) =>
    h.post(A.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  it('saves, lists and deletes the caller’s views', async () => {
    const filter = encodeCaseFilter({ statusIds: [1] });
    const v = await post(savePetitionViewCall, { name: 'Started', filter, columns: ['caseNumber', 'statusName'] }, A.attorney);
    expect(v.result).toMatchObject({ name: 'Started', filter, columns: ['caseNumber', 'statusName'] });
    expect((await post(savePetitionViewCall, { name: 'started' }, A.attorney)).status).toBe(409);
    expect((await post(savePetitionViewCall, { name: '' }, A.attorney)).error.issues[0].message).toBe('Please fill Name .');
    expect((await post(listPetitionViewsCall, {}, A.attorney)).result.data).toHaveLength(1);
    expect((await post(listPetitionViewsCall, {}, A.paralegal)).result.data).toHaveLength(0);
    expect((await post(deletePetitionViewCall, { id: v.result.id }, A.paralegal)).status).toBe(404);
    expect((await post(deletePetitionViewCall, { id: v.result.id }, A.attorney)).result.deleted).toBe(true);
  });
});
