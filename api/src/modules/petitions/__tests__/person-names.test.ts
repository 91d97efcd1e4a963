import { listBeneficiariesCall, listPetitionsCall, petitionDetailsCall } from 'shared/contract';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import { beneficiaries } from '../../beneficiaries';
import { caseTenantSuite, createTestCase } from '../../../testing';

/** Issue 20 point 9: a person's name reads the same in the people picker and on the case. */
describe('beneficiary names on cases', () => {
  const { h, A } = caseTenantSuite('pglite');

  it('the case details, the case list and the beneficiary picker write the middle name alike; search by first and last name still finds the case', async () => {
    await withTenant(h.database.db, A.t.id, (tx) =>
      tx.update(beneficiaries).set({ middleName: 'Rao' }).where(eq(beneficiaries.id, A.beneficiaryId)),
    );
    const id = await createTestCase(h, A);
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

    const details = await h.post(A.t, petitionDetailsCall, { petitionId: id }, A.admin);
    expect(details.result.beneficiaryName).toBe(pickerName);
    const list = await h.post(A.t, listPetitionsCall, { list: 'cases', search: 'Ananya Iyer' }, A.admin);
    expect(list.status).toBe(200);
    const row = (list.result.data as { id: string; beneficiaryName: string }[]).find((r) => r.id === id);
    expect(row?.beneficiaryName).toBe(pickerName);
    const byMiddle = await h.post(A.t, listPetitionsCall, { list: 'cases', search: 'Rao Iyer' }, A.admin);
    expect((byMiddle.result.data as { id: string }[]).map((r) => r.id)).toContain(id);
  });
});
