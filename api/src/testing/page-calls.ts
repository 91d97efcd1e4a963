import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as contract from 'shared/contract';
import { ALL_CALLS, caseNamesCall, type AnyCallDeclaration } from 'shared/contract';
import { ROUTES } from 'shared/routes';

/*
 * Which calls each page of the route catalogue makes, read from the source of the shell and the
 * remotes (issue 14): a page's calls are the call declarations imported from `shared/contract` by
 * the page's module and every module it imports, transitively, within its app. The shell's frame
 * (AppLayout: header, sidebar, starred, notifications, search) runs on every signed-in page.
 */

const ROOT = resolve(__dirname, '../../..');
const DECLARATIONS = new Set<AnyCallDeclaration>(ALL_CALLS);
const BY_EXPORT: ReadonlyMap<string, AnyCallDeclaration> = new Map(
  Object.entries(contract).flatMap(([name, value]) =>
    DECLARATIONS.has(value as AnyCallDeclaration) ? [[name, value as AnyCallDeclaration]] : [],
  ),
);

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveModule(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  if (/\.(tsx?)$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate));
}

/** The names a `{ … }` import or export list brings in at run time (`type` ones dropped), as exported. */
function runtimeNames(list: string, side: 'imported' | 'exported'): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return (side === 'exported' ? (alias ?? name) : name)!.trim();
    });
}

/**
 * The workspace package `case-kit` (docs/case-kit.md) is imported by its entries (`case-kit/details`,
 * …): follow, through the entry's re-exports, only the modules of the names the page imports.
 */
function caseKitModules(entry: string, list: string): string[] {
  const exportsMap = (
    JSON.parse(readFileSync(resolve(ROOT, 'case-kit/package.json'), 'utf8')) as { exports: Record<string, string> }
  ).exports;
  const target =
    exportsMap[`./${entry}`] ??
    exportsMap[`./${entry.split('/')[0]}/*`]?.replace('*', entry.split('/').slice(1).join('/'));
  if (!target) return [];
  const file = resolve(ROOT, 'case-kit', target);
  const text = readFileSync(file, 'utf8');
  const wanted = new Set(runtimeNames(list, 'imported'));
  const reexports = [...text.matchAll(/export\s+(\*|\{([^}]*)\})\s+from\s+'(\.{1,2}\/[^']+)'/g)];
  if (reexports.length === 0) return [file];
  return reexports
    .filter((m) => m[1] === '*' || runtimeNames(m[2]!, 'exported').some((name) => wanted.has(name)))
    .flatMap((m) => resolveModule(file, m[3]!) ?? []);
}

interface ModuleFacts {
  /** Declarations the module loads data with: `api.call(decl, …, { signal })` (a query). */
  loads: AnyCallDeclaration[];
  /** Every declaration the module imports (loads, mutations, declarations handed to helpers). */
  calls: AnyCallDeclaration[];
  imports: string[];
}

/** The argument text of each `api.call(` (or another opening, e.g. `useCallQuery(`) in the source, parentheses balanced. */
function apiCallArguments(text: string, opening: RegExp = /\bapi\.call\(/g): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(opening)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    while (i < text.length && depth > 0) {
      const ch = text[i];
      if (ch === '(') depth += 1;
      else if (ch === ')') depth -= 1;
      i += 1;
    }
    out.push(text.slice(start, i - 1));
  }
  return out;
}

const facts = new Map<string, ModuleFacts>();

/** shared/query hooks that load a call themselves: a module that uses one makes that call. */
const SHARED_QUERY_HOOKS: readonly (readonly [string, AnyCallDeclaration])[] = [['useCaseTypeNames', caseNamesCall]];

