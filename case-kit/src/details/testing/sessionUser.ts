import type { TSessionUser } from 'shared/domain';
import { makeSessionUser as baseSessionUser } from 'shared/testing';

/** The details tests' signed-in user: the admin of the case fixtures (`u-admin`) unless overridden. */
export const makeSessionUser = (overrides: Partial<TSessionUser> = {}): TSessionUser =>
  baseSessionUser({ userId: 'u-admin', ...overrides });

export { makeTenant } from 'shared/testing';
