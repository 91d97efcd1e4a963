import { inArray } from 'drizzle-orm';
import { defineFileOwner } from '../../platform/storage';
import { visibleLca } from './lca-paf.service';
import { lcaNoticeProofs, lcaPafs } from './lca-paf.table';

/**
 * Posting-notice proofs and the generated public access file are held by their LCA: whoever sees
 * the LCA (the lca module's visibility) may open them; nobody else. /s3/delete refuses them (409):
 * a proof is removed on the notice, the PAF replaced by generating it again.
 */
export const lcaPafFileOwners = defineFileOwner({
  kind: 'lca-paf-file',
  label: 'an LCA (posting proof or public access file)',
  async ownersOf(tx, keys) {
    const proofs = await tx.select({ key: lcaNoticeProofs.key, lcaId: lcaNoticeProofs.petitionId }).from(lcaNoticeProofs).where(inArray(lcaNoticeProofs.key, [...keys]));
    const pafs = await tx.select({ key: lcaPafs.fileKey, lcaId: lcaPafs.petitionId }).from(lcaPafs).where(inArray(lcaPafs.fileKey, [...keys]));
    return [...proofs, ...pafs.filter((p): p is { key: string; lcaId: string } => !!p.key)];
  },
  async canRead(ctx, owner) {
    await visibleLca(ctx, owner.lcaId);
    return true;
  },
});
