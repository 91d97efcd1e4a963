/**
 * Secrets at rest (OAuth tokens of storage drives, PKCS#12 passwords): AES-256-GCM through
 * node:crypto with a key kept apart from the database.
 *
 * Keys: `PASSAGE_SECRET_KEYS` = `id:base64key[,id:base64key…]` (32-byte keys); the first one encrypts,
 * every one listed decrypts, so a key rotates by putting the new one first and keeping the old one
 * until every row was written again. Without the variable a key is generated once into a key file,
 * `PASSAGE_SECRET_KEY_FILE` or `<repo>/data/secret-keys` (the `data/` folder is not in git), for
 * development and the demo (which runs with NODE_ENV=production); in production a warning says to
 * set the variable (a key next to the data it protects protects less).
 *
 * Stored form: `enc:v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url parts) in the same text column.
 * A value without the prefix was written before encryption existed: it is read as it is and is
 * encrypted the next time it is written (`sealSecret`). `needsReseal` tells a value written in
 * clear or under an older key.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { findRepoRoot } from '../config/repo-root';

const PREFIX = 'enc:v1:';
export const SECRET_KEYS_ENV = 'PASSAGE_SECRET_KEYS';

export interface SecretKey {
  id: string;
  key: Buffer;
}

export function parseSecretKeys(text: string): SecretKey[] {
  const keys = text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(':');
      if (at <= 0) throw new Error(`${SECRET_KEYS_ENV}: each key is id:base64 (got "${part.slice(0, 8)}…")`);
      const id = part.slice(0, at);
      const key = Buffer.from(part.slice(at + 1), 'base64');
      if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new Error(`${SECRET_KEYS_ENV}: key id "${id}" must be 1–32 letters, digits, - or _`);
      if (key.length !== 32) throw new Error(`${SECRET_KEYS_ENV}: key "${id}" must be 32 bytes (base64), got ${key.length}`);
      return { id, key };
    });
  if (!keys.length) throw new Error(`${SECRET_KEYS_ENV} lists no key`);
  return keys;
}

/** The development key file (generated once, outside git). */
export const devKeyFile = (): string => process.env.PASSAGE_SECRET_KEY_FILE?.trim() || join(findRepoRoot(), 'data', 'secret-keys');

function devKeys(): SecretKey[] {
  const file = devKeyFile();
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    // Written aside, then linked into place: two processes starting at once agree on one key.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, `dev1:${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    try {
      linkSync(tmp, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      unlinkSync(tmp);
    }
  }
  return parseSecretKeys(readFileSync(file, 'utf8'));
}

let cached: { source: string; keys: SecretKey[] } | undefined;

/** The keys in force: the environment's, else (not in production) the development file's. */
export function secretKeys(): SecretKey[] {
  const fromEnv = process.env[SECRET_KEYS_ENV]?.trim();
  const source = fromEnv ? `env:${fromEnv}` : `file:${devKeyFile()}`;
  if (cached?.source === source) return cached.keys;
  if (!fromEnv && process.env.NODE_ENV === 'production') {
    process.emitWarning(`${SECRET_KEYS_ENV} is not set: secrets are sealed with the generated key in ${devKeyFile()}; set it in a real deployment`);
  }
  const keys = fromEnv ? parseSecretKeys(fromEnv) : devKeys();
  cached = { source, keys };
  return keys;
}

/** A new random key in the form `PASSAGE_SECRET_KEYS` takes (for operators rotating keys). */
export const newSecretKey = (id: string): string => `${id}:${randomBytes(32).toString('base64')}`;

/** Encrypts with the current (first) key. */
export function sealSecret(plain: string, keys: SecretKey[] = secretKeys()): string {
  const { id, key } = keys[0]!;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(id));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${PREFIX}${id}:${iv.toString('base64url')}:${tag.toString('base64url')}:${data.toString('base64url')}`;
}

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

/** The key id a stored value was sealed with (null: written in clear). */
export const sealedKeyId = (value: string): string | null => (isSealed(value) ? value.slice(PREFIX.length).split(':')[0]! : null);

/** Decrypts a stored value; a value written before encryption (no prefix) is answered as it is. */
export function openSecret(stored: string, keys: SecretKey[] = secretKeys()): string {
  if (!isSealed(stored)) return stored;
  const [id, iv, tag, data] = stored.slice(PREFIX.length).split(':');
  const found = keys.find((k) => k.id === id);
  if (!found || !iv || !tag || data === undefined) throw new Error(`A stored secret was sealed with key "${id}", which is not among ${SECRET_KEYS_ENV}`);
  const decipher = createDecipheriv('aes-256-gcm', found.key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(found.id));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

export const openSecretOrNull = (stored: string | null): string | null => (stored === null ? null : openSecret(stored));
export const sealSecretOrNull = (plain: string | null): string | null => (plain === null ? null : sealSecret(plain));

/** True when a stored value is in clear or sealed with a key other than the current one. */
export const needsReseal = (stored: string, keys: SecretKey[] = secretKeys()): boolean => sealedKeyId(stored) !== keys[0]!.id;
