import { ROUTES } from 'shared/routes';
import { SESSION_STORAGE_KEYS } from 'shared/session';
import { LOGIN_PAGE_TITLE } from '../LightSignInPage';
import { isLightSignInVisit, LIGHT_SIGN_IN_PATH, STORED_TOKEN_KEY } from '../isLightSignInVisit';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const storage = (token: string | null) => ({ getItem: (key: string) => (key === STORED_TOKEN_KEY ? token : null) });

test('the plain /login address, signed out, boots the light sign-in page', () => {
  expect(isLightSignInVisit(at('/login'), storage(null))).toBe(true);
});

test('a stored session, a query, a hash or another path boot the full app', () => {
  expect(isLightSignInVisit(at('/login'), storage('tok'))).toBe(false);
  expect(isLightSignInVisit(at('/login', '?type=i9&id=1'), storage(null))).toBe(false);
  expect(isLightSignInVisit(at('/login', '?next=%2Fcases'), storage(null))).toBe(false);
  expect(isLightSignInVisit(at('/login', '', '#x'), storage(null))).toBe(false);
  expect(isLightSignInVisit(at('/register'), storage(null))).toBe(false);
  expect(isLightSignInVisit(at('/login/'), storage(null))).toBe(false);
});

test('no storage, or storage that throws, boots the full app', () => {
  expect(isLightSignInVisit(at('/login'), null)).toBe(false);
  const throwing = {
    getItem: () => {
      throw new Error('denied');
    },
  };
  expect(isLightSignInVisit(at('/login'), throwing)).toBe(false);
});

test('its token key and path are the session store’s and the catalogue’s', () => {
  expect(STORED_TOKEN_KEY).toBe(SESSION_STORAGE_KEYS.token);
  const route = ROUTES.find((r) => r.path === LIGHT_SIGN_IN_PATH);
  expect(route).toMatchObject({ owner: 'shell', title: LOGIN_PAGE_TITLE });
});
