import { REMOTE_NAMES } from '../federation';
import { ROUTES, ROUTES_BY_OWNER } from './catalogue';

describe('catalogue by owner', () => {
  it('keeps in each owner file only the routes that owner renders', () => {
    for (const [owner, routes] of Object.entries(ROUTES_BY_OWNER)) {
      expect(routes.filter((r) => r.owner !== owner).map((r) => r.id)).toEqual([]);
    }
  });

  it('has one file per remote plus the shell', () => {
    expect(Object.keys(ROUTES_BY_OWNER).sort()).toEqual(['shell', ...REMOTE_NAMES].sort());
  });

  it('assembles ROUTES from the owner files, nothing lost or added', () => {
    expect(ROUTES).toEqual(Object.values(ROUTES_BY_OWNER).flat());
  });
});
