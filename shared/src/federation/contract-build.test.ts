import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkContract, contractOfManifest, CONTRACT_VERSION, parseContractVersion } from './contract-version';

/*
 * ADR 0008, "a test builds a remote against the current shell and against the previous minor":
 * scripts/contract-probe.cjs builds a minimal remote with the project's webpack preset against a
 * `shared` package of a given version; the shell's check then reads the built mf-manifest.json.
 * A development build of the probe takes a few seconds.
 */

const ROOT = resolve(__dirname, '../../..');
const { major, minor } = parseContractVersion(CONTRACT_VERSION)!;
const PREVIOUS_MINOR = `${major}.${Math.max(minor - 1, 0)}.0`;
const NEXT_MINOR = `${major}.${minor + 1}.0`;
const NEXT_MAJOR = `${major + 1}.0.0`;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The contract the built remote's mf-manifest.json declares. */
function buildRemoteAgainst(sharedVersion: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'passage-contract-probe-'));
  dirs.push(dir);
  const out = execFileSync(
    process.execPath,
    ['scripts/contract-probe.cjs', '--shared-version', sharedVersion, '--dir', dir],
    {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 90_000,
    },
  );
  const { shared } = JSON.parse(out.trim().split('\n').pop()!) as { shared: { name: string; version: string }[] };
  return contractOfManifest({ shared });
}

describe('a remote built against a contract version (ADR 0008)', () => {
  it('has a previous minor to test against', () => {
    expect(minor).toBeGreaterThan(0);
  });

  it.each([
    ['the current contract', CONTRACT_VERSION, true],
    ['the previous minor', PREVIOUS_MINOR, true],
    ['the next minor (newer than this shell)', NEXT_MINOR, false],
    ['the next major', NEXT_MAJOR, false],
  ])(
    'declares %s (%s) in its manifest; the current shell loads it: %s',
    (_label, version, loads) => {
      const declared = buildRemoteAgainst(version);
      expect(declared).toBe(version);
      expect(checkContract(declared!, CONTRACT_VERSION).ok).toBe(loads);
    },
    120_000,
  );
});
