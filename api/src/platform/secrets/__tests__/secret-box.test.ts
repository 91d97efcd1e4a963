import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { needsReseal, newSecretKey, openSecret, parseSecretKeys, sealedKeyId, sealSecret, secretKeys } from '../secret-box';

describe('secret box (AES-256-GCM, rotating keys)', () => {
  const oldKey = parseSecretKeys(newSecretKey('k1'));
  const rotated = parseSecretKeys(`${newSecretKey('k2')},k1:${oldKey[0]!.key.toString('base64')}`);

  it('seals with the current key and opens it again; the stored text holds no clear value', () => {
    const sealed = sealSecret('at-secret-token', oldKey);
    expect(sealed).toMatch(/^enc:v1:k1:/);
    expect(sealed).not.toContain('at-secret-token');
    expect(openSecret(sealed, oldKey)).toBe('at-secret-token');
    expect(sealSecret('at-secret-token', oldKey)).not.toBe(sealed); // a fresh IV each time
  });

  it('reads a value written before encryption as it is and marks it for sealing', () => {
    expect(openSecret('plain-token', oldKey)).toBe('plain-token');
    expect(needsReseal('plain-token', oldKey)).toBe(true);
  });

  it('after a rotation opens rows of the old key, seals new ones with the new key', () => {
    const old = sealSecret('refresh', oldKey);
    expect(openSecret(old, rotated)).toBe('refresh');
    expect(needsReseal(old, rotated)).toBe(true);
    const again = sealSecret(openSecret(old, rotated), rotated);
    expect(sealedKeyId(again)).toBe('k2');
    expect(needsReseal(again, rotated)).toBe(false);
  });

  it('refuses a tampered value, an unknown key id and a malformed key list', () => {
    const sealed = sealSecret('secret', oldKey);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => openSecret(tampered, oldKey)).toThrow();
    expect(() => openSecret(sealSecret('x', parseSecretKeys(newSecretKey('zz'))), oldKey)).toThrow(/key "zz"/);
    expect(() => parseSecretKeys('k1:c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseSecretKeys('nokey')).toThrow(/id:base64/);
  });

  it('without PASSAGE_SECRET_KEYS generates one key file (owner-only) and keeps using it; the variable wins when set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-keys-'));
    const saved = { keys: process.env.PASSAGE_SECRET_KEYS, file: process.env.PASSAGE_SECRET_KEY_FILE };
    try {
      delete process.env.PASSAGE_SECRET_KEYS;
      process.env.PASSAGE_SECRET_KEY_FILE = join(dir, 'keys');
      const first = secretKeys();
      expect(first.map((k) => [k.id, k.key.length])).toEqual([['dev1', 32]]);
      expect(statSync(join(dir, 'keys')).mode & 0o077).toBe(0);
      expect(readFileSync(join(dir, 'keys'), 'utf8')).toContain(first[0]!.key.toString('base64'));
      const sealed = sealSecret('token');
      expect(openSecret(sealed)).toBe('token');
      process.env.PASSAGE_SECRET_KEYS = newSecretKey('prod1');
      expect(secretKeys()[0]!.id).toBe('prod1');
      expect(() => openSecret(sealed)).toThrow(/key "dev1"/);
    } finally {
      if (saved.keys === undefined) delete process.env.PASSAGE_SECRET_KEYS;
      else process.env.PASSAGE_SECRET_KEYS = saved.keys;
      if (saved.file === undefined) delete process.env.PASSAGE_SECRET_KEY_FILE;
      else process.env.PASSAGE_SECRET_KEY_FILE = saved.file;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
