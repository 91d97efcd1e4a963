/**
 * The light part of the UI kit (issue 21 point 4): theme, global style, primitives, the error
 * panel and the toast viewport, without the lists, tables, selects, drop zones and phone fields of
 * `shared/ui`. The shell's first screens (sign-in, the page frame) import this entry so a first
 * visit does not fetch the whole kit; everything here is also exported by `shared/ui`.
 */
export * from './theme';
export * from './GlobalStyle';
export * from './primitives';
export * from './ErrorPanel';
export * from './ToastViewport';
export * from './PageFrame';
export * from './RouteSkeleton';
