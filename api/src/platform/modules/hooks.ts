/**
 * A hook point: a list one module reads (e.g. forms asks every "form version delete guard") and
 * other modules add to through their definition's `hooks`, not at import time. The entries are
 * installed when the app is built (`installModules`); adding the same entry twice keeps one.
 */
export interface HookPoint<T> {
  readonly name: string;
  /** The entries installed so far, in module order (the live list: its reader loops over it). */
  readonly entries: T[];
  add(entry: T): void;
  remove(entry: T): void;
}

export function defineHookPoint<T>(name: string): HookPoint<T> {
  const entries: T[] = [];
  return {
    name,
    entries,
    add(entry) {
      if (!entries.includes(entry)) entries.push(entry);
    },
    remove(entry) {
      const at = entries.indexOf(entry);
      if (at >= 0) entries.splice(at, 1);
    },
  };
}

/** One contribution of a module to a hook point (typed: the entry must fit the point). */
export interface ModuleHook {
  readonly point: HookPoint<unknown>;
  readonly entry: unknown;
}

export function hook<T>(point: HookPoint<T>, entry: T): ModuleHook {
  return { point: point as HookPoint<unknown>, entry };
}
