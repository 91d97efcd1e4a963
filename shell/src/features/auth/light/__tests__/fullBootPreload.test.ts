import { isLightSignInVisit } from '../isLightSignInVisit';

// The full boot's preloads in index.html are added by a script the build writes
// (scripts/webpack/full-boot-preload.cjs); it must skip them on exactly the light sign-in visits.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build script, no types
const { fullBootPreloadScript } = require('../../../../../../scripts/webpack/full-boot-preload.cjs') as {
  fullBootPreloadScript: (files: string[]) => string;
};

const FILES = ['/react-router.js', '/zod.js'];

function preloadsAt(url: string, token: string | null): string[] {
  window.history.replaceState(null, '', url);
  window.localStorage.clear();
  if (token !== null) window.localStorage.setItem('passage.token', token);
  document.head.innerHTML = '';
  new Function(fullBootPreloadScript(FILES))();
  return [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href') ?? '');
}

test.each([
  ['/login', null],
  ['/login', 'tok'],
  ['/login?type=i9&id=1', null],
  ['/login#x', null],
  ['/cases', null],
  ['/cases', 'tok'],
  ['/register', null],
  ['/login/', null],
])('%s (token %s): preloads exactly when the full app boots', (url, token) => {
  const found = preloadsAt(url, token);
  const light = isLightSignInVisit(window.location, window.localStorage);
  expect(found).toEqual(light ? [] : FILES);
});
