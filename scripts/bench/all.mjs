#!/usr/bin/env node
/**
 * `pnpm bench`: every benchmark in turn (one at a time: they would skew each other); each writes
 * its own section of docs/performance.md and bench/results/<id>.json. Arguments are passed on to
 * every benchmark (e.g. `pnpm bench --duration 20`); `--only api,web` picks some.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../lib.mjs';
import { args } from './report.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ALL = ['bundle', 'api', 'web', 'realtime'];
const a = args();
const only = typeof a.only === 'string' ? a.only.split(',') : ALL;
const passOn = [];
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i] === '--only') i++;
  else if (!process.argv[i].startsWith('--only=')) passOn.push(process.argv[i]);
}
let failed = 0;
for (const b of ALL.filter((x) => only.includes(x))) {
  console.log(`\n▶ bench ${b}`);
  if ((await run('node', [path.join(here, `${b}.mjs`), ...(b === 'bundle' ? [] : passOn)])) !== 0) {
    console.error(`✖ bench ${b} failed`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
