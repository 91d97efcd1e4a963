import { changePasswordCall, loginCall, loginUserDetailsCall, logoutCall, switchAccountCall } from 'shared/contract';
import { DEMO_LOGINS, ZSessionUser, isProfileComplete } from 'shared/domain';
import { hashPassword } from '../../../platform/auth';
import { withTenant } from '../../../platform/db';
import { callAs, testDbKinds, unchecked } from '../../../testing';
import { THROTTLE } from '../throttle';
import { usersRepository as usersRepo } from '../../users';
import {
  ACME,
  APP,
  DEMO,
  DEMO_PASSWORD,
  ageSessions,
  body,
  endSignInWaits,
  errorOf,
  openIdentityHarness,
  signIn,
  userByEmail,
  type IdentityHarness,
} from '../../../testing/identity-harness';

const HOSTS: Record<string, string> = { demo: DEMO, acme: ACME };

describe.each(testDbKinds())('sign-in (%s)', (kind) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await openIdentityHarness(kind);
  });
  afterAll(async () => h?.close());

  it.each(DEMO_LOGINS.map((l) => [l.email, l] as const))('demo login %s signs in at its host with the right session user', async (_e, login) => {
    const host = login.tenant ? HOSTS[login.tenant]! : APP;
    const { token, user } = await signIn(h.app, host, login.email);
    expect(ZSessionUser.safeParse(user).success).toBe(true);
    expect(user).toMatchObject({ token, email: login.email, roleId: login.roleId, loginRoleId: login.roleId, name: login.name, isExternal: login.isExternal ?? 0 });
    if (login.tenant) {
      expect(user.tenantId).toBe(h.tenants[login.tenant as 'demo' | 'acme']);
      expect(user.tenantDetails.slug).toBe(login.tenant);
      expect(user.tenantDetails.permissions.PETITIONER_INVITE).toEqual(expect.any(Array));
    } else {
      expect(user.tenantId).toBeNull();
      expect(user.tenantDetails).toBeNull();
    }
    // The token works for the session user call.
    const me = await callAs(h.app, loginUserDetailsCall, { accessToken: token }, { host });
    expect(me.statusCode).toBe(200);
    expect(body(me).result.userId).toBe(user.userId);
  });

  it('the demo tenant admin profile is complete, acme’s is not (SPEC §4)', async () => {
    const demo = await signIn(h.app, DEMO, 'admin@demo.test');
    const acme = await signIn(h.app, ACME, 'admin@acme.test');
    expect(isProfileComplete(demo.user)).toBe(true);
    expect(isProfileComplete(acme.user)).toBe(false);
    expect(demo.user.globalConfig).toEqual({ isAllowExternalCases: 1, employeeMngmt: 0 });
    expect(demo.user.tenantDetails.issueInvoiceRoleIds).toEqual([6, 8]);
  });

  it('a demo login is unknown at another tenant’s host and at the app host', async () => {
    for (const host of [ACME, APP]) {
      const res = await callAs(h.app, loginCall, { email: 'admin@demo.test', password: DEMO_PASSWORD }, { host });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('a wrong password and an unknown e-mail get the same answer', async () => {
    const wrong = await callAs(h.app, loginCall, { email: 'paralegal@demo.test', password: 'Nope@1234' }, { host: DEMO });
    const unknown = await callAs(h.app, loginCall, { email: 'nobody@demo.test', password: 'Nope@1234' }, { host: DEMO });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(errorOf(wrong)).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });
  });

  it('missing and malformed fields answer 422 with field paths', async () => {
    const res = await callAs(h.app, loginCall, {}, { host: DEMO });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).issues!.map((i) => i.path).sort()).toEqual(['email', 'password']);
    const bad = await callAs(h.app, loginCall, { email: 'not-an-email', password: 'x', mfaCode: '12ab' }, { host: DEMO });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).issues!.map((i) => i.path).sort()).toEqual(['email', 'mfaCode']);
    const hostile = await callAs(h.app, loginCall, unchecked({ email: "admin@demo.test' OR 1=1 --", password: { $ne: null } }), { host: DEMO });
    expect(hostile.statusCode).toBe(422);
    const arr = await callAs(h.app, loginCall, unchecked([1, 2]), { host: DEMO });
    expect(arr.statusCode).toBe(400);
  });

  it('another tenant’s token is refused with 401 (a demo token at acme’s host)', async () => {
    const { token } = await signIn(h.app, DEMO, 'attorney@demo.test');
    const res = await callAs(h.app, loginUserDetailsCall, {}, { host: ACME, token });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHENTICATED');
    const res2 = await callAs(h.app, changePasswordCall, { oldPassword: DEMO_PASSWORD, password: 'Other@123' }, { host: ACME, token });
    expect(res2.statusCode).toBe(401);
  });

  it('logout revokes the token at once', async () => {
    const { token } = await signIn(h.app, DEMO, 'supervisor@demo.test');
    expect((await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token })).statusCode).toBe(200);
    const out = await callAs(h.app, logoutCall, {}, { host: DEMO, token });
    expect(body(out).result).toEqual({ loggedOut: true });
    const after = await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token });
    expect(after.statusCode).toBe(401);
    expect(errorOf(after).code).toBe('UNAUTHENTICATED');
    // Logging out again (or with a junk token) still answers the same.
    expect((await callAs(h.app, logoutCall, {}, { host: DEMO, token })).statusCode).toBe(200);
  });

  it('an expired session answers TOKEN_EXPIRED (absolute and idle expiry)', async () => {
    const a = await signIn(h.app, DEMO, 'doc.manager@demo.test');
    await ageSessions(h.database.db, h.tenants.demo, a.user.userId, { expiresAt: new Date(Date.now() - 1000) });
    const r1 = await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token: a.token });
    expect([r1.statusCode, errorOf(r1).code]).toEqual([401, 'TOKEN_EXPIRED']);

    const b = await signIn(h.app, DEMO, 'doc.manager@demo.test');
    await ageSessions(h.database.db, h.tenants.demo, b.user.userId, { lastSeenAt: new Date(Date.now() - 3 * 60 * 60 * 1000) });
    const r2 = await callAs(h.app, loginUserDetailsCall, { accessToken: b.token }, { host: DEMO });
    expect([r2.statusCode, errorOf(r2).code]).toEqual([401, 'TOKEN_EXPIRED']);
  });

  it('an invited (not activated) account is refused with ACCOUNT_NOT_ACTIVATED, never a session', async () => {
    const hash = await hashPassword('Secret@123');
    await withTenant(h.database.db, h.tenants.demo, (tx) =>
      usersRepo.insertUser(tx, { email: 'pending@demo.test', name: 'Pending', roleId: 8, status: 'pending_verification', passwordHash: hash }),
    );
    const res = await callAs(h.app, loginCall, { email: 'pending@demo.test', password: 'Secret@123' }, { host: DEMO });
    expect([res.statusCode, errorOf(res).code]).toEqual([403, 'ACCOUNT_NOT_ACTIVATED']);
    // With a wrong password it is just invalid credentials (no hint the account exists).
    const wrong = await callAs(h.app, loginCall, { email: 'pending@demo.test', password: 'Wrong@123' }, { host: DEMO });
    expect(errorOf(wrong).code).toBe('INVALID_CREDENTIALS');
  });
});

