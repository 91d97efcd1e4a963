import { defineModule } from '../../platform/modules';
import { peopleRoutes } from './people.routes';
import { searchDocuments } from './people.search';
import { PEOPLE_VICTIM_FIXTURES } from './testing/victim-fixtures';

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

/** The people module: what it brings to the app (docs/modules.md). */
export const peopleModule = defineModule(() => ({
  name: 'people',
  calls: peopleRoutes,
  searchProviders: [searchDocuments],
  isolationFixtures: PEOPLE_VICTIM_FIXTURES,
}));
