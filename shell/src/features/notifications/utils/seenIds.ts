/** Remembers the last `max` ids: true the first time an id is offered, false after. */
export function createSeenIds(max = 500): (id: string) => boolean {
  const seen = new Set<string>();
  return (id) => {
    if (seen.has(id)) return false;
    seen.add(id);
    if (seen.size > max) {
      const oldest = seen.values().next().value;
      if (oldest !== undefined) seen.delete(oldest);
    }
    return true;
  };
}
