/**
 * Issue 14, points 5, 7, 8 and 10: each hole replayed from outside; a test fails if its hole
 * reopens. (Point 2, the outbox, is replayed in platform/mail/__tests__/outbox-tokens.test.ts.)
 */
import { eq } from 'drizzle-orm';
import { ALL_CALLS, defineCall, registerUserCall, updatePasswordCall, activateUserCall, verifyEmailCall, loginCall, signDetailsCall, fillQuestionnaireDetailsCall, forgotPasswordCall } from 'shared/contract';
import { SIGN_IN_MESSAGES } from 'shared/domain';
import { z } from 'zod';
import { issueLinkToken } from '../../../platform/auth';
import { withTenant } from '../../../platform/db';
import { HSTS_VALUE } from '../../../platform/ops/security-headers';
import { authThrottle } from '../auth-throttle.table';
import { issueAccountLink, type AccountLinkPurpose } from '../links';
import { delayAfter, THROTTLE, throttleKeys } from '../throttle';
import { call, DEMO, DEMO_PASSWORD, endSignInWaits, errorOf, openIdentityHarness, signIn, userByEmail, type IdentityHarness, callAs } from '../../../testing/identity-harness';

let h: IdentityHarness;
beforeAll(async () => {
  // Client addresses from X-Forwarded-For (a trusted proxy), so tests sign in from many addresses.
  h = await openIdentityHarness('pglite', { TRUST_PROXY: '1' });
});
afterAll(async () => h?.close());

const from = (ip: string) => ({ host: DEMO, headers: { 'x-forwarded-for': ip } });

describe('issue 14.5: a link token works only for its own purpose', () => {
  let invitedId: string;
  let activeId: string;

  beforeAll(async () => {
    const admin = await signIn(h.app, DEMO, 'admin@demo.test');
    const reg = await callAs(h.app, registerUserCall, { email: 'purpose@demo.test', firstName: 'Pia', roleId: 8 }, { host: DEMO, token: admin.token });
    expect(reg.statusCode).toBe(200);
    invitedId = (await userByEmail(h.database.db, h.tenants.demo, 'purpose@demo.test')).id;
    activeId = (await userByEmail(h.database.db, h.tenants.demo, 'doc.manager@demo.test')).id;
  });

  const issue = (purpose: AccountLinkPurpose, userId: string) =>
    withTenant(h.database.db, h.tenants.demo, async (tx) => (await issueAccountLink(tx, purpose, userId)).token);
  const issueOther = (purpose: string) =>
    withTenant(h.database.db, h.tenants.demo, async (tx) =>
      (await issueLinkToken(tx, { purpose, recordId: activeId, ttlMs: 60_000 })).token,
    );

  it('update-password refuses activation, invitation, verification, sign-in and other links; the activation link still activates', async () => {
    const activation = await issue('account-activation', invitedId);
    const tokens = [
      activation,
      await issue('invitation', invitedId),
      await issue('verify-email', activeId),
      await issue('login-mfa', activeId),
      await issueOther('esign'),
      await issueOther('questionnaire'),
    ];
    for (const token of tokens) {
      const res = await callAs(h.app, updatePasswordCall, { token, password: 'Taken@2026' }, { host: DEMO });
      expect([res.statusCode, errorOf(res).code]).toEqual([401, 'LINK_TOKEN_INVALID']);
    }
    // Nothing was set: the doc manager's password is unchanged …
    await signIn(h.app, DEMO, 'doc.manager@demo.test');
    // … and the activation link was not used up: it works where it belongs.
    const act = await callAs(h.app, activateUserCall, { token: activation, password: 'Mine@2026x' }, { host: DEMO });
    expect(act.statusCode).toBe(200);
    await signIn(h.app, DEMO, 'purpose@demo.test', 'Mine@2026x');
  });

  it('a reset link sets a password only through update-password', async () => {
    const reset = await issue('password-reset', activeId);
    expect(errorOf(await callAs(h.app, activateUserCall, { token: reset, password: 'Taken@2026' }, { host: DEMO })).code).toBe('LINK_TOKEN_INVALID');
    expect(errorOf(await callAs(h.app, verifyEmailCall, { token: reset }, { host: DEMO })).code).toBe('LINK_TOKEN_INVALID');
    expect(errorOf(await callAs(h.app, loginCall, { challengeToken: reset, email: 'doc.manager@demo.test' }, { host: DEMO })).code).toBe(
      'LINK_TOKEN_INVALID',
    );
    expect(errorOf(await callAs(h.app, signDetailsCall, { token: reset }, { host: DEMO })).code).toBe('LINK_TOKEN_INVALID');
    expect(errorOf(await callAs(h.app, fillQuestionnaireDetailsCall, { token: reset }, { host: DEMO })).code).toBe('LINK_TOKEN_INVALID');
    const ok = await callAs(h.app, updatePasswordCall, { token: reset, password: 'Reset@2026x' }, { host: DEMO });
    expect(ok.statusCode).toBe(200);
    await signIn(h.app, DEMO, 'doc.manager@demo.test', 'Reset@2026x');
  });
});