describe.each(testDbKinds())('throttling (%s)', (kind) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    // Client addresses from X-Forwarded-For, so each test signs in from its own addresses.
    h = await openIdentityHarness(kind, { TRUST_PROXY: '1' });
  });
  afterAll(async () => h?.close());
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it(`slows an address after ${THROTTLE.PAIR_FREE} failures of an account: 429 even with the right password, from that address only`, async () => {
    const at = { host: DEMO, headers: from('198.51.100.1') };
    for (let i = 0; i < THROTTLE.PAIR_FREE + 3; i++) {
      const res = await callAs(h.app, loginCall, { email: 'paralegal@demo.test', password: `Wrong@${i}xx` }, at);
      expect(res.statusCode).toBe(401);
      await endSignInWaits(h.database.db, h.tenants.demo);
    }
    // One more failure: the wait is now 8 s (1, 2, 4, 8 s after the free ones).
    await callAs(h.app, loginCall, { email: 'paralegal@demo.test', password: 'Wrong@9xx' }, at);
    const slowed = await callAs(h.app, loginCall, { email: 'paralegal@demo.test', password: DEMO_PASSWORD }, at);
    expect(slowed.statusCode).toBe(429);
    expect(errorOf(slowed).code).toBe('RATE_LIMITED');
    expect(errorOf(slowed).message).toMatch(/^Too many failed sign-in attempts\. Try again in [1-8] seconds?\.$/);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(8);
    // The owner at another address signs in; another account from the slowed address too.
    await signIn(h.app, DEMO, 'paralegal@demo.test', DEMO_PASSWORD, {});
    const other = await callAs(h.app, loginCall, { email: 'attorney@demo.test', password: DEMO_PASSWORD }, at);
    expect(other.statusCode).toBe(200);
    // Per tenant scope: the same address at acme is not slowed.
    const acme = await callAs(h.app, loginCall, { email: 'paralegal@demo.test', password: DEMO_PASSWORD }, { ...at, host: ACME });
    expect(errorOf(acme).code).toBe('INVALID_CREDENTIALS');
  });

  it('fewer failures than the limit, then a success, resets the count', async () => {
    const at = { host: DEMO, headers: from('198.51.100.2') };
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < THROTTLE.PAIR_FREE; i++) {
        const res = await callAs(h.app, loginCall, { email: 'lca.manager@demo.test', password: 'Wrong@123x' }, at);
        expect(res.statusCode).toBe(401);
      }
      const ok = await callAs(h.app, loginCall, { email: 'lca.manager@demo.test', password: DEMO_PASSWORD }, at);
      expect(ok.statusCode).toBe(200);
    }
  });

  it(`slows an address after ${THROTTLE.ADDRESS_FREE} failures across e-mails`, async () => {
    const at = { host: ACME, headers: from('198.51.100.3') };
    for (let i = 0; i < THROTTLE.ADDRESS_FREE + 3; i++) {
      const res = await callAs(h.app, loginCall, { email: `probe${i}@demo.test`, password: 'Wrong@123x' }, at);
      expect(res.statusCode).toBe(401);
      await endSignInWaits(h.database.db, h.tenants.acme);
    }
    await callAs(h.app, loginCall, { email: 'probe-last@demo.test', password: 'Wrong@123x' }, at);
    const res = await callAs(h.app, loginCall, { email: 'admin@acme.test', password: DEMO_PASSWORD }, at);
    expect(res.statusCode).toBe(429);
    // The admin from his own address is not affected.
    expect((await callAs(h.app, loginCall, { email: 'admin@acme.test', password: DEMO_PASSWORD }, { host: ACME, headers: from('198.51.100.4') })).statusCode).toBe(200);
  });
});

