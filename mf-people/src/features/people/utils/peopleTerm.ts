import type { TPeopleTerm } from 'shared/contract';
import { TENANT_TYPE } from 'shared/domain';

export interface PeopleWords {
  term: TPeopleTerm;
  /** 'Beneficiary' / 'Employee'. */
  singular: string;
  /** 'Beneficiaries' / 'Employees'. */
  plural: string;
  routes: { list: string; details: string; edit: string };
}

const WORDS: Record<TPeopleTerm, PeopleWords> = {
  beneficiary: {
    term: 'beneficiary',
    singular: 'Beneficiary',
    plural: 'Beneficiaries',
    routes: { list: 'people.beneficiaries', details: 'people.beneficiaryDetails', edit: 'people.beneficiaryEdit' },
  },
  employee: {
    term: 'employee',
    singular: 'Employee',
    plural: 'Employees',
    routes: { list: 'people.employees', details: 'people.employeeDetails', edit: 'people.employeeEdit' },
  },
};

const EMPLOYEE_ROUTE_IDS = ['people.employees', 'people.employeeDetails', 'people.employeeEdit'];

/**
 * SPEC §1/§6: a company tenant (type 1) with employee management on calls them employees; a law
 * firm with it off, beneficiaries. A petitioner-type tenant (type 2) can only reach the employee
 * pages, so it says employee too. Without a tenant (the dev frame) the route decides.
 */
export const peopleTermFor = (
  tenant: { typeId: number; globalConfig: { employeeMngmt: 0 | 1 } } | null | undefined,
  routeId?: string,
): TPeopleTerm => {
  if (!tenant) return routeId && EMPLOYEE_ROUTE_IDS.includes(routeId) ? 'employee' : 'beneficiary';
  if (tenant.typeId === TENANT_TYPE.LAW_FIRM)
    return tenant.globalConfig.employeeMngmt === 1 ? 'employee' : 'beneficiary';
  return 'employee';
};

export const peopleWords = (term: TPeopleTerm): PeopleWords => WORDS[term];
