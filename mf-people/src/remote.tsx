import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from 'shared/federation';
import { definePages } from 'shared/ui';

// Route ids, paths and titles come from the catalogue (shared/routes); one lazy chunk per page.
const BeneficiariesPage = lazy(() => import('./pages/BeneficiariesPage'));
const BeneficiaryDetailsPage = lazy(() => import('./pages/BeneficiaryDetailsPage'));
const BeneficiaryEditPage = lazy(() => import('./pages/BeneficiaryEditPage'));
const BranchEditPage = lazy(() => import('./pages/BranchEditPage'));

export const remote: RemoteModule = {
  id: 'mf-people',
  contractVersion: CONTRACT_VERSION,
  buildId: process.env.BUILD_ID,
  pages: definePages(
    'mf-people',
    {
      'people.petitioners': lazy(() => import('./pages/PetitionersPage')),
      'people.petitionerDetails': lazy(() => import('./pages/PetitionerDetailsPage')),
      'people.petitionerEdit': lazy(() => import('./pages/PetitionerEditPage')),
      'people.companyDetails': lazy(() => import('./pages/CompanyDetailsPage')),
      'people.petitionerInternalUsers': lazy(() => import('./pages/PetitionerInternalUsersPage')),
      'people.petitionerTax': lazy(() => import('./pages/PetitionerTaxPage')),
      'people.beneficiaries': BeneficiariesPage,
      'people.employees': BeneficiariesPage,
      'people.beneficiaryDetails': BeneficiaryDetailsPage,
      'people.employeeDetails': BeneficiaryDetailsPage,
      'people.beneficiaryEdit': BeneficiaryEditPage,
      'people.employeeEdit': BeneficiaryEditPage,
      'people.individuals': lazy(() => import('./pages/IndividualsPage')),
      'people.individualDetails': lazy(() => import('./pages/IndividualDetailsPage')),
      'people.customers': lazy(() => import('./pages/CustomersPage')),
      'people.customerDetails': lazy(() => import('./pages/CustomerDetailsPage')),
      'people.contacts': lazy(() => import('./pages/ContactsPage')),
      'people.contactDetails': lazy(() => import('./pages/ContactDetailsPage')),
      'people.categoryList': lazy(() => import('./pages/CategoryListPage')),
      'people.leads': lazy(() => import('./pages/LeadsPage')),
      'people.leadDetails': lazy(() => import('./pages/LeadDetailsPage')),
      'people.users': lazy(() => import('./pages/UsersPage')),
      'people.userRoles': lazy(() => import('./pages/UserRolesPage')),
      'branches.list': lazy(() => import('./pages/BranchListPage')),
      'branches.create': BranchEditPage,
      'branches.edit': BranchEditPage,
      'branches.details': lazy(() => import('./pages/BranchDetailsPage')),
    },
    () => import('./pages/RoutePage'),
  ),
};
