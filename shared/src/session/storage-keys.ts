/** SPEC §8: the stored token, role, user and route, cleared together when a session ends. */
export const SESSION_STORAGE_KEYS = {
  token: 'passage.token',
  role: 'passage.role',
  user: 'passage.user',
  route: 'passage.route',
  linkSession: 'passage.linkSession',
} as const;