describe.each(testDbKinds())('pick-list (%s)', (kind) => {
  let h: IdentityHarness;
  let petitionerId: string;
  let paralegalId: string;
  beforeAll(async () => {
    h = await openIdentityHarness(kind);
    // One e-mail, two accounts: a paralegal who is also a petitioner (same password).
    const hash = await hashPassword('Twice@123');
    await withTenant(h.database.db, h.tenants.demo, async (tx) => {
      paralegalId = (await usersRepo.insertUser(tx, { email: 'Dual@demo.test', name: 'Dana Dual', roleId: 8, passwordHash: hash })).id;
      petitionerId = (
        await usersRepo.insertUser(tx, { email: 'dual@demo.test', name: 'Dana Dual', roleId: 50, passwordHash: hash, companyName: 'Dual Co' })
      ).id;
    });
  });
  afterAll(async () => h?.close());

  it('answers a pick-list and no session, then signs in to the picked account', async () => {
    const first = await callAs(h.app, loginCall, { email: 'dual@demo.test', password: 'Twice@123' }, { host: DEMO });
    expect(first.statusCode).toBe(200);
    const pick = body(first).result;
    expect(pick).toMatchObject({ kind: 'pick', pick: 'accounts', challengeToken: expect.any(String) });
    expect(pick.token).toBeUndefined();
    expect(pick.accounts.map((a: { roleId: number }) => a.roleId)).toEqual([8, 50]);
    expect(pick.accounts[1]).toMatchObject({ accountId: petitionerId, roleName: 'Petitioner', companyName: 'Dual Co' });

    // With the challenge token (no password) and the picked account.
    const second = await callAs(h.app, loginCall, { challengeToken: pick.challengeToken, accountId: petitionerId }, { host: DEMO });
    expect(body(second).result).toMatchObject({ kind: 'session', user: { userId: petitionerId, roleId: 50 } });
    // The challenge is single use.
    const again = await callAs(h.app, loginCall, { challengeToken: pick.challengeToken, accountId: petitionerId }, { host: DEMO });
    expect([again.statusCode, errorOf(again).code]).toEqual([401, 'LINK_TOKEN_INVALID']);
    // Or with email + password + the picked account.
    const direct = await signIn(h.app, DEMO, 'dual@demo.test', 'Twice@123', { accountId: paralegalId });
    expect(direct.user.roleId).toBe(8);
  });

  it('refuses an account id that is not one of the e-mail’s', async () => {
    const other = await userByEmail(h.database.db, h.tenants.demo, 'admin@demo.test');
    const res = await callAs(h.app, loginCall, { email: 'dual@demo.test', password: 'Twice@123', accountId: other.id }, { host: DEMO });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).issues![0]!.path).toBe('accountId');
  });

  it('switch-account moves the session to the other account and revokes the old one', async () => {
    const a = await signIn(h.app, DEMO, 'dual@demo.test', 'Twice@123', { accountId: paralegalId });
    const list = await callAs(h.app, switchAccountCall, {}, { host: DEMO, token: a.token });
    expect(body(list).result.kind).toBe('pick');
    const sw = await callAs(h.app, switchAccountCall, { accountId: petitionerId }, { host: DEMO, token: a.token });
    const s = body(sw).result;
    expect(s).toMatchObject({ kind: 'session', user: { userId: petitionerId, roleId: 50 } });
    expect((await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token: a.token })).statusCode).toBe(401);
    expect((await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token: s.token })).statusCode).toBe(200);
  });
});
