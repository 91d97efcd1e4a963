/** Values a template may use; missing keys are an error, so typos surface in tests. */
export type TemplateData = Readonly<Record<string, string | number | null | undefined>>;

export class MailTemplateError extends Error {}

const PLACEHOLDER = /\{\{\s*([a-zA-Z_][a-zA-Z0-9_.]*)\s*\}\}/g;

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Replaces `{{name}}` with `data.name`: HTML-escaped when `html` is set, verbatim otherwise.
 * `{{name}}` whose value is null or undefined renders empty only when the key is present.
 */
export function fillPlaceholders(template: string, data: TemplateData, html: boolean): string {
  const missing = new Set<string>();
  const out = template.replace(PLACEHOLDER, (_m, key: string) => {
    if (!Object.prototype.hasOwnProperty.call(data, key)) {
      missing.add(key);
      return '';
    }
    const v = data[key];
    const s = v === null || v === undefined ? '' : String(v);
    return html ? escapeHtml(s) : s;
  });
  if (missing.size) throw new MailTemplateError(`Missing template values: ${[...missing].join(', ')}`);
  return out;
}

/** Placeholder names used by a template string (tests check templates against their data). */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}