function readModule(file: string): ModuleFacts {
  const known = facts.get(file);
  if (known) return known;
  const text = readFileSync(file, 'utf8');
  const calls: AnyCallDeclaration[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'shared\/(?:contract(?:\/[\w-]+)?|auth-contract)'/g)) {
    if (m[1]) continue;
    for (const part of (m[2] ?? '').split(',')) {
      const name =
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '';
      const decl = BY_EXPORT.get(name);
      if (decl && !part.trim().startsWith('type ')) calls.push(decl);
    }
  }
  const imported = new Map<string, AnyCallDeclaration>();
  for (const m of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'shared\/(?:contract(?:\/[\w-]+)?|auth-contract)'/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const [name, local] = part
        .trim()
        .split(/\s+as\s+/)
        .map((x) => x.trim());
      const decl = name ? BY_EXPORT.get(name) : undefined;
      if (decl) imported.set(local ?? name!, decl);
    }
  }
  const loads: AnyCallDeclaration[] = [];
  for (const args of apiCallArguments(text)) {
    if (!/\bsignal\b/.test(args)) continue;
    const first = /^\s*([\w$]+)/.exec(args)?.[1];
    const decl = first ? imported.get(first) : undefined;
    if (decl) loads.push(decl);
  }
  // The query layer (shared/query): `useCallQuery(decl, …)` and `callQueryOptions(api, decl, …)` are queries too,
  // and so are mf-people's entity factories (features/people/api/entityQueries.ts), which make the
  // query of the declaration they are given: `listPageFetcher(decl, …)` and `detailsQuery(decl, …)`.
  for (const args of [
    ...apiCallArguments(text, /\buseCallQuery\(/g),
    ...apiCallArguments(text, /\blistPageFetcher\(/g),
    ...apiCallArguments(text, /\bdetailsQuery\(/g),
    ...apiCallArguments(text, /\bcallQueryOptions\(/g).map((a) => a.replace(/^\s*[\w$.]+\s*,/, '')),
  ]) {
    const first = /^\s*([\w$]+)/.exec(args)?.[1];
    const decl = first ? imported.get(first) : undefined;
    if (decl) loads.push(decl);
  }
  // Hooks of the shared query layer that make a call of their own.
  for (const [hook, decl] of SHARED_QUERY_HOOKS) {
    if (new RegExp(`\\b${hook}\\(`).test(text)) {
      loads.push(decl);
      calls.push(decl);
    }
  }
  const imports: string[] = [];
  for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)) {
    const target = resolveModule(file, m[1]!);
    if (target && !/\.test\.tsx?$/.test(target)) imports.push(target);
  }
  for (const m of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'case-kit\/([^']+)'/g)) {
    imports.push(...caseKitModules(m[2]!, m[1]!));
  }
  const result = { loads, calls, imports };
  facts.set(file, result);
  return result;
}

export interface ReachedCalls {
  /** Calls that load the page's data (queries). */
  loads: Set<AnyCallDeclaration>;
  /** Every call the page's code may make. */
  calls: Set<AnyCallDeclaration>;
}

/** Every call declaration a module reaches through its imports. */
export function callsReachedFrom(file: string): ReachedCalls {
  const seen = new Set<string>();
  const reached: ReachedCalls = { loads: new Set(), calls: new Set() };
  const stack = [file];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const m = readModule(next);
    for (const c of m.calls) reached.calls.add(c);
    for (const c of m.loads) reached.loads.add(c);
    stack.push(...m.imports);
  }
  return reached;
}

