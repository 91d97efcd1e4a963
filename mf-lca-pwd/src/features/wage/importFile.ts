/** Parts of at most this many characters (the api's request limit is 5 MB). */
export const PART_CHARS = 2_000_000;

/**
 * Splits a CSV file into parts of whole lines, each starting with the header line, and the number
 * of data lines before each part (so the api's messages give the file's own line numbers). Quoted
 * fields spanning lines are not split: OFLC files have none, and a split one would be refused.
 */
export function splitCsv(text: string, partChars = PART_CHARS): { csv: string; lineOffset: number }[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0] ?? '';
  const out: { csv: string; lineOffset: number }[] = [];
  let cur: string[] = [];
  let size = 0;
  let offset = 0;
  let start = 0;
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (cur.length && size + l.length + 1 > partChars) {
      out.push({ csv: [header, ...cur].join('\n'), lineOffset: start });
      cur = [];
      size = 0;
    }
    if (!cur.length) start = offset;
    cur.push(l);
    size += l.length + 1;
    offset++;
  }
  if (cur.some((l) => l.trim())) out.push({ csv: [header, ...cur].join('\n'), lineOffset: start });
  return out;
}
