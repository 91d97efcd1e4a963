/*
 * The Department of Labor's OFLC wage data files (FLC Data Center, "All Industries" / ACWIA
 * download, issue 19 point 7; docs/pwd.md). We read two of the published CSV files:
 *
 * - ALC_Export.csv: Area, SocCode, GeoLvl, Level1, Level2, Level3, Level4, Average, Label
 *   (hourly wages; one row per area and occupation).
 * - Geography.csv: Area, AreaName (StateAb, State, CountyTownName are read when present): the
 *   names of the area codes.
 *
 * Headers are matched without regard to case, spaces or quotes; other columns are ignored. Any bad
 * row makes the whole file bad (the caller stores nothing): the first issues are reported with
 * their line numbers.
 */

export type OflcWageRow = {
  area: string;
  socCode: string;
  geoLevel: number | null;
  level1: number | null;
  level2: number | null;
  level3: number | null;
  level4: number | null;
  average: number | null;
  label: string | null;
};
export type OflcAreaRow = { area: string; areaName: string; stateAb: string | null; state: string | null; countyTownName: string | null };
export type OflcParse<T> = { ok: true; rows: T[] } | { ok: false; issues: string[] };

export const OFLC_ALC_COLUMNS = ['Area', 'SocCode', 'GeoLvl', 'Level1', 'Level2', 'Level3', 'Level4', 'Average', 'Label'] as const;
export const OFLC_GEOGRAPHY_COLUMNS = ['Area', 'AreaName'] as const;
const MAX_ISSUES = 10;

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF; returns rows with their 1-based line. */
export function parseOflcCsv(text: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((x) => x.trim() !== '')) out.push({ line: start, cells });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += c;
  }
  cells.push(cell);
  if (cells.some((x) => x.trim() !== '')) out.push({ line: start, cells });
  return out;
}

const norm = (h: string) => h.replace(/[\s"_]/g, '').toLowerCase();

function headerIndex(header: string[], wanted: readonly string[]): { idx: Record<string, number>; missing: string[] } {
  const idx: Record<string, number> = {};
  const normal = header.map(norm);
  const missing: string[] = [];
  for (const w of wanted) {
    const i = normal.indexOf(norm(w));
    if (i < 0) missing.push(w);
    else idx[w] = i;
  }
  return { idx, missing };
}

const wage = (v: string | undefined): number | null | undefined => {
  const t = (v ?? '').trim().replace(/[$,]/g, '');
  if (t === '' || t === '#' || t.toLowerCase() === 'n/a') return null;
  if (!/^\d{1,7}(\.\d{1,4})?$/.test(t)) return undefined;
  return Number(t);
};

/** Parses ALC_Export.csv (hourly wages). */
export function parseOflcAlc(text: string): OflcParse<OflcWageRow> {
  const rows = parseOflcCsv(text);
  if (!rows.length) return { ok: false, issues: ['The file is empty.'] };
  const { idx, missing } = headerIndex(rows[0]!.cells, ['Area', 'SocCode', 'Level1', 'Level2', 'Level3', 'Level4']);
  if (missing.length) return { ok: false, issues: [`This is not an OFLC ALC_Export file: the columns ${missing.join(', ')} are missing (expected ${OFLC_ALC_COLUMNS.join(', ')}).`] };
  const opt = headerIndex(rows[0]!.cells, ['GeoLvl', 'Average', 'Label']).idx;
  const issues: string[] = [];
  const out: OflcWageRow[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of rows.slice(1)) {
    if (issues.length >= MAX_ISSUES) break;
    const at = (k: string) => (idx[k] ?? opt[k]) !== undefined ? (cells[(idx[k] ?? opt[k])!] ?? '').trim() : '';
    const area = at('Area');
    const soc = at('SocCode');
    if (!/^\d{1,7}$/.test(area)) {
      issues.push(`Line ${line}: the Area "${area.slice(0, 20)}" is not an OFLC area code.`);
      continue;
    }
    if (!/^\d{2}-\d{4}$/.test(soc)) {
      issues.push(`Line ${line}: the SocCode "${soc.slice(0, 20)}" is not an SOC code like 15-1252.`);
      continue;
    }
    const levels = [at('Level1'), at('Level2'), at('Level3'), at('Level4')].map(wage);
    const average = wage(at('Average'));
    if (levels.some((l) => l === undefined) || average === undefined) {
      issues.push(`Line ${line}: a wage is not a number.`);
      continue;
    }
    const ls = levels as (number | null)[];
    if (ls.every((l) => l === null)) {
      issues.push(`Line ${line}: no wage at any level.`);
      continue;
    }
    const present = ls.filter((l): l is number => l !== null);
    if (present.some((l, i) => i > 0 && l < present[i - 1]!)) {
      issues.push(`Line ${line}: the wages do not rise from Level 1 to Level 4.`);
      continue;
    }
    const geo = at('GeoLvl');
    if (geo !== '' && !/^\d$/.test(geo)) {
      issues.push(`Line ${line}: GeoLvl "${geo.slice(0, 10)}" is not a number.`);
      continue;
    }
    const key = `${area}|${soc}`;
    if (seen.has(key)) {
      issues.push(`Line ${line}: area ${area} and SOC ${soc} appear twice.`);
      continue;
    }
    seen.add(key);
    out.push({ area, socCode: soc, geoLevel: geo === '' ? null : Number(geo), level1: ls[0]!, level2: ls[1]!, level3: ls[2]!, level4: ls[3]!, average, label: at('Label').slice(0, 200) || null });
  }
  if (issues.length) return { ok: false, issues };
  if (!out.length) return { ok: false, issues: ['The file has a header but no wage rows.'] };
  return { ok: true, rows: out };
}

/** Parses Geography.csv (area names). */
export function parseOflcGeography(text: string): OflcParse<OflcAreaRow> {
  const rows = parseOflcCsv(text);
  if (!rows.length) return { ok: false, issues: ['The file is empty.'] };
  const { idx, missing } = headerIndex(rows[0]!.cells, OFLC_GEOGRAPHY_COLUMNS);
  if (missing.length) return { ok: false, issues: [`This is not an OFLC Geography file: the columns ${missing.join(', ')} are missing.`] };
  const opt = headerIndex(rows[0]!.cells, ['StateAb', 'State', 'CountyTownName']).idx;
  const issues: string[] = [];
  const byArea = new Map<string, OflcAreaRow>();
  for (const { line, cells } of rows.slice(1)) {
    if (issues.length >= MAX_ISSUES) break;
    const at = (k: string) => ((idx[k] ?? opt[k]) !== undefined ? (cells[(idx[k] ?? opt[k])!] ?? '').trim() : '');
    const area = at('Area');
    const name = at('AreaName');
    if (!/^\d{1,7}$/.test(area)) {
      issues.push(`Line ${line}: the Area "${area.slice(0, 20)}" is not an OFLC area code.`);
      continue;
    }
    if (!name) {
      issues.push(`Line ${line}: the AreaName is empty.`);
      continue;
    }
    // Geography has one row per county or town of an area: the first names the area.
    if (!byArea.has(area))
      byArea.set(area, { area, areaName: name.slice(0, 200), stateAb: at('StateAb').slice(0, 2) || null, state: at('State').slice(0, 60) || null, countyTownName: at('CountyTownName').slice(0, 200) || null });
  }
  if (issues.length) return { ok: false, issues };
  if (!byArea.size) return { ok: false, issues: ['The file has a header but no areas.'] };
  return { ok: true, rows: [...byArea.values()] };
}
