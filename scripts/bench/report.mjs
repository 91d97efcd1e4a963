/**
 * Shared by every benchmark: the run's header (date, machine, commit), the JSON under
 * bench/results/<id>.json, and its section of docs/performance.md. Each benchmark owns one
 * section between `<!-- bench:<id> -->` markers; writing it replaces only that section, so running
 * one benchmark leaves the others' tables (and the hand-written text outside the markers) alone.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

/** Sections in the order they appear when a document is written from scratch. */
export const SECTION_ORDER = ['bundle', 'api', 'web', 'realtime'];

const HEAD = `# Performance

Figures written by \`pnpm bench\` (each benchmark rewrites only its own section, between its
\`<!-- bench:… -->\` markers; see [benchmarks.md](benchmarks.md) for how each is measured). They are
reports, not tests: nothing here fails on time. The machine is a shared 2-core VM; runs marked
"shared" ran while other work used the same cores, so treat them as lower bounds.
`;

function gitCommit() {
  try {
    const sha = execSync('git rev-parse --short HEAD', { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    const dirty = execSync('git status --porcelain', { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return dirty ? `${sha} (+ uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

/** 1-minute load average over cores: above ~0.5 before a run, the machine was shared. */
export function machineLoad() {
  return os.loadavg()[0] / os.cpus().length;
}

/** The header every result carries. */
export function benchMeta(extra = {}) {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    machine: `${cpus.length} cores (${cpus[0]?.model?.trim() ?? 'cpu'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, node ${process.version}, ${os.platform()} ${os.release()}`,
    commit: gitCommit(),
    loadBefore: Number(os.loadavg()[0].toFixed(2)),
    ...extra,
  };
}

/** Writes bench/results/<id>.json. */
export function writeResult(id, result) {
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${id}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

/** Replaces (or inserts, in SECTION_ORDER) the section `id` of docs/performance.md. */
export function writeBenchSection(id, title, result, lines) {
  const file = path.join(ROOT, 'docs', 'performance.md');
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : HEAD;
  const start = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const load = result.loadBefore !== undefined ? ` · load before the run ${result.loadBefore}` : '';
  const section = [
    start,
    `## ${title}`,
    '',
    `${result.date} · ${result.machine} · commit ${result.commit}${load}`,
    '',
    ...lines,
    end,
  ].join('\n');
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  if (re.test(doc)) {
    doc = doc.replace(re, () => section);
  } else {
    // Insert before the first section that comes later in SECTION_ORDER, else at the end.
    const later = SECTION_ORDER.slice(SECTION_ORDER.indexOf(id) + 1).map((s) => `<!-- bench:${s} -->`);
    const at = SECTION_ORDER.includes(id)
      ? Math.min(...later.map((m) => doc.indexOf(m)).filter((i) => i >= 0))
      : Infinity;
    doc = Number.isFinite(at)
      ? `${doc.slice(0, at)}${section}\n\n${doc.slice(at)}`
      : `${doc.trimEnd()}\n\n${section}\n`;
  }
  writeFileSync(file, doc);
}

/** Columns holding words rather than figures: left-aligned. */
const TEXT_COLUMNS = /^(page|preset|remote|runner|endpoint|setup|note|other remotes fetched|package|what)$/;

/** A markdown table from a header list and rows of cells. */
export function mdTable(header, rows, align) {
  const al = align ?? header.map((h, i) => (i === 0 || TEXT_COLUMNS.test(h) ? '---' : '---:'));
  return [
    `| ${header.join(' | ')} |`,
    `|${al.join('|')}|`,
    ...rows.map((r) => `| ${r.map((c) => (c === undefined || c === null ? '' : String(c))).join(' | ')} |`),
  ];
}

export const ms = (v) =>
  v === undefined || v === null || Number.isNaN(v)
    ? '–'
    : v >= 100
      ? v.toFixed(0)
      : v >= 10
        ? v.toFixed(1)
        : v.toFixed(2);

/** Parses `--name value` / `--name=value` / `--flag` arguments. */
export function args(argv = process.argv.slice(2)) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    // everything after the first '=' is the value (--node-args=--cpu-prof-dir=/tmp/prof)
    const eq = a.indexOf('=');
    const k = eq < 0 ? a.slice(2) : a.slice(2, eq);
    const v = eq < 0 ? undefined : a.slice(eq + 1);
    if (v !== undefined) out[k] = v;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) out[k] = argv[++i];
    else out[k] = true;
  }
  return out;
}
