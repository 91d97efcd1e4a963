import { routesFor } from 'shared/routes';
import { remote } from './remote';

test('the remote answers every route the catalogue gives mf-people, and only those', () => {
  expect(Object.keys(remote.pages).sort()).toEqual(
    routesFor('mf-people')
      .map((r) => r.id)
      .sort(),
  );
  expect(remote.id).toBe('mf-people');
});

test('beneficiary and employee routes share one page each (the tenant picks the word)', () => {
  expect(remote.pages['people.employees']).toBe(remote.pages['people.beneficiaries']);
  expect(remote.pages['people.employeeDetails']).toBe(remote.pages['people.beneficiaryDetails']);
  expect(remote.pages['people.employeeEdit']).toBe(remote.pages['people.beneficiaryEdit']);
});
