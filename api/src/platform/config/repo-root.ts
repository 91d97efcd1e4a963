import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The workspace root: the nearest folder above this module (or the working directory) holding
 * `pnpm-workspace.yaml`. Works from `src/` (tsx, jest) and from the bundled `dist/main.js`.
 */
export function findRepoRoot(): string {
  const starts = [typeof __dirname === 'string' ? __dirname : process.cwd(), process.cwd()];
  for (const start of starts) {
    let dir = resolve(start);
    for (;;) {
      if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return process.cwd();
}
