export { bearerToken, hashToken, newToken } from './tokens';
export { dbSessionResolver } from './session-resolver';
export type { SessionInfo, SessionResolver, SessionResolution } from './session-resolver';
export { dbLinkResolver, issueLinkToken } from './link-resolver';
export type { LinkInfo, LinkResolver } from './link-resolver';
export { createSession, SESSION_TTL_MS } from './create-session';
export { sessions, linkTokens } from './sessions.table';
export { hashPassword, verifyPassword } from './passwords';
