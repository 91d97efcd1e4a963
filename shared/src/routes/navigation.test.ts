import { ROLE_NAMES, type RoleId } from '../domain/roles';
import { ROUTES, landingPath, matchRoute, pageTitle, routeById, type RouteDef } from './index';

const route = (id: string): RouteDef => {
  const found = routeById(id);
  if (found === undefined) throw new Error(`No route ${id}`);
  return found;
};

describe('pageTitle', () => {
  it.each(['settings.basic', 'settings.basicConfiguration'])('titles %s by role', (id) => {
    expect(pageTitle(route(id), 1)).toBe('Settings');
    for (const roleId of [2, 3, 50]) expect(pageTitle(route(id), roleId)).toBe('Company Details & Settings');
    expect(pageTitle(route(id), 6)).toBe(route(id).title);
    expect(pageTitle(route(id), undefined)).toBe(route(id).title);
  });

  it('uses the route title everywhere else, whatever the role', () => {
    const roles = Object.keys(ROLE_NAMES).map(Number) as RoleId[];
    for (const r of ROUTES.filter((x) => !x.id.startsWith('settings.basic'))) {
      for (const roleId of roles) expect(pageTitle(r, roleId)).toBe(r.title);
    }
  });
});

describe('landingPath', () => {
  it('sends I-9 users to the I-9 list', () => {
    expect(landingPath(49, 0)).toBe('/i9-list');
    expect(landingPath(49, 3)).toBe('/i9-list');
  });

  it('sends beneficiaries to CAP registrations only when they have cap cases', () => {
    expect(landingPath(51, 1)).toBe('/cap-registrations');
    expect(landingPath(51, 0)).toBe('/cases');
    expect(landingPath(51, null)).toBe('/cases');
  });

  it('sends everyone else to the dashboard', () => {
    for (const roleId of [1, 2, 3, 4, 7, 11, 50, undefined]) expect(landingPath(roleId, 5)).toBe('/dashboard');
  });

  it('lands only on catalogue pages that need a login', () => {
    for (const path of ['/i9-list', '/cap-registrations', '/cases', '/dashboard']) {
      expect(matchRoute(path)?.route).toMatchObject({ path, access: 'login' });
    }
  });
});
