import { inArray } from 'drizzle-orm';
import { INTERNAL_ROLES, type RoleId } from 'shared/domain';
import { defineFileOwner } from '../../platform/storage';
import { formsCaseAccess } from './forms.service';
import { pdfFormVersions } from './forms.table';

/**
 * Generated or uploaded form and letter versions of a case: the forms rules (internal staff, or
 * external users with access to all cases, on a case they see). Removed with
 * `/filled-forms-and-letters/delete`, which releases the file.
 */
export const formVersionFiles = defineFileOwner({
  kind: 'form-version',
  label: 'a form version of the case',
  ownersOf: (tx, keys) =>
    tx
      .select({ key: pdfFormVersions.fileKey, petitionId: pdfFormVersions.petitionId })
      .from(pdfFormVersions)
      .where(inArray(pdfFormVersions.fileKey, [...keys])),
  async canRead(ctx, owner) {
    if (!ctx.session || !INTERNAL_ROLES.includes(ctx.session.roleId as RoleId)) return false;
    await formsCaseAccess(ctx, owner.petitionId);
    return true;
  },
});
