import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/*
 * `pnpm new:domain` (scripts/new-domain.mjs) run into a temporary copy of the registration files:
 * what it creates, what it adds to the lists, and what it refuses. The generated code itself is
 * checked by typechecking and running its tests in a full checkout (docs/testing.md "Generator").
 */

const REPO = resolve(__dirname, '../../../..');
const SCRIPT = join(REPO, 'scripts/new-domain.mjs');
const REGISTRATIONS = [
  '.prettierrc.json',
  'shared/remotes.json',
  'shared/src/contract/index.ts',
  'shared/src/contract/contract-layout.test.ts',
  'shared/src/routes/catalogue/mf-comms.ts',
  'api/src/app.ts',
  'mf-comms/src/remote.tsx',
  'docs/contracts.md',
];

const run = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, ...args, '--root', root, '--no-role-matrix'], { encoding: 'utf8' });

describe('pnpm new:domain', () => {
  let root: string;
  const read = (file: string) => readFileSync(join(root, file), 'utf8');

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'passage-new-domain-'));
    for (const file of REGISTRATIONS) {
      if (!existsSync(join(REPO, file))) continue;
      mkdirSync(dirname(join(root, file)), { recursive: true });
      copyFileSync(join(REPO, file), join(root, file));
    }
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('creates the contract folder, the api module with a callAs test, and the remote feature with its page test', () => {
    const res = run(root, 'email-campaigns', '--remote', 'mf-comms');
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    for (const file of [
      'shared/src/contract/email-campaigns/index.ts',
      'shared/src/contract/email-campaigns/email-campaigns-schemas.ts',
      'shared/src/contract/email-campaigns/list-email-campaigns.ts',
      'api/src/modules/email-campaigns/index.ts',
      'api/src/modules/email-campaigns/email-campaigns.routes.ts',
      'api/src/modules/email-campaigns/email-campaigns.service.ts',
      'api/src/modules/email-campaigns/__tests__/email-campaigns.test.ts',
      'mf-comms/src/features/email-campaigns/api/emailCampaignsQueries.ts',
      'mf-comms/src/features/email-campaigns/__tests__/EmailCampaignsPage.test.tsx',
      'mf-comms/src/pages/EmailCampaignsPage.tsx',
    ]) {
      expect({ file, exists: existsSync(join(root, file)) }).toEqual({ file, exists: true });
    }
    // One call per contract file; the module exports one definition; the first api test uses callAs.
    expect(read('shared/src/contract/email-campaigns/list-email-campaigns.ts').match(/defineCall\(/g)).toHaveLength(1);
    expect(read('shared/src/contract/email-campaigns/list-email-campaigns.ts')).toContain(
      "path: '/email-campaigns/list'",
    );
    expect(read('api/src/modules/email-campaigns/index.ts')).toMatch(
      /export const emailCampaignsModule = defineModule\(\(\) => \(\{\s*name: 'email-campaigns'/,
    );
    expect(read('api/src/modules/email-campaigns/__tests__/email-campaigns.test.ts')).toContain(
      'callAs(app, listEmailCampaignsCall',
    );
    expect(read('mf-comms/src/features/email-campaigns/api/emailCampaignsQueries.ts')).toContain(
      'useCallQuery(listEmailCampaignsCall',
    );
  });

  it('registers the domain at the end of each list', () => {
    expect(run(root, 'email-campaigns', '--remote', 'mf-comms').status).toBe(0);
    const app = read('api/src/app.ts');
    expect(app).toContain("import { emailCampaignsModule } from './modules/email-campaigns';");
    expect(app).toMatch(/export const MODULES[\s\S]*?\n\s+emailCampaignsModule,\n\];/);
    const contract = read('shared/src/contract/index.ts');
    expect(contract).toContain("import { EMAIL_CAMPAIGNS_CALLS } from './email-campaigns';");
    expect(contract).toContain("export * from './email-campaigns';");
    expect(contract).toMatch(/\.\.\.\(EMAIL_CAMPAIGNS_CALLS as readonly AnyCallDeclaration\[\]\),\n\];/);
    expect(read('shared/src/contract/contract-layout.test.ts')).toContain("'email-campaigns': ['email-campaigns'],");
    const catalogue = read('shared/src/routes/catalogue/mf-comms.ts');
    expect(catalogue).toContain("id: 'comms.emailCampaigns'");
    expect(catalogue).toContain("path: '/email-campaigns'");
    expect(catalogue).toContain("owner: 'mf-comms'");
    expect(read('mf-comms/src/remote.tsx')).toContain(
      "'comms.emailCampaigns': lazy(() => import('./pages/EmailCampaignsPage'))",
    );
    expect(read('docs/contracts.md')).toContain(
      '| /email-campaigns | `contract/email-campaigns` | `/email-campaigns/` | `email-campaigns` | mf-comms |',
    );
  });

  it('without --remote, creates no remote files and leaves the catalogue alone', () => {
    const catalogue = read('shared/src/routes/catalogue/mf-comms.ts');
    expect(run(root, 'surveys').status).toBe(0);
    expect(existsSync(join(root, 'api/src/modules/surveys/index.ts'))).toBe(true);
    expect(existsSync(join(root, 'mf-comms/src/features/surveys'))).toBe(false);
    expect(read('shared/src/routes/catalogue/mf-comms.ts')).toBe(catalogue);
  });

  it('--dry-run lists the files and writes nothing', () => {
    const app = read('api/src/app.ts');
    const res = run(root, 'surveys', '--remote', 'mf-comms', '--dry-run');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('would create api/src/modules/surveys/index.ts');
    expect(res.stdout).toContain('would edit api/src/app.ts');
    expect(existsSync(join(root, 'api/src/modules/surveys'))).toBe(false);
    expect(read('api/src/app.ts')).toBe(app);
  });

  it('refuses an existing domain, a name that is not kebab-case and an unknown remote', () => {
    expect(run(root, 'surveys').status).toBe(0);
    const again = run(root, 'surveys');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('exists already');
    expect(run(root, 'Bad_Name').stderr).toContain('is not a kebab-case name');
    expect(run(root, 'polls', '--remote', 'mf-nowhere').stderr).toContain('is not a remote of shared/remotes.json');
    expect(existsSync(join(root, 'api/src/modules/polls'))).toBe(false);
  });

  it('prints its usage', () => {
    expect(execFileSync(process.execPath, [SCRIPT, '--help'], { encoding: 'utf8' })).toContain(
      'usage: pnpm new:domain <name>',
    );
  });
});
