export { peopleRoutes } from './people.routes';
export { peopleActivity } from './people.table';
export { peopleAccess, peopleTermFor, type PeopleAccess } from './access';
export { recordActivity, type Actor } from './activity';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { internalAccess, inList, requireWrite, tenantInfo, ownBeneficiaryIds, petitionerCompanyIds, requirePeopleTerm, requireTenantPermission } from './access';
export {
  assertBranch,
  assertFileKeys,
  assertUser,
  branchNames,
  masterdataNames,
  userNames,
} from './people-util';