describe('issue 14.7: wrong passwords cannot lock the owner out', () => {
  const OWNER = 'supervisor@demo.test';
  const wrong = (ip: string, email = OWNER) => callAs(h.app, loginCall, { email, password: 'Wrong@1234' }, from(ip));
  const waitOf = async (key: string): Promise<number> => {
    const [row] = await withTenant(h.database.db, h.tenants.demo, (tx) => tx.select().from(authThrottle).where(eq(authThrottle.key, key)));
    return row?.lockedUntil ? new Date(row.lockedUntil).getTime() - new Date(row.updatedAt).getTime() : 0;
  };

  it('five (and many more) wrong passwords from one address: the owner signs in from his own at once', async () => {
    for (let i = 0; i < 12; i++) {
      expect([401, 429]).toContain((await wrong('203.0.113.1')).statusCode);
    }
    const owner = await callAs(h.app, loginCall, { email: OWNER, password: DEMO_PASSWORD }, from('192.0.2.10'));
    expect(owner.statusCode).toBe(200);
    expect(owner.json().result.kind).toBe('session');
  });

  it('the failing address waits longer and longer (1, 2, 4, 8 s …) and is answered 429 with Retry-After before any password check', async () => {
    const ip = '203.0.113.2';
    const email = 'doc.executive@demo.test';
    const waits: number[] = [];
    for (let i = 0; i < THROTTLE.PAIR_FREE + 4; i++) {
      expect((await wrong(ip, email)).statusCode).toBe(401);
      waits.push(await waitOf(throttleKeys.pair(email, ip)));
      if (i < THROTTLE.PAIR_FREE + 3) await endSignInWaits(h.database.db, h.tenants.demo);
    }
    expect(waits).toEqual([0, 0, 0, 1000, 2000, 4000, 8000]);
    const refused = await callAs(h.app, loginCall, { email, password: DEMO_PASSWORD }, from(ip));
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(8);
    expect(errorOf(refused)).toMatchObject({ code: 'RATE_LIMITED', message: SIGN_IN_MESSAGES.throttled(retryAfter) });
    // The waits are capped: 15 minutes for an address, 1 minute from the account's own count.
    expect(delayAfter(THROTTLE.PAIR_FREE + 40, THROTTLE.PAIR_FREE)).toBe(THROTTLE.MAX_DELAY_MS);
    expect(delayAfter(THROTTLE.ACCOUNT_FREE + 40, THROTTLE.ACCOUNT_FREE, THROTTLE.ACCOUNT_MAX_DELAY_MS)).toBe(60_000);
  });

  it('failures from many addresses slow every failing address, never the owner with the right password', async () => {
    const email = 'front.office@demo.test';
    for (let i = 0; i < THROTTLE.ACCOUNT_FREE + 4; i++) expect((await wrong(`203.0.114.${i + 1}`, email)).statusCode).toBe(401);
    // A new address fails once: it waits the account's delay (16 s after 15 failures) at once.
    expect((await wrong('203.0.115.1', email)).statusCode).toBe(401);
    expect(await waitOf(throttleKeys.pair(email, '203.0.115.1'))).toBe(16_000);
    expect((await callAs(h.app, loginCall, { email, password: DEMO_PASSWORD }, from('203.0.115.1'))).statusCode).toBe(429);
    // The owner, from an address that has not failed, signs in.
    const owner = await callAs(h.app, loginCall, { email, password: DEMO_PASSWORD }, from('192.0.2.20'));
    expect(owner.statusCode).toBe(200);
  });

  it('the owner is mailed once per burst of failures (no token in it); an unknown address gets no mail', async () => {
    const mails = h.mail.sent.filter((m) => m.to === 'front.office@demo.test' && m.template === 'sign-in-failures');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`There were ${THROTTLE.NOTIFY_AT} failed attempts`);
    expect(mails[0]!.links).toEqual([`http://${DEMO}/forgot-password`]);
    for (let i = 0; i < THROTTLE.NOTIFY_AT + 2; i++) await wrong(`203.0.116.${i + 1}`, 'nobody@demo.test');
    expect(h.mail.sent.filter((m) => m.to === 'nobody@demo.test')).toHaveLength(0);
  });
});

