import type { CallContext } from '../../platform/http';
import { defineHookPoint } from '../../platform/modules';

/**
 * A case document was added (uploaded, or a new version replacing one) or removed, inside the
 * call's transaction. Other modules listen through their definition's `hooks` (e.g. drives queues
 * the case for mirroring at once); a listener's writes join the same transaction.
 */
export interface CaseDocumentChange {
  petitionId: string;
  documentId: string;
  change: 'added' | 'removed';
}
export type CaseDocumentListener = (ctx: CallContext<unknown>, change: CaseDocumentChange) => Promise<void>;
export const caseDocumentListeners = defineHookPoint<CaseDocumentListener>('case-documents.changed');

export async function caseDocumentChanged(ctx: CallContext<unknown>, change: CaseDocumentChange): Promise<void> {
  for (const listener of caseDocumentListeners.entries) await listener(ctx, change);
}
