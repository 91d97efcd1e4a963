/* Case types, subtypes and their configuration; passport fields (issue 16 points 2 and 4, docs/settings.md). */
import { defineModule } from '../../platform/modules';
import { caseConfigRoutes } from './case-config.routes';
import { CASE_CONFIG_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { caseConfigRoutes } from './case-config.routes';
export { caseConfigFor, caseTypeNamerOf, passportFieldsOf, passportSettingsOf, subtypeExists } from './case-config.service';
export { caseConfigs, passportFieldSettings } from './case-config.table';

/** The case-config module: what it brings to the app (docs/modules.md). */
export const caseConfigModule = defineModule(() => ({
  name: 'case-config',
  calls: caseConfigRoutes,
  isolationFixtures: CASE_CONFIG_VICTIM_FIXTURES,
}));
