import { defineModule } from '../../platform/modules';
import { peopleImportRoutes } from './people-import.routes';

export { peopleImportRoutes } from './people-import.routes';

/** The people-import module: what it brings to the app (docs/modules.md). */
export const peopleImportModule = defineModule(() => ({
  name: 'people-import',
  calls: peopleImportRoutes,
}));
