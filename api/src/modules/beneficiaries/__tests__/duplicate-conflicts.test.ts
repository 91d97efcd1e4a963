import { createBeneficiaryCall, createCompanyCall, createIndividualCall, updateBeneficiaryCall, updateCompanyCall, saveDependentsCall } from 'shared/contract';
import { withTenant } from '../../../platform/db';
import type { TestLogin } from '../../../testing';
import { companyUsers } from '../../companies';
import { duplicateIdOf, peopleHarness, type PeopleHarness, type PeopleTenant } from '../../../testing';

/*
 * Issue 14 point 3: a duplicate-passport answer named another company's beneficiary (name and
 * id) to a petitioner. A conflict the caller cannot see names nothing; one he can see still names
 * the duplicate (the UI offers to open it). The same for FEIN (petitioners) and e-mail
 * (beneficiaries, individuals), e.g. a branch manager and another branch's record.
 */
describe('a duplicate answer never names a record the caller cannot see (issue 14.3)', () => {
  let h: PeopleHarness;
  let A: PeopleTenant;
  let admin: TestLogin;
  let petitioner: TestLogin;
  let eastManager: TestLogin;
  let ownCompanyId: string;
  let otherCompanyId: string;
  let hiddenBeneficiaryId: string;
  let ownBeneficiaryId: string;

  const HIDDEN = { firstName: 'Secretname', lastName: 'Otherco', email: 'secret.otherco@example.test', passport: { number: 'K7730021', countryId: 101 } };
  const OWN = { firstName: 'Visible', lastName: 'Ownco', email: 'visible.ownco@example.test', passport: { number: 'K7730099', countryId: 101 } };

  /** The answer shows neither the hidden record's id nor its name. */
  const namesNothing = (res: { body: unknown }, id: string, ...names: string[]) => {
    const text = JSON.stringify(res.body);
    expect({ id: text.includes(id), names: names.filter((n) => text.includes(n)) }).toEqual({ id: false, names: [] });
  };

  beforeAll(async () => {
    h = await peopleHarness();
    A = await h.newTenant();
    admin = await A.login(3);
    eastManager = await A.login(4, { branchIds: [A.branchIds[0]!] });
    ownCompanyId = (await h.post(A, createCompanyCall, { name: 'Own Co', branchId: A.branchIds[0], feiNumber: '12-3456789' }, admin)).result.id;
    otherCompanyId = (await h.post(A, createCompanyCall, { name: 'Hiddenco Holdings', branchId: A.branchIds[1], feiNumber: '98-7654321' }, admin)).result.id;
    hiddenBeneficiaryId = (await h.post(A, createBeneficiaryCall, { ...HIDDEN, companyId: otherCompanyId }, admin)).result.id;
    ownBeneficiaryId = (await h.post(A, createBeneficiaryCall, { ...OWN, companyId: ownCompanyId }, admin)).result.id;
    petitioner = await A.login(50);
    await withTenant(h.database.db, A.id, (tx) => tx.insert(companyUsers).values({ companyId: ownCompanyId, userId: petitioner.userId }));
  });
  afterAll(async () => {
    await h?.close();
  });

  it('petitioner: another company’s beneficiary by passport or e-mail → 409 naming nothing', async () => {
    for (const probe of [{ passport: { number: 'k7730021', countryId: 101 } }, { email: HIDDEN.email }]) {
      const res = await h.post(A, createBeneficiaryCall, { firstName: 'New', lastName: 'Hire', ...probe }, petitioner);
      expect(res.status).toBe(409);
      expect(duplicateIdOf(res.error)).toBeUndefined();
      namesNothing(res, hiddenBeneficiaryId, 'Secretname', 'Otherco');
    }
    // The same through update, invite and dependents.
    const upd = await h.post(A, updateBeneficiaryCall, { beneficiaryId: ownBeneficiaryId, passport: { number: 'K7730021', countryId: 101 } }, petitioner);
    expect(upd.status).toBe(409);
    namesNothing(upd, hiddenBeneficiaryId, 'Secretname', 'Otherco');
    const dep = await h.post(
      A,
      saveDependentsCall,
      { beneficiaryId: ownBeneficiaryId, dependents: [{ relation: 'child', firstName: 'Kid', lastName: 'Ownco', email: HIDDEN.email }] },
      petitioner,
    );
    expect(dep.status).toBe(409);
    namesNothing(dep, hiddenBeneficiaryId, 'Secretname', 'Otherco');
  });

  it('petitioner: his own company’s beneficiary is still named (id and name)', async () => {
    const res = await h.post(A, createBeneficiaryCall, { firstName: 'New', lastName: 'Hire', email: OWN.email }, petitioner);
    expect(res.status).toBe(409);
    expect(duplicateIdOf(res.error)).toBe(ownBeneficiaryId);
    expect(res.error.message).toContain('Visible Ownco');
  });

  it('admin sees every record: the duplicate is named', async () => {
    const res = await h.post(A, createBeneficiaryCall, { firstName: 'New', lastName: 'Hire', passport: { number: 'K7730021', countryId: 101 } }, admin);
    expect(res.status).toBe(409);
    expect(duplicateIdOf(res.error)).toBe(hiddenBeneficiaryId);
  });

  it('branch manager: another branch’s beneficiary, petitioner (FEIN) and individual → 409 naming nothing', async () => {
    const ben = await h.post(A, createBeneficiaryCall, { firstName: 'New', lastName: 'Hire', email: HIDDEN.email }, eastManager);
    expect(ben.status).toBe(409);
    namesNothing(ben, hiddenBeneficiaryId, 'Secretname', 'Otherco');

    const fein = await h.post(A, createCompanyCall, { name: 'Copy Co', feiNumber: '98-7654321' }, eastManager);
    expect(fein.status).toBe(409);
    expect(duplicateIdOf(fein.error)).toBeUndefined();
    namesNothing(fein, otherCompanyId, 'Hiddenco');
    // Own branch: named.
    const ownFein = await h.post(A, createCompanyCall, { name: 'Copy Co', feiNumber: '12-3456789' }, eastManager);
    expect(duplicateIdOf(ownFein.error)).toBe(ownCompanyId);

    const westPerson = await h.post(
      A,
      createIndividualCall,
      { accountType: 'Individual', firstName: 'Westy', lastName: 'Hiddenperson', email: 'westy@example.test', branchId: A.branchIds[1] },
      admin,
    );
    expect(westPerson.status).toBe(200);
    const ind = await h.post(A, createIndividualCall, { accountType: 'Individual', firstName: 'X', lastName: 'Y', email: 'WESTY@example.test' }, eastManager);
    expect(ind.status).toBe(409);
    expect(duplicateIdOf(ind.error)).toBeUndefined();
    namesNothing(ind, westPerson.result.id, 'Westy', 'Hiddenperson');
  });

  it('petitioner: changing his FEIN to another company’s → 409 naming nothing', async () => {
    const res = await h.post(A, updateCompanyCall, { companyId: ownCompanyId, feiNumber: '98-7654321' }, petitioner);
    expect(res.status).toBe(409);
    namesNothing(res, otherCompanyId, 'Hiddenco');
  });
});
