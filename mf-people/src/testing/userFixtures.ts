import type { TBranch, TRoleInfo, TUser } from 'shared/contract';
import { ROLE, ROLE_NAMES, type RoleId } from 'shared/domain';

export const BRANCH_NY = '00000000-0000-4000-8000-0000000000b1';
export const BRANCH_DC = '00000000-0000-4000-8000-0000000000b2';

export const makeUser = (i: number, overrides: Partial<TUser> = {}): TUser => {
  const roleId = overrides.roleId ?? 8;
  return {
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    email: `user${i}@demo.test`,
    name: `User ${i}`,
    firstName: 'User',
    lastName: String(i),
    roleId,
    roleName: ROLE_NAMES[roleId as RoleId],
    status: 'active',
    isExternal: 0,
    branchIds: [BRANCH_NY],
    branches: [{ _id: BRANCH_NY, name: 'New York' }],
    phone: null,
    profilePicture: null,
    mfaType: null,
    detailsId: null,
    companyId: null,
    companyName: null,
    companyStatusId: null,
    accountType: null,
    accountSubType: null,
    casesAccessforAllUsers: false,
    passwordUpdated: true,
    registrationCompleted: true,
    companyRegistrationCompleted: true,
    lastLoginAt: null,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-03T00:00:00.000Z',
    ...overrides,
  };
};

const ROLE_IDS: RoleId[] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 49, 50, 51];

/** /users/roles-list as an admin (3) or a branch manager (4) gets it. */
export const rolesFor = (callerRoleId: number): { data: TRoleInfo[] } => ({
  data: ROLE_IDS.map((id) => ({
    id,
    name: ROLE_NAMES[id],
    description: `What a ${ROLE_NAMES[id]} does.`,
    kind: id === 49 ? 'i9' : id >= 50 ? 'external' : 'internal',
    admin: id === 3 || id === 4,
    assignable: callerRoleId === ROLE.ADMIN ? true : callerRoleId === ROLE.BRANCH_MANAGER ? id >= 5 : false,
  })),
});

export const makeBranch = (id: string, name: string, overrides: Partial<TBranch> = {}): TBranch => ({
  _id: id,
  name,
  code: name.slice(0, 2).toUpperCase(),
  address: { city: name, state: 'NY', zipcode: '10001' },
  isDefault: false,
  active: true,
  userCount: 2,
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-03T00:00:00.000Z',
  ...overrides,
});

export const branchPage = (rows: TBranch[]) => ({ data: rows, count: rows.length, page: 1, perpage: 100 });
