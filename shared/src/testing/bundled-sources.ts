import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The workspace root (shared/src/testing → ../../..). */
export const WORKSPACE_ROOT = resolve(__dirname, '../../..');

const PACKAGES = ['shell', 'shared', 'case-kit', ...readdirSync(WORKSPACE_ROOT).filter((d) => d.startsWith('mf-'))];
/** Tests and test helpers are not bundled into the browser builds. */
const NOT_BUNDLED = /(\.test\.tsx?$|(^|\/)(testing|__tests__)\/)/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

/**
 * Every TypeScript source the browser builds bundle (the shell, `shared`, case-kit and the
 * remotes; not tests), with its path relative to the workspace root and its text: for tests that
 * check a narrowed entry (shared/router, shared/zod) against what the code imports.
 */
export function bundledSources(): { file: string; text: string }[] {
  return PACKAGES.flatMap((pkg) => sourceFiles(join(WORKSPACE_ROOT, pkg, 'src')))
    .map((path) => ({ path, file: relative(WORKSPACE_ROOT, path) }))
    .filter(({ file }) => !NOT_BUNDLED.test(file))
    .map(({ path, file }) => ({ file, text: readFileSync(path, 'utf8') }));
}
