/*
 * The last page the guard let this tab open: where blocked navigation returns (SPEC §6). Kept in
 * sessionStorage, not in a component, so it survives both a route change (each route renders its
 * own element) and a URL typed in the address bar (a full page load).
 */
const KEY = 'passage.lastAllowedPath';

export function readLastAllowedPath(): string | undefined {
  try {
    return window.sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined; // storage refused (privacy mode): fall back to the landing page
  }
}

export function rememberAllowedPath(path: string): void {
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // storage refused: the guard falls back to the landing page
  }
}
