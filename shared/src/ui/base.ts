/**
 * The theme, the global style and the primitives alone (issue 21 point 4): the light sign-in page
 * renders with these before the rest of the kit, the session store and the route catalogue (which
 * `shared/ui-core` brings with its skeleton and toasts) have loaded. Also exported by
 * `shared/ui-core` and `shared/ui`.
 */
export * from './theme';
export * from './GlobalStyle';
export * from './primitives';
