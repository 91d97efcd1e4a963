import type { TExpiryItem } from 'shared/contract';

/*
 * A hand-written iCalendar (RFC 5545) feed: one all-day VEVENT per expiring date. Lines end in
 * CRLF, are folded at 75 octets, and text values are escaped.
 */

export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (continuation lines start with a space), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const bytes = Buffer.byteLength(line, 'utf8');
  if (bytes <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space counts
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (iso: string) => iso.replace(/-/g, '');
const nextDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

export function buildIcs(items: TExpiryItem[], opts: { calendarName: string; host: string; now?: Date }): string {
  const now = stamp(opts.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    // RFC 5545 lets PRODID name the vendor, but a white-label firm's staff see it in their calendar
    // app: a neutral identifier (the firm's name is already the calendar's X-WR-CALNAME).
    'PRODID:-//Expiry calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.calendarName)}`,
    'X-PUBLISHED-TTL:PT12H',
  ];
  for (const i of items) {
    const who = i.principalName ? `${i.beneficiaryName} (${i.relation} of ${i.principalName})` : i.beneficiaryName;
    const description = [
      `${i.label} of ${who} expires on ${i.date}.`,
      i.companyName ? `Petitioner: ${i.companyName}` : null,
      i.attorneyName ? `Attorney: ${i.attorneyName}` : null,
    ]
      .filter(Boolean)
      .join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${i.beneficiaryId}-${i.kind}-${compactDate(i.date)}@${opts.host}`,
      `DTSTAMP:${now}`,
      `DTSTART;VALUE=DATE:${compactDate(i.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(i.date))}`,
      `SUMMARY:${escapeText(`${i.label} expires: ${i.beneficiaryName}`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      'TRANSP:TRANSPARENT',
      `CATEGORIES:${escapeText(i.kind.toUpperCase())}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
