import { inArray } from 'drizzle-orm';
import { INTERNAL_ROLES, type RoleId } from 'shared/domain';
import { defineFileOwner } from '../../platform/storage';
import { letterCase } from './letters.service';
import { caseLetters } from './letters.table';

/**
 * Generated letters of a case: as `/petition/letter-list` shows them, internal staff (or external
 * users with access to all cases) on a case they see. A letter version is a record of what was
 * generated and is not removed through /s3/delete.
 */
export const caseLetterFiles = defineFileOwner({
  kind: 'case-letter',
  label: 'a letter of the case',
  ownersOf: (tx, keys) =>
    tx
      .select({ key: caseLetters.fileKey, petitionId: caseLetters.petitionId })
      .from(caseLetters)
      .where(inArray(caseLetters.fileKey, [...keys])),
  async canRead(ctx, owner) {
    if (!ctx.session || !INTERNAL_ROLES.includes(ctx.session.roleId as RoleId)) return false;
    await letterCase(ctx, owner.petitionId);
    return true;
  },
});
