/* The RFE case kind (issue 15.2): its calls and its registry entry (docs/case-kinds.md). */
import { defineModule } from '../../platform/modules';
import { rfeRoutes } from './rfe.routes';

export { rfeRoutes } from './rfe.routes';
export { RFE_KIND } from './rfe.kind';

/** The rfe module: what it brings to the app (docs/modules.md). */
export const rfeModule = defineModule(() => ({
  name: 'rfe',
  calls: rfeRoutes,
}));
