import { isLightSignInVisit } from './features/auth/light/isLightSignInVisit';

function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// Async boundary: the federation runtime negotiates shared singletons before React loads.
// A signed-out /login boots the light sign-in page (react, react-dom, styled-components and the
// theme), which hands over to the full app; every other visit boots the full app.
if (isLightSignInVisit(window.location, storageOrNull())) void import('./features/auth/light');
else void import('./bootstrap');
