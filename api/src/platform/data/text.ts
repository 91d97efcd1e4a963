/** A person's name from its parts: trimmed, blanks left out, joined by spaces. */
export const fullName = (...parts: (string | null | undefined)[]): string =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');
