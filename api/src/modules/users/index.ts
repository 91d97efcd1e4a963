import { defineModule } from '../../platform/modules';
import { userRoutes } from './users.routes';
import { userPictureFiles } from './users.file-owners';

export { users } from './users.table';
export type { UserRow, RecoveryCodeJson } from './users.table';
export * as usersRepository from './users.repository';
export { userRoutes } from './users.routes';
export { toUser } from './users.mapper';
export { canManage, canView, inUserScope, assignableRoles } from './users.access';
export type { UserScope } from './users.access';
export { endSessions, disconnectUsers } from './users.service';
export { userPictureFiles } from './users.file-owners';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { roleName, fullName } from './users.mapper';
export { resetUserMfa } from './users.service';
export { countUsersByBranch, listUsersOfBranch } from './users.repository';

/** The users module: what it brings to the app (docs/modules.md). */
export const usersModule = defineModule(() => ({
  name: 'users',
  calls: userRoutes,
  fileOwners: [userPictureFiles],
}));
