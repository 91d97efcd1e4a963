/**
 * The roles lint of issue 15.8 (scripts/lint/role-literals.cjs, applied by eslint.config.mjs):
 * a role id compared with a number literal is reported; ROLE.X, named sets and unrelated numbers
 * are not.
 */
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROLE_LITERAL_RULES } = require('../../../scripts/lint/role-literals.cjs') as {
  ROLE_LITERAL_RULES: Linter.RulesRecord;
};

const linter = new Linter({ configType: 'flat' });
const lint = (code: string) =>
  linter
    .verify(code, [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as Linter.Parser }, rules: ROLE_LITERAL_RULES }], 'x.ts')
    .map((m) => m.message);

describe('roles lint (issue 15.8)', () => {
  it.each([
    'user.roleId === 3',
    'role !== 50',
    '3 === roleId',
    'roleId >= 3 && roleId <= 13',
    'ctx.session?.roleId === 1',
    '[3, 4].includes(roleId)',
    '[1, 2].includes(target.roleId)',
    'callerRoleId === 4',
    'eq(users.roleId, 50)',
    'inArray(users.roleId, [3, 4])',
    'switch (roleId) { case 3: break; }',
  ])('reports %s', (code) => {
    const messages = lint(`${code};`);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toMatch(/issue 15\.8/);
  });

  it.each([
    'user.roleId === ROLE.ADMIN',
    'isAdminRole(roleId)',
    'INTERNAL_ROLES.includes(roleId)',
    'user.roleIds.length > 0',
    'role * 2',
    'roleId === null',
    'statusId === 3',
    '[22, 23].includes(statusId)',
    'eq(users.companyId, 5)',
    'switch (statusId) { case 3: break; }',
  ])('allows %s', (code) => {
    expect(lint(`${code};`)).toEqual([]);
  });
});
