import { AppError } from './errors';

/*
 * Text PostgreSQL cannot store, refused once for every call before anything reads the payload:
 * - the NUL character (U+0000): `text` columns and `jsonb` both reject it;
 * - a lone UTF-16 surrogate (half of an emoji, say): JSON.stringify writes it as `\udXXX`, which
 *   `jsonb` rejects, and text columns would silently get U+FFFD instead of what was sent;
 * - nesting deeper than MAX_DEPTH: nothing we declare is that deep, and JSON.stringify, zod and
 *   PostgreSQL's jsonb parser all recurse, so a 100 000-deep array would end in a stack overflow.
 * Keys are checked like values: a record type keeps them and stores them in `jsonb`.
 */

/** Deepest object/array nesting a payload may have (the deepest declared payload is under 10). */
export const MAX_PAYLOAD_DEPTH = 32;

export interface UnstorableText {
  /** Dotted path of the field, as in validation issues (`dependents.0.firstName`). */
  path: string;
  message: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL cannot store `s`, or undefined when it can. */
export function unstorableReason(s: string): string | undefined {
  if (s.includes('\u0000')) return 'must not contain the NUL character (\\u0000)';
  if (LONE_SURROGATE.test(s)) return 'contains an invalid character (a lone UTF-16 surrogate)';
  return undefined;
}

/**
 * The first string (value or key) in `value` that cannot be stored, or a nesting deeper than
 * MAX_PAYLOAD_DEPTH. Iterative, so any depth JSON.parse accepted is walked safely.
 */
export function findUnstorableText(value: unknown, rootPath = ''): UnstorableText | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: rootPath, depth: 0 }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      const reason = unstorableReason(v);
      if (reason) return { path, message: `${path || 'The payload'} ${reason}.` };
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= MAX_PAYLOAD_DEPTH) {
      return { path, message: `${path || 'The payload'} is nested too deeply (more than ${MAX_PAYLOAD_DEPTH} levels).` };
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: join(path, String(i)), depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(v);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const reason = unstorableReason(key);
      if (reason) return { path, message: `A field name in ${path || 'the payload'} ${reason}.` };
      stack.push({ value: (v as Record<string, unknown>)[key], path: join(path, key), depth: depth + 1 });
    }
  }
  return undefined;
}

/** 400 VALIDATION_FAILED naming the field, as the contract layer answers. */
export function unstorableTextError(found: UnstorableText): AppError {
  return new AppError('VALIDATION_FAILED', `Validation failed: ${found.message}`, {
    status: 400,
    issues: [{ path: found.path, message: found.message }],
  });
}

/** Throws 400 VALIDATION_FAILED when `value` holds text PostgreSQL cannot store. */
export function assertStorableText(value: unknown, rootPath = ''): void {
  const found = findUnstorableText(value, rootPath);
  if (found) throw unstorableTextError(found);
}
