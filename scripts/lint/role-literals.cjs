/**
 * Issue 15.8: role ids are compared through ROLE / the named sets of shared/src/domain/roles.ts,
 * never with a number literal. `no-restricted-syntax` selectors matching identifiers and
 * properties named role, roles, roleId, roleIds, role_id, callerRoleId, … compared with a number
 * (docs/query-layer.md "Roles lint"). Used by eslint.config.mjs and by
 * shared/src/domain/roles-lint.test.ts, which lints samples with them.
 */
const ROLE_NAME = '/(^r|R)ole(s|Id|Ids|_id|_ids)?$/';
const NUMBER = '/^[0-9]/';
const COMPARE = '[operator=/^([=!]==?|[<>]=?)$/]';
const roleAt = (path) => [`[${path}.name=${ROLE_NAME}]`, `[${path}.property.name=${ROLE_NAME}]`, `[${path}.expression.property.name=${ROLE_NAME}]`];

const ROLE_MESSAGE =
  'Compare role ids with ROLE.X or a named set / helper from shared/domain/roles.ts (isAdminRole, INTERNAL_ROLES.includes(…)), never a number (issue 15.8).';

const ROLE_LITERAL_SELECTORS = [
  // x.roleId === 3, role !== 50, roleId >= 3, ctx.session?.roleId === 1
  ...roleAt('left').map((r) => `BinaryExpression${COMPARE}${r}[right.raw=${NUMBER}]`),
  ...roleAt('right').map((r) => `BinaryExpression${COMPARE}${r}[left.raw=${NUMBER}]`),
  // [3, 4].includes(roleId)
  ...roleAt('arguments.0').map((r) => `CallExpression[callee.property.name='includes'][callee.object.type='ArrayExpression'][callee.object.elements.0.raw=${NUMBER}]${r}`),
  // drizzle: eq(users.roleId, 50), inArray(users.roleId, [3, 4])
  ...roleAt('arguments.0').map((r) => `CallExpression[callee.name=/^(eq|ne|gt|gte|lt|lte)$/][arguments.1.raw=${NUMBER}]${r}`),
  ...roleAt('arguments.0').map((r) => `CallExpression[callee.name=/^(inArray|notInArray)$/][arguments.1.elements.0.raw=${NUMBER}]${r}`),
  // switch (roleId) { case 3: }
  ...roleAt('discriminant').map((r) => `SwitchStatement${r} > SwitchCase[test.raw=${NUMBER}]`),
];

/** The rule block. Flat config replaces a rule's options: a block that needs more `no-restricted-syntax` spreads the selectors. */
const ROLE_LITERAL_RULES = {
  'no-restricted-syntax': ['error', ...ROLE_LITERAL_SELECTORS.map((selector) => ({ selector, message: ROLE_MESSAGE }))],
};

module.exports = { ROLE_LITERAL_SELECTORS, ROLE_LITERAL_RULES, ROLE_MESSAGE };
