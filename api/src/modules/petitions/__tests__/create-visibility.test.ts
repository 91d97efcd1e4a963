import { createBeneficiaryCall, createPetitionCall, listPetitionsCall, type AnyCallDeclaration, type CallPayloadInput, updatePetitionCall } from 'shared/contract';
import type { TestLogin } from '../../../testing';
import { caseTenantSuite, type UncheckedPayload } from '../../../testing';

/*
 * Issue 14 point 6: an external user (isExternal 1) could create cases for petitioners and
 * beneficiaries he cannot see, and the answer named them. /petition/create (and the move of a
 * case in /petition/update) takes only a petitioner and beneficiary the caller sees in the lists
 * the new-case dialog picks from (company/list, beneficiary/list), else 404 naming nothing.
 */
describe('a case is created only for a petitioner and beneficiary the caller can see (issue 14.6)', () => {
  const { h, A } = caseTenantSuite();
  let external: TestLogin;
  let looseBeneficiaryId: string;

  const payload = (petitionerId: string, beneficiaryId: string) => ({ typeId: 1, subTypeId: 1, petitionerId, beneficiaryId, deadlineDate: '2026-12-31' });
  const post = <C extends AnyCallDeclaration>(declaration: C, body: CallPayloadInput<C> | UncheckedPayload, login: TestLogin) => h.post(A.t, declaration, body, login);
  /** Refused as not found, and the answer names neither record. */
  const refusedUnnamed = (res: { status: number; body: unknown }, ...names: string[]) => {
    const text = JSON.stringify(res.body);
    expect({ status: res.status, named: names.filter((n) => text.includes(n)) }).toEqual({ status: 404, named: [] });
  };

  beforeAll(async () => {
    external = await A.t.login(6, { isExternal: 1 });
    // A beneficiary of no petitioner: no petitioner sees him in his lists.
    looseBeneficiaryId = (await post(createBeneficiaryCall, { firstName: 'Loosely', lastName: 'Unlinked' }, A.admin)).result.id;
  });

  it('external user: 404 naming nothing, no case made', async () => {
    refusedUnnamed(await post(createPetitionCall, payload(A.companyId, A.beneficiaryId), external), 'Northwind', 'Ananya', 'Iyer');
    refusedUnnamed(await post(createPetitionCall, payload(A.otherCompanyId, A.otherBeneficiaryId), external), 'Cascade', 'Marco', 'Rossi');
    const list = await post(listPetitionsCall, { list: 'cases' }, A.admin);
    expect(list.result.data).toEqual([]);
  });

  it('petitioner: another petitioner’s company or beneficiary, or one of no petitioner → 404 naming nothing', async () => {
    refusedUnnamed(await post(createPetitionCall, payload(A.otherCompanyId, A.otherBeneficiaryId), A.petitioner), 'Cascade', 'Marco');
    refusedUnnamed(await post(createPetitionCall, payload(A.companyId, A.otherBeneficiaryId), A.petitioner), 'Marco', 'Rossi');
    refusedUnnamed(await post(createPetitionCall, payload(A.companyId, looseBeneficiaryId), A.petitioner), 'Loosely', 'Unlinked');
  });

  it('branch manager: another branch’s petitioner or beneficiary → 404 naming nothing, also when moving a case', async () => {
    refusedUnnamed(await post(createPetitionCall, payload(A.otherCompanyId, A.otherBeneficiaryId), A.manager), 'Cascade', 'Marco');
    const own = await post(createPetitionCall, payload(A.companyId, A.beneficiaryId), A.manager);
    expect(own.status).toBe(200);
    refusedUnnamed(await post(updatePetitionCall, { petitionId: own.result.id, beneficiaryId: A.otherBeneficiaryId }, A.manager), 'Marco', 'Rossi');
    refusedUnnamed(await post(updatePetitionCall, { petitionId: own.result.id, petitionerId: A.otherCompanyId }, A.manager), 'Cascade');
  });

  it('who sees them still creates cases: the petitioner for his company, staff and the admin for any', async () => {
    const mine = await post(createPetitionCall, payload(A.companyId, A.beneficiaryId), A.petitioner);
    expect(mine.status).toBe(200);
    const staff = await post(createPetitionCall, payload(A.otherCompanyId, A.otherBeneficiaryId), A.attorney);
    expect(staff.status).toBe(200);
    const admin = await post(createPetitionCall, payload(A.companyId, looseBeneficiaryId), A.admin);
    expect(admin.status).toBe(200);
  });
});