/** Route id → the module that renders it in a remote, read from the remote's `remote.tsx`. */
function remotePageModules(remote: string): Map<string, string> {
  const file = resolve(ROOT, remote, 'src/remote.tsx');
  const text = readFileSync(file, 'utf8');
  const named = new Map<string, string>();
  for (const m of text.matchAll(/const\s+(\w+)\s*=\s*lazy\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*\)/g)) {
    named.set(m[1]!, resolveModule(file, m[2]!)!);
  }
  // A page component that wraps a lazy one (`function CasesPage(props) { … <LazyCasesPage … /> … }`,
  // a loading header around it) renders that lazy page's module.
  for (const m of text.matchAll(/function\s+(\w+)\s*\([^)]*\)\s*\{([\s\S]*?)\n\}/g)) {
    const wrapped = [...m[2]!.matchAll(/<(\w+)\b/g)].map((t) => named.get(t[1]!)).find(Boolean);
    if (wrapped) named.set(m[1]!, wrapped);
  }
  const pages = new Map<string, string>();
  // A route id is a quoted key ('cases.list'), or a bare one where it is one word (`dashboard:`, as
  // prettier writes it); a bare key counts only when it is a route of this remote (not `id:`).
  const ownIds = new Set(ROUTES.filter((r) => r.owner === remote).map((r) => r.id));
  for (const m of text.matchAll(
    /(?:'([\w.]+)'|\b(\w+)):\s*(?:lazy\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*\)|(\w+))/g,
  )) {
    const id = m[1] ?? m[2]!;
    if (!m[1] && !ownIds.has(id)) continue;
    const module = m[3] ? resolveModule(file, m[3]) : named.get(m[4]!);
    if (!module) throw new Error(`${remote}: cannot find the page module of ${id}`);
    pages.set(id, module);
  }
  const fallback = /,\s*\(\)\s*=>\s*import\('([^']+)'\)\s*,?\s*\)/.exec(text);
  if (!fallback) throw new Error(`${remote}: no fallback page in definePages`);
  const fallbackModule = resolveModule(file, fallback[1]!)!;
  for (const route of ROUTES.filter((r) => r.owner === remote)) {
    if (!pages.has(route.id)) pages.set(route.id, fallbackModule);
  }
  return pages;
}

/** Route id → the module that renders it in the shell, read from `shellPages.ts` (its lazy loaders). */
function shellPageModules(): Map<string, string> {
  const file = resolve(ROOT, 'shell/src/pages/shellPages.ts');
  const text = readFileSync(file, 'utf8');
  const imported = new Map<string, string>();
  for (const m of text.matchAll(/import\s+\{\s*(\w+)\s*\}\s+from\s+'([^']+)'/g)) {
    const module = resolveModule(file, m[2]!);
    if (module) imported.set(m[1]!, module);
  }
  const fallback = resolveModule(file, './ShellRoutePage')!;
  const pages = new Map<string, string>();
  for (const route of ROUTES.filter((r) => r.owner === 'shell')) {
    const key = `'${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}':\\s*`;
    // A page loaded on its own: `'/path': () => import('./Page').then(...)`; or imported by name.
    const lazy = new RegExp(`${key}\\(\\)\\s*=>\\s*import\\('([^']+)'\\)`).exec(text);
    const named = new RegExp(`${key}(\\w+)`).exec(text);
    const module = lazy ? resolveModule(file, lazy[1]!) : named && imported.get(named[1]!);
    pages.set(route.id, module ?? fallback);
  }
  return pages;
}

export interface PageCalls extends ReachedCalls {
  routeId: string;
}

/**
 * The calls of every catalogue page; the calls of the signed-in frame around them (AppLayout:
 * header, sidebar, starred, notifications, search); and every call of the shell (session start,
 * tenant, account switch and its own pages).
 */
export function pageCalls(): { pages: PageCalls[]; frame: ReachedCalls; shell: ReachedCalls } {
  const modules = new Map<string, string>(shellPageModules());
  for (const remote of new Set(ROUTES.map((r) => r.owner).filter((o) => o !== 'shell'))) {
    for (const [id, module] of remotePageModules(remote)) modules.set(id, module);
  }
  const pages = ROUTES.map((r) => {
    const module = modules.get(r.id);
    if (!module) throw new Error(`no page module for ${r.id}`);
    return { routeId: r.id, ...callsReachedFrom(module) };
  });
  return {
    pages,
    frame: callsReachedFrom(resolve(ROOT, 'shell/src/features/layout/AppLayout.tsx')),
    shell: callsReachedFrom(resolve(ROOT, 'shell/src/bootstrap.tsx')),
  };
}
