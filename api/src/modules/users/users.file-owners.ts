import { inArray } from 'drizzle-orm';
import { defineFileOwner } from '../../platform/storage';
import { users } from './users.table';

/**
 * A user's profile picture: shown beside the user's name wherever the name is shown, so any
 * signed-in user of the tenant may open it. Replaced or cleared with `/users/update-profile-picture`.
 */
export const userPictureFiles = defineFileOwner({
  kind: 'user-picture',
  label: "a user's profile picture",
  ownersOf: (tx, keys) =>
    tx
      .select({ key: users.profilePicture, userId: users.id })
      .from(users)
      .where(inArray(users.profilePicture, [...keys]))
      .then((rows) => rows.filter((r): r is { key: string; userId: string } => r.key !== null)),
  canRead: async (ctx) => ctx.session !== null && ctx.tenant !== null && ctx.session.tenantId === ctx.tenant.id,
});
