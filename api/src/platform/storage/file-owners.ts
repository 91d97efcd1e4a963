import type { Db } from '../db';
import type { CallContext } from '../http/call-context';
import { AppError, conflict } from '../http/errors';
import type { FileRow } from './storage.table';

/**
 * One kind of record that holds stored files (a case document, a beneficiary document, a form
 * version…), declared by the module that owns the table. The storage calls ask every kind who
 * holds a key and let the caller open the file only if they may see one of its holders
 * (docs/documents.md, "Who may open a file").
 */
export interface FileOwnerPolicy<O extends { key: string } = { key: string }> {
  /** A short stable name (`case-document`), for logs and tests. */
  kind: string;
  /** How the 409 names it: "This file belongs to {label}; remove it there." */
  label: string;
  /** The records of this kind that hold any of `keys` (bare storage keys of the call's tenant). */
  ownersOf(tx: Db, keys: readonly string[]): Promise<O[]>;
  /**
   * Whether the signed-in caller may see `owner`, by the module's own visibility rules. A refusal
   * the module throws (403, 404) counts as "no".
   */
  canRead(ctx: CallContext<unknown>, owner: O): Promise<boolean>;
}

/** A holder of one key, with its kind's read check bound to it. */
export interface FileHolder {
  kind: string;
  label: string;
  key: string;
  canRead(ctx: CallContext<unknown>): Promise<boolean>;
}

/** The registry entry as the storage plugin keeps it: owners found as bound holders. */
export interface FileOwnerKind {
  kind: string;
  label: string;
  holdersOf(tx: Db, keys: readonly string[]): Promise<FileHolder[]>;
}

/** A refusal thrown by a module's visibility check: means "may not see it". */
const isRefusal = (err: unknown): boolean =>
  err instanceof AppError && (err.statusCode === 401 || err.statusCode === 403 || err.statusCode === 404);

/** Declares an owner kind; each module exports one per table (or JSON field) that holds file keys. */
export function defineFileOwner<O extends { key: string }>(policy: FileOwnerPolicy<O>): FileOwnerKind {
  return {
    kind: policy.kind,
    label: policy.label,
    async holdersOf(tx, keys) {
      if (keys.length === 0) return [];
      const owners = await policy.ownersOf(tx, keys);
      return owners.map((o) => ({
        kind: policy.kind,
        label: policy.label,
        key: o.key,
        async canRead(ctx) {
          try {
            return await policy.canRead(ctx, o);
          } catch (err) {
            if (isRefusal(err)) return false;
            throw err;
          }
        },
      }));
    },
  };
}

/** The same answer as an unknown key: a file the caller may not see does not exist for them. */
export const fileNotFound = (): AppError => new AppError('NOT_FOUND', 'File not found', { status: 404 });

/**
 * Decides the generic file calls (`/s3/get-signed-url`, `/s3/delete`, `/common/delete-doc-via-path`)
 * from the registered owner kinds. Default deny: a file no kind holds is the uploader's alone.
 */
export class FileAccess {
  constructor(readonly kinds: readonly FileOwnerKind[]) {
    const seen = new Set<string>();
    for (const k of kinds) {
      if (seen.has(k.kind)) throw new Error(`File owner kind ${k.kind} is registered twice`);
      seen.add(k.kind);
    }
  }

  /** Every holder of each key, in registry order. */
  async holders(tx: Db, keys: readonly string[]): Promise<Map<string, FileHolder[]>> {
    const out = new Map<string, FileHolder[]>(keys.map((k) => [k, []]));
    for (const kind of this.kinds) {
      for (const h of await kind.holdersOf(tx, keys)) out.get(h.key)?.push(h);
    }
    return out;
  }

  /** True when some holder of the file lets the caller see it, or, unheld, the caller uploaded it. */
  private async mayRead(
    ctx: CallContext<unknown>,
    file: FileRow,
    held: readonly FileHolder[],
  ): Promise<FileHolder | 'own' | null> {
    if (held.length === 0) return file.createdBy !== null && file.createdBy === ctx.session?.userId ? 'own' : null;
    for (const h of held) if (await h.canRead(ctx)) return h;
    return null;
  }

  /** Read: 404 unless the caller may see a holder (or uploaded the unheld file). */
  async assertReadable(ctx: CallContext<unknown>, rows: readonly FileRow[]): Promise<void> {
    const byKey = await this.holders(
      ctx.tx,
      rows.map((r) => r.key),
    );
    for (const file of rows) {
      if (!(await this.mayRead(ctx, file, byKey.get(file.key) ?? []))) throw fileNotFound();
    }
  }

  /**
   * Delete through the generic calls: only an unheld file its uploader removes. A held file the
   * caller sees is 409 naming its holder (removed through that record's own call); one they do not
   * see is 404. All keys are checked before any is removed.
   */
  async assertDeletable(ctx: CallContext<unknown>, rows: readonly FileRow[]): Promise<void> {
    const byKey = await this.holders(
      ctx.tx,
      rows.map((r) => r.key),
    );
    let held: FileHolder | undefined;
    for (const file of rows) {
      const verdict = await this.mayRead(ctx, file, byKey.get(file.key) ?? []);
      if (!verdict) throw fileNotFound();
      if (verdict !== 'own') held ??= verdict;
    }
    if (held) throw conflict(`This file belongs to ${held.label}; remove it there.`);
  }

  /**
   * Before a create/update call makes a record hold these files: a file another record holds is
   * 404 unless the caller may see that record, so naming a key cannot copy a file into a record
   * others see. Unheld files pass (the module applies its own rule, e.g. only the uploader's).
   */
  async assertAttachable(ctx: CallContext<unknown>, rows: readonly FileRow[]): Promise<void> {
    const byKey = await this.holders(
      ctx.tx,
      rows.map((r) => r.key),
    );
    for (const file of rows) {
      const held = byKey.get(file.key) ?? [];
      if (held.length && !(await this.mayRead(ctx, file, held))) throw fileNotFound();
    }
  }

  /** Keys of `keys` that no record holds any more (what a module may release after removing its row). */
  async unheld(tx: Db, keys: readonly string[]): Promise<string[]> {
    const byKey = await this.holders(tx, keys);
    return keys.filter((k) => (byKey.get(k) ?? []).length === 0);
  }
}
