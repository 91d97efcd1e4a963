import { sql } from 'drizzle-orm';
import { INTERNAL_ROLES, type RoleId } from 'shared/domain';
import { defineFileOwner } from '../../platform/storage';
import { caseAccess, findVisibleCase } from '../petitions';
import { questionnaires } from './questionnaires.table';

/**
 * Documents given as answers of a questionnaire (saved through the client's link or by staff):
 * law-office staff who see the case, as the questionnaire view shows them. The link's own
 * uploads are removed through the fill page (`/questionnaire/fill-delete-upload`) once no saved
 * answer uses them.
 */
export const questionnaireAnswerFiles = defineFileOwner({
  kind: 'questionnaire-answer',
  label: 'the answers of a questionnaire',
  async ownersOf(tx, keys) {
    const out: { key: string; petitionId: string }[] = [];
    for (const key of keys) {
      const rows = await tx
        .select({ petitionId: questionnaires.petitionId })
        .from(questionnaires)
        .where(
          sql`jsonb_path_exists(${questionnaires.answers}, '$.*[*] ? (@.key == $k)', jsonb_build_object('k', ${key}::text))`,
        );
      for (const r of rows) out.push({ key, petitionId: r.petitionId });
    }
    return out;
  },
  async canRead(ctx, owner) {
    if (!ctx.session || !INTERNAL_ROLES.includes(ctx.session.roleId as RoleId)) return false;
    await findVisibleCase(ctx.tx, await caseAccess(ctx), owner.petitionId);
    return true;
  },
});
