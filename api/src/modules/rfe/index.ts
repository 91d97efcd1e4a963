/* The RFE case kind (issue 15.2): its calls and its registry entry (docs/case-kinds.md). */
export { rfeRoutes } from './rfe.routes';
export { RFE_KIND } from './rfe.kind';
