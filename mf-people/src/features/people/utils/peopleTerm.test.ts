import { peopleTermFor, peopleWords } from './peopleTerm';

const tenant = (typeId: number, employeeMngmt: 0 | 1) => ({ typeId, globalConfig: { employeeMngmt } });

test.each([
  [tenant(1, 0), 'beneficiary'],
  [tenant(1, 1), 'employee'],
  [tenant(2, 0), 'employee'],
  [tenant(2, 1), 'employee'],
] as const)('tenant %o says %s', (t, term) => {
  expect(peopleTermFor(t)).toBe(term);
});

test('without a tenant the route decides', () => {
  expect(peopleTermFor(null, 'people.employees')).toBe('employee');
  expect(peopleTermFor(null, 'people.beneficiaryDetails')).toBe('beneficiary');
});

test('the words carry the matching route ids', () => {
  expect(peopleWords('employee')).toMatchObject({
    singular: 'Employee',
    plural: 'Employees',
    routes: { details: 'people.employeeDetails' },
  });
  expect(peopleWords('beneficiary')).toMatchObject({
    singular: 'Beneficiary',
    plural: 'Beneficiaries',
    routes: { edit: 'people.beneficiaryEdit' },
  });
});
