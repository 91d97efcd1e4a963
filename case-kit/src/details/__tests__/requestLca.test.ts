import { CASE_TYPE, ROLE } from 'shared/domain';
import { makeCase } from '../testing/fixtures';
import { requestLcaDecision } from '../utils/caseRules';

/* "Request LCA" on the case's actions card (issue 19): H-1B cases, LCA roles, open cases. */
describe('requestLcaDecision', () => {
  const h1b = makeCase();
  test.each([
    [ROLE.ADMIN, true, ''],
    [ROLE.ATTORNEY, true, ''],
    [ROLE.PARALEGAL, true, ''],
    [ROLE.LCA_MANAGER, true, ''],
    [ROLE.FRONT_OFFICE, false, 'Only the law firm’s staff who work LCAs can request one.'],
    [ROLE.BENEFICIARY, false, 'Only the law firm’s staff who work LCAs can request one.'],
  ])('role %i on an open H-1B case → %s', (roleId, allowed, reason) => {
    expect(requestLcaDecision(h1b, { roleId, userId: 'u-1' })).toEqual({ allowed, reason });
  });

  test('not on other case types, nor on a closed case', () => {
    const admin = { roleId: ROLE.ADMIN, userId: 'u-1' };
    expect(requestLcaDecision(makeCase(['CREATE_CASE'], { typeId: CASE_TYPE.L1 }), admin)).toEqual({ allowed: false, reason: 'Only an H-1B case needs an LCA.' });
    expect(requestLcaDecision(makeCase(['CREATE_CASE'], { closed: true }), admin)).toEqual({ allowed: false, reason: 'The case is closed.' });
  });
});
