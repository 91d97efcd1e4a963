import { createPetitionCall, deadlineListCall, getPreparerListCall, getStatsByUserCall, type AnyCallDeclaration, type CallPayloadInput } from 'shared/contract';
import { ROLE } from 'shared/domain';
import { testDbKinds, type TestLogin, caseTenantSuite, type UncheckedPayload, unchecked } from '../../../testing';

const TODAY = '2026-11-22';

/* Moved from petitions.test.ts with the module (issue 15.3); same harness, same assertions. */
describe.each(testDbKinds())('reports over cases (%s)', (kind) => {
  const { h, A } = caseTenantSuite(kind);

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin) =>
    h.post(A.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  const create = async (over: Record<string, unknown> = {}, login: TestLogin = A.admin) => {
    const res = await post(createPetitionCall, { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, ...over }, login);
    if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result;
  };

  // The statistics count the caller's assigned cases (petitions.test.ts created them before).
  beforeAll(async () => {
    await create({ paralegalId: A.paralegal.userId });
  });

  it('stats by user and the preparer list', async () => {
    const stats = await post(getStatsByUserCall, {}, A.paralegal);
    expect(stats.status).toBe(200);
    expect(stats.result.total).toBe(stats.result.open + stats.result.closed);
    expect(stats.result.total).toBeGreaterThan(0);
    expect((await post(getStatsByUserCall, { userId: A.attorney.userId }, A.paralegal)).status).toBe(403);
    expect((await post(getStatsByUserCall, { userId: A.attorney.userId }, A.admin)).result.userId).toBe(A.attorney.userId);
    const preparers = await post(getPreparerListCall, { roleIds: [6] }, A.paralegal);
    expect(preparers.result.data.map((u: { id: string }) => u.id)).toEqual(expect.arrayContaining([A.attorney.userId, A.attorney2.userId]));
    expect(preparers.result.data.every((u: { roleId: number; roleName: string }) => u.roleId === ROLE.ATTORNEY && u.roleName === 'Attorney')).toBe(true);
    expect((await post(getPreparerListCall, {}, A.petitioner)).status).toBe(403);
  });

  it('deadline list: the caller’s visible open cases by deadline, overdue counted', async () => {
    const c = await create({ paralegalId: A.paralegal.userId, deadlineDate: '2026-11-20' });
    const mine = await post(deadlineListCall, { to: '2027-12-31', perpage: 200 }, A.paralegal);
    expect(mine.status).toBe(200);
    expect(mine.result.data.map((x: { id: string }) => x.id)).toContain(c.id);
    expect(mine.result.overdue).toBeGreaterThan(0);
    const dates = mine.result.data.map((x: { deadlineDate: string }) => x.deadlineDate);
    expect(dates).toEqual([...dates].sort());
    const other = await post(deadlineListCall, { to: '2027-12-31', perpage: 200 }, A.paralegal2);
    expect(other.result.data.map((x: { id: string }) => x.id)).not.toContain(c.id);
  });
});
