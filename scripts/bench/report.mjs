/** Writes one benchmark's table into docs/performance.md, replacing its previous section. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

export function writeBenchSection(id, title, result, lines) {
  const file = path.join(ROOT, 'docs', 'performance.md');
  const head = '# Performance\n\nFigures written by `pnpm bench` (each benchmark rewrites its own section).\n';
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : head;
  const start = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const section = [start, `## ${title}`, '', `${result.date} · ${result.machine} · commit ${result.commit}`, '', ...lines, end].join('\n');
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(file, re.test(doc) ? doc.replace(re, section) : `${doc.trimEnd()}\n\n${section}\n`);
}
