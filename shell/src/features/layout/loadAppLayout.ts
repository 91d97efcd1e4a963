import type { ComponentType } from 'react';

let started: Promise<ComponentType> | null = null;

/** Loads (once) the signed-in frame's chunk; the boot preloader calls it early for signed-in pages. */
export function loadAppLayout(): Promise<ComponentType> {
  started ??= import('./AppLayout').then((m) => m.AppLayout);
  started.catch(() => {
    started = null;
  });
  return started;
}
