import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { QUERY_FREE_PATHS } from '../withQueries';

/*
 * The pages in QUERY_FREE_PATHS render without TanStack Query's provider (issue 21 point 4): a
 * query hook anywhere in their static imports would throw "No QueryClient set". This walks each
 * page's imports inside the shell and fails on any import of TanStack Query or shared/query.
 */
const SRC = path.resolve(__dirname, '../../..');
const PAGES = path.join(SRC, 'pages');
const loaders = readFileSync(path.join(PAGES, 'shellPages.ts'), 'utf8');

/** Catalogue path → page file, from the loaders of shellPages.ts. */
const pageFiles = new Map<string, string>(
  [...loaders.matchAll(/'([^']+)': \(\) =>\s*import\('\.\/([^']+)'\)/g)].map((m) => [m[1]!, m[2]!]),
);

function resolveLocal(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) =>
    existsSync(f),
  );
}

/** Every bare import reached from `file` through the shell's relative imports (types excluded). */
function reachedPackages(file: string, seen = new Set<string>(), out = new Set<string>()): Set<string> {
  if (seen.has(file)) return out;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^import\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) {
    if (m[1]) continue;
    const spec = m[2]!;
    if (spec.startsWith('.')) {
      const next = resolveLocal(file, spec);
      if (next) reachedPackages(next, seen, out);
    } else out.add(spec);
  }
  return out;
}

test.each([...QUERY_FREE_PATHS])('%s has a page chunk that imports no query library', (routePath) => {
  const page = pageFiles.get(routePath);
  expect(page).toBeDefined();
  const file = resolveLocal(path.join(PAGES, 'x.ts'), `./${page}`);
  expect(file).toBeDefined();
  const packages = [...reachedPackages(file!)];
  expect(packages).toContain('shared/session');
  expect(packages.filter((p) => p.startsWith('@tanstack/react-query') || p === 'shared/query')).toEqual([]);
});

test('the walker sees a query import where there is one (the profile page)', () => {
  const file = resolveLocal(path.join(PAGES, 'x.ts'), `./${pageFiles.get('/profile')}`);
  const packages = [...reachedPackages(file!)];
  expect(packages.some((p) => p.startsWith('@tanstack/react-query') || p === 'shared/query')).toBe(true);
});
