import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ALL_CALLS, FORM_VARIANT_CALLS } from './index';

/*
 * The contract's layout (issue 15 point 9): one call per file, each call in the folder named for
 * its api module, and docs/contracts.md naming only folders that exist.
 */

const CONTRACT_DIR = __dirname;

/**
 * The `/prefix/` of the calls each folder may declare. Most folders serve one prefix; the case
 * screens' calls kept their historical `/petition/…` paths (SPEC §7) when they moved to their own
 * folders, so those folders also allow `/petition/`.
 */
const PATH_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  account: ['delete-my-profile'],
  auth: ['auth'],
  beneficiary: ['beneficiary'],
  branches: ['branches'],
  'case-documents': ['petition', 'rfe-petition'],
  common: ['common'],
  communication: ['communication'],
  company: ['company'],
  contact: ['contact'],
  customer: ['customer'],
  dashboard: ['dashboard'],
  esign: ['esign', 'petition'],
  expiry: ['expiry'],
  'form-letter': ['form-letter', 'petition'],
  forms: ['petition', 'filled-forms-and-letters'],
  individual: ['individual'],
  jobs: ['jobs'],
  lca: ['lca'],
  'lca-paf': ['lca-paf'],
  lead: ['lead'],
  mail: ['mail'],
  masterdata: ['masterdata'],
  mfa: ['mfa'],
  notes: ['petition', 'notes'],
  notify: ['notify'],
  people: ['people'],
  'people-import': ['people-import'],
  pwd: ['pwd'],
  petition: ['petition'],
  questionnaire: ['questionnaire', 'petition'],
  reminders: ['reminders'],
  reports: ['petition', 'reports'],
  rfe: ['rfe-petition'],
  s3: ['s3'],
  'saved-views': ['petition'],
  search: ['search'],
  starred: ['starred'],
  'support-tickets': ['support-tickets'],
  tenant: ['tenant'],
  todos: ['todos'],
  users: ['users'],
  walls: ['walls'],
  'workflow-config': ['workflow'],
  'case-config': ['case-config'],
  drives: ['drives'],
};

/** Derives the per-kind variants (/rfe-petition/, /perm/, /gc-petition/) of five form calls. */
const VARIANTS_FILE = 'forms/form-variants.ts';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });

const files = sourceFiles(CONTRACT_DIR)
  .filter((f) => relative(CONTRACT_DIR, f) !== 'define-call.ts')
  .map((f) => {
    const text = readFileSync(f, 'utf8');
    return {
      file: relative(CONTRACT_DIR, f),
      calls: text.match(/\bdefineCall\(/g)?.length ?? 0,
      paths: [...text.matchAll(/\bpath:\s*'\/([a-z0-9-]+)\//g)].map((m) => m[1]!),
    };
  });

describe('contract layout', () => {
  it('declares at most one call per file', () => {
    const several = files.filter((f) => f.calls > 1).map((f) => `${f.file} (${f.calls} calls)`);
    expect(several).toEqual([]);
  });

  it('declares every call of ALL_CALLS in a file of its own (the per-kind form variants derive from them)', () => {
    const declared = files.filter((f) => f.file !== VARIANTS_FILE).reduce((n, f) => n + f.calls, 0);
    const variants = new Set(
      Object.values(FORM_VARIANT_CALLS).flatMap((calls) => Object.values(calls).map((c) => c.path)),
    );
    expect(declared).toBe(ALL_CALLS.filter((c) => !variants.has(c.path)).length);
  });

  it('keeps index and schema files free of calls', () => {
    const offenders = files.filter((f) => /(^|\/)(index|[a-z-]*schemas)\.ts$/.test(f.file) && f.calls > 0);
    expect(offenders.map((f) => f.file)).toEqual([]);
  });

  it("puts each call in the folder of its path's prefix", () => {
    const wrong = files.flatMap((f) => {
      const folder = f.file.includes('/') ? f.file.split('/')[0]! : '';
      if (f.calls === 0) return [];
      const allowed = PATH_PREFIXES[folder];
      if (!allowed) return [`${f.file}: folder ${folder || '(root)'} missing from PATH_PREFIXES`];
      return f.paths.filter((p) => !allowed.includes(p)).map((p) => `${f.file}: /${p}/`);
    });
    expect(wrong).toEqual([]);
  });

  it('lists only existing contract folders in docs/contracts.md', () => {
    const doc = readFileSync(resolve(CONTRACT_DIR, '../../../docs/contracts.md'), 'utf8');
    const named = [...doc.matchAll(/`contract\/([a-z0-9-]+)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    const missing = named.filter((folder) => !PATH_PREFIXES[folder]);
    expect(missing).toEqual([]);
    const folders = readdirSync(CONTRACT_DIR).filter((n) => statSync(join(CONTRACT_DIR, n)).isDirectory());
    expect(folders.filter((folder) => !named.includes(folder))).toEqual([]);
  });
});
