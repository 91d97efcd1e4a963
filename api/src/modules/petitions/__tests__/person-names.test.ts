import { createPetitionCall, listBeneficiariesCall, listPetitionsCall, petitionDetailsCall } from 'shared/contract';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import { beneficiaries } from '../../beneficiaries';
import { caseTenantSuite } from '../../../testing';

/** Issue 20 point 9: a person's name reads the same in the people picker and on the case. */
describe('beneficiary names on cases', () => {
  const { h, A } = caseTenantSuite('pglite');

  it('the case details, the case list and the beneficiary picker write the middle name alike; search by first and last name still finds the case', async () => {
    await withTenant(h.database.db, A.t.id, (tx) =>
      tx.update(beneficiaries).set({ middleName: 'Rao' }).where(eq(beneficiaries.id, A.beneficiaryId)),
    );
    const c = await h.post(
      A.t,
      createPetitionCall,
      { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, attorneyId: A.attorney.userId },
      A.admin,
    );
    expect(c.status).toBe(200);
    const picker = await h.post(
      A.t,
      listBeneficiariesCall,
      { page: 1, perpage: 100, matcher: { relation: 'all', ids: [A.beneficiaryId] } },
      A.admin,
    );
    expect(picker.status).toBe(200);
    const pickerName = (picker.result.data as { id: string; name: string }[]).find(
      (b) => b.id === A.beneficiaryId,
    )?.name;
    expect(pickerName).toBe('Ananya Rao Iyer');

    const details = await h.post(A.t, petitionDetailsCall, { petitionId: c.result.id }, A.admin);
    expect(details.result.beneficiaryName).toBe(pickerName);
    const list = await h.post(A.t, listPetitionsCall, { list: 'cases', search: 'Ananya Iyer' }, A.admin);
    expect(list.status).toBe(200);
    const row = (list.result.data as { id: string; beneficiaryName: string }[]).find((r) => r.id === c.result.id);
    expect(row?.beneficiaryName).toBe(pickerName);
    const byMiddle = await h.post(A.t, listPetitionsCall, { list: 'cases', search: 'Rao Iyer' }, A.admin);
    expect((byMiddle.result.data as { id: string }[]).map((r) => r.id)).toContain(c.result.id);
  });
});
