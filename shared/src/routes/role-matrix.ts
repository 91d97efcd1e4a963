import { ALL_ROLES, ROLE_SETS, roleSetName, type RoleId } from '../domain/roles';
import { ROUTES } from './catalogue';
import type { RouteDef } from './types';

/** The page ids a role may open (login pages only: public pages are open to everyone). */
export const pagesOfRole = (roleId: RoleId): RouteDef[] =>
  ROUTES.filter((r) => r.access === 'login' && r.roles.includes(roleId));

const cell = (allowed: boolean): string => (allowed ? '✓' : '·');

/**
 * The role × page matrix of docs/roles.md, built from the route catalogue: one table of the named
 * role sets, one row per login page. A test compares it with the document, so they cannot drift.
 */
export function roleMatrixMarkdown(): string {
  const header = (first: string[]): string[] => [
    `| ${[...first, ...ALL_ROLES.map(String)].join(' | ')} |`,
    `|${[...first, ...ALL_ROLES].map(() => '---').join('|')}|`,
  ];
  const sets = (Object.keys(ROLE_SETS) as (keyof typeof ROLE_SETS)[]).map(
    (name) => `| \`${name}\` | ${ALL_ROLES.map((id) => cell(ROLE_SETS[name].includes(id))).join(' | ')} |`,
  );
  const pages = ROUTES.filter((r) => r.access === 'login').map((r) => {
    const name = roleSetName(r.roles) ?? '(unnamed)';
    return `| \`${r.path}\` | ${r.title} | \`${name}\` | ${ALL_ROLES.map((id) => cell(r.roles.includes(id))).join(' | ')} |`;
  });
  const publicCount = ROUTES.filter((r) => r.access === 'public').length;
  const counts = `| login pages | ${ALL_ROLES.map((id) => String(pagesOfRole(id).length)).join(' | ')} |`;
  const sidebar = `| of them in the sidebar | ${ALL_ROLES.map((id) => String(pagesOfRole(id).filter((r) => r.sidebar === true).length)).join(' | ')} |`;
  return [
    '### Pages per role',
    '',
    ...header(['']),
    counts,
    sidebar,
    '',
    '### Role sets',
    '',
    ...header(['set']),
    ...sets,
    '',
    `### Pages (${pages.length} login pages; the ${publicCount} public pages take \`ALL_ROLES\`)`,
    '',
    ...header(['path', 'title', 'roles']),
    ...pages,
  ].join('\n');
}
