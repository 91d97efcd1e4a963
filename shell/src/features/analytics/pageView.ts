/** SPEC §7: a page view in the analytics data layer — user id, name and path, nothing else. */
export interface PageViewEntry {
  userId: string;
  name: string;
  path: string;
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes one page view to `window.dataLayer` (created when missing, as tag managers expect). */
export function pushPageView(entry: PageViewEntry, win: DataLayerWindow = window as unknown as DataLayerWindow): void {
  win.dataLayer ??= [];
  win.dataLayer.push({ userId: entry.userId, name: entry.name, path: entry.path });
}
