import { defineHookPoint } from '../../platform/modules';
import type { CallContext } from '../../platform/http';

/**
 * Asked before an LCA changes status (/lca/update-status): an entry returns the reason to refuse
 * (422, nothing stored) or null. The posting-notice module (lca-paf) refuses filing until the
 * notices are recorded (issue 19 point 3).
 */
export type LcaStatusGuard = (ctx: CallContext<unknown>, change: { lcaId: string; fromStatusId: number; toStatusId: number }) => Promise<string | null>;
export const lcaStatusGuards = defineHookPoint<LcaStatusGuard>('lca-status-guards');
