/**
 * Runs query thunks one after another and answers their results as a tuple. Inside a request's
 * transaction there is one connection: queries issued together (Promise.all) only queue up on it
 * (and node-postgres deprecates that), so related look-ups run in sequence.
 */
export async function inSequence<T extends readonly (() => unknown)[]>(
  fns: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const out: unknown[] = [];
  for (const fn of fns) out.push(await fn());
  return out as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
