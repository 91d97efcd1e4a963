import { inArray } from 'drizzle-orm';
import { defineFileOwner } from '../../platform/storage';
import { caseAccess, findVisibleCase, isStaff } from '../petitions';
import { communicationAttachments, communicationMessages } from './communication.table';
import { eq } from 'drizzle-orm';

/**
 * Files attached to a message: whoever may see the message may open them (`/s3/get-signed-url`):
 * staff who see the case for every message; the petitioner's people and the beneficiary only for
 * shared ones. A message keeps its files (never removed through /s3/delete).
 */
export const messageFiles = defineFileOwner({
  kind: 'case-message',
  label: 'a case message',
  async ownersOf(tx, keys) {
    return tx
      .select({ key: communicationAttachments.key, petitionId: communicationAttachments.petitionId, visibility: communicationMessages.visibility })
      .from(communicationAttachments)
      .innerJoin(communicationMessages, eq(communicationMessages.id, communicationAttachments.messageId))
      .where(inArray(communicationAttachments.key, [...keys]));
  },
  async canRead(ctx, owner) {
    const a = await caseAccess(ctx);
    if (owner.visibility !== 'shared' && !isStaff(a)) return false;
    await findVisibleCase(ctx.tx, a, owner.petitionId);
    return true;
  },
});
