import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/*
 * Each `shared/<subpath>` is one federation module, and a remote that provides an entry the shell
 * has not loaded runs its own copy of whatever that entry reaches by relative path. For the
 * modules with identity — the services context and the session and toast stores (session/), the
 * ApiError class checked with instanceof (client/), the query layer (query/) — a second copy
 * breaks the page (useApi outside its provider, a store nobody writes). So inside `shared`, code
 * outside those folders imports them by specifier (`shared/session`, `shared/client`,
 * `shared/query`), never by relative path (docs/ui-kit.md "Narrow entries"). Type-only imports
 * are erased at build time and allowed.
 */

const SRC = resolve(__dirname, '..');
const STATEFUL = ['session', 'client', 'query'];
/** Not part of any entry a page loads: tests, test helpers, and the stand-alone dev frame. */
const SKIP = /(\.test\.tsx?$|(^|\/)testing\/|^dev\/)/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

const resolveRelative = (from: string, specifier: string): string | undefined => {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (p) => existsSync(p) && statSync(p).isFile(),
  );
};

const topFolder = (file: string): string => relative(SRC, file).split('/')[0]!;

/** Relative imports and re-exports that load code at run time (not `import type` / `export type`). */
const runtimeRelativeImports = (text: string): string[] =>
  [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.{1,2}\/[^']*)'/gm)].map((m) => m[1]!);

describe('stateful shared modules have one instance', () => {
  const files = sourceFiles(SRC).filter((f) => !SKIP.test(relative(SRC, f)));

  it('finds the sources (a guard against a scan that reads nothing)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((f) => relative(SRC, f) === 'ui/list/ExportCsvButton.tsx')).toBe(true);
  });

  it('imports session, client and query code by specifier from outside their folders', () => {
    const offenders = files.flatMap((file) => {
      const own = topFolder(file);
      return runtimeRelativeImports(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const target = resolveRelative(file, specifier);
        if (!target) return [];
        const folder = topFolder(target);
        return STATEFUL.includes(folder) && folder !== own ? [`${relative(SRC, file)} → ${specifier}`] : [];
      });
    });
    expect(offenders).toEqual([]);
  });

  it('reads a relative import of the session store as one (the check can fail)', () => {
    const text = "import { useToast } from '../../session';\nimport type { ApiClient } from '../../client';";
    expect(runtimeRelativeImports(text)).toEqual(['../../session']);
    expect(topFolder(resolveRelative(join(SRC, 'ui/list/ExportCsvButton.tsx'), '../../session')!)).toBe('session');
  });
});
