#!/usr/bin/env node
/** `pnpm bench`: every benchmark in turn; each writes its table to docs/performance.md. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = readdirSync(here).filter((f) => f.endsWith('.mjs') && !['all.mjs', 'report.mjs'].includes(f));
let failed = 0;
for (const b of benches) {
  console.log(`\n▶ bench ${b}`);
  if ((await run('node', [path.join(here, b)])) !== 0) failed++;
}
process.exit(failed ? 1 : 0);
