import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROUTES } from '../routes/catalogue';
import { REMOTE_NAMES, REMOTE_SAMPLE_PATHS, type RemoteName } from './remotes';

const file = JSON.parse(readFileSync(resolve(__dirname, '../../remotes.json'), 'utf8')) as {
  remotes: { name: string; samplePath: string }[];
};

/** Every member of the RemoteName union, spelled once more so that a missing one fails to compile. */
const TYPED: Record<RemoteName, true> = {
  'mf-cases': true,
  'mf-perm-gc': true,
  'mf-lca-pwd': true,
  'mf-people': true,
  'mf-billing': true,
  'mf-comms': true,
  'mf-reports': true,
  'mf-settings': true,
};

describe('the one list of remotes (shared/remotes.json)', () => {
  it('types exactly the remotes the file lists', () => {
    expect([...REMOTE_NAMES].sort()).toEqual(Object.keys(TYPED).sort());
    expect(REMOTE_NAMES).toEqual(file.remotes.map((r) => r.name));
  });

  it('names each remote as its workspace folder, with a sample page', () => {
    for (const remote of REMOTE_NAMES) {
      const pkg = JSON.parse(readFileSync(resolve(__dirname, '../../..', remote, 'package.json'), 'utf8')) as {
        name: string;
      };
      expect(pkg.name).toBe(remote);
      expect(REMOTE_SAMPLE_PATHS[remote]).toMatch(/^\/[a-z-]+$/);
      expect(ROUTES.find((r) => r.path === REMOTE_SAMPLE_PATHS[remote])?.owner).toBe(remote);
    }
  });
});
