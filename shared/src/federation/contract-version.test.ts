import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  checkContract,
  contractOfManifest,
  CONTRACT_VERSION,
  describeContractMismatch,
  isSupportedContract,
  parseContractVersion,
  SUPPORTED_CONTRACT_MAJOR,
} from './contract-version';

const pkg = JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')) as { version: string };

describe('contract version (ADR 0008)', () => {
  it('is the version of shared/package.json', () => {
    expect(CONTRACT_VERSION).toBe(pkg.version);
    expect(SUPPORTED_CONTRACT_MAJOR).toBe(parseContractVersion(pkg.version)!.major);
  });

  it('runs remotes of the same major built against this or an older minor, any patch', () => {
    expect(checkContract('1.4.0', '1.4.0').ok).toBe(true);
    expect(checkContract('1.3.9', '1.4.0').ok).toBe(true);
    expect(checkContract('1.0.0', '1.4.0').ok).toBe(true);
    expect(checkContract('1.4.7', '1.4.0').ok).toBe(true);
  });

  it('refuses a remote needing a newer minor or another major, and unreadable versions', () => {
    expect(checkContract('1.5.0', '1.4.0')).toMatchObject({ ok: false, reason: 'newer-minor' });
    expect(checkContract('2.0.0', '1.4.0')).toMatchObject({ ok: false, reason: 'other-major' });
    expect(checkContract('0.9.0', '1.4.0')).toMatchObject({ ok: false, reason: 'other-major' });
    expect(checkContract('latest', '1.4.0')).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(isSupportedContract(CONTRACT_VERSION)).toBe(true);
  });

  it('says which side is behind', () => {
    const newer = checkContract('1.5.0', '1.4.0');
    const older = checkContract('0.9.0', '1.4.0');
    if (newer.ok || older.ok) throw new Error('expected refusals');
    expect(describeContractMismatch('mf-cases', newer)).toMatch(
      /mf-cases was built for a newer version .*1\.5\.0.*1\.4\.0/,
    );
    expect(describeContractMismatch('mf-cases', older)).toMatch(/older version .* must be rebuilt/);
  });

  it("reads the contract from a remote's mf-manifest.json shared entries", () => {
    expect(
      contractOfManifest({
        shared: [
          { name: 'react', version: '19.3.1' },
          { name: 'shared/federation', version: '1.2.0' },
        ],
      }),
    ).toBe('1.2.0');
    expect(contractOfManifest({ shared: [{ name: 'react', version: '19.3.1' }] })).toBeNull();
    expect(contractOfManifest('{ not a manifest')).toBeNull();
    expect(contractOfManifest(null)).toBeNull();
  });
});