describe('issue 14.8: every link-token call is in the strict rate-limit class', () => {
  const TOKEN_FIELDS = ['token', 'key', 'accessToken', 'challengeToken'];
  const payloadFields = (payload: z.ZodType): string[] => {
    const shape = (payload as unknown as { shape?: Record<string, unknown> }).shape;
    return shape ? Object.keys(shape) : [];
  };

  it('declarations: link calls and public calls taking a token are all strict', () => {
    const tokenCalls = ALL_CALLS.filter(
      (c) => c.auth.kind === 'link' || (c.auth.kind === 'public' && payloadFields(c.payload).some((f) => TOKEN_FIELDS.includes(f))),
    );
    expect(tokenCalls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/esign/sign-details', '/esign/view', '/esign/sign', '/esign/decline', '/questionnaire/fill-save']),
    );
    expect(tokenCalls.filter((c) => c.rateLimit !== 'strict').map((c) => c.path)).toEqual([]);
  });

  it('defineCall refuses a link call declared in the default class', () => {
    expect(() =>
      defineCall({
        path: '/esign/lenient',
        summary: 'x',
        payload: z.object({ token: z.string() }),
        result: z.object({}),
        auth: { kind: 'link', purpose: 'esign' },
        rateLimit: 'default',
        example: { token: 't' },
      }),
    ).toThrow(/strict/);
  });

  it('served: the e-sign link calls and fill-save answer 429 past RATE_LIMIT_AUTH_MAX', async () => {
    const strict = await openIdentityHarness('pglite', { RATE_LIMIT_AUTH_MAX: '3' });
    try {
      for (const path of ['/esign/sign-details', '/esign/view', '/esign/sign', '/esign/decline', '/questionnaire/fill-save']) {
        const codes: number[] = [];
        for (let i = 0; i < 4; i++) codes.push((await call(strict.app, path, { token: 'x'.repeat(43) }, { host: DEMO })).statusCode);
        expect([path, codes[3]]).toEqual([path, 429]);
        expect(codes.slice(0, 3)).not.toContain(429);
      }
    } finally {
      await strict.close();
    }
  });
});

describe('issue 14.10: HSTS only over TLS', () => {
  const health = (app: IdentityHarness['app'], headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/healthz', headers: { host: DEMO, ...headers } });

  it('plain HTTP gets no HSTS; a request a trusted proxy forwarded over TLS does', async () => {
    expect((await health(h.app)).headers['strict-transport-security']).toBeUndefined();
    expect((await health(h.app, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
    expect((await health(h.app, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(HSTS_VALUE);
    // Call answers too, not only the health check.
    const res = await callAs(h.app, forgotPasswordCall, { email: 'a@demo.test' }, { host: DEMO, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('without a trusted proxy, a client cannot claim TLS with X-Forwarded-Proto', async () => {
    const direct = await openIdentityHarness('pglite');
    try {
      expect((await health(direct.app, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
    }
  });
});
