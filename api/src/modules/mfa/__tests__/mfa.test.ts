import { check2faCall, disableMfaCall, enrollConfirmCall, enrollStartCall, loginCall, resetMfaCall, updateMfaSettingsCall, userDetailsCall } from 'shared/contract';
import { authenticator } from 'otplib';
import { mfaSettings } from '../mfa-settings.table';
import { withTenant } from '../../../platform/db';
import { callAs, testDbKinds } from '../../../testing';
import { DEMO, DEMO_PASSWORD, body, errorOf, openIdentityHarness, signIn, type IdentityHarness } from '../../../testing/identity-harness';

/** The TOTP code `steps` time steps from now (the server accepts ±1 step and never a used step twice). */
const codeAt = (secret: string, steps = 0) => authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

async function enrol(h: IdentityHarness, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = body(await callAs(h.app, enrollStartCall, {}, { host: DEMO, token })).result;
  const confirm = await callAs(h.app, enrollConfirmCall, { code: codeAt(start.secret) }, { host: DEMO, token });
  expect(confirm.statusCode).toBe(200);
  return { secret: start.secret, recoveryCodes: body(confirm).result.recoveryCodes };
}

describe.each(testDbKinds())('two-factor authentication (%s)', (kind) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await openIdentityHarness(kind);
  });
  afterAll(async () => h?.close());

  it('enrols with a QR code, then sign-in asks for the code and accepts a TOTP code once', async () => {
    const { token } = await signIn(h.app, DEMO, 'attorney@demo.test');
    const start = await callAs(h.app, enrollStartCall, {}, { host: DEMO, token });
    const s = body(start).result;
    expect(s.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*attorney%40demo\.test\?secret=[A-Z2-7]+/);
    expect(s.otpauthUrl).toContain('issuer=Demo%20Immigration%20Law%20LLP');
    expect(s.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const wrong = await callAs(h.app, enrollConfirmCall, { code: '000000' === codeAt(s.secret) ? '111111' : '000000' }, { host: DEMO, token });
    expect(wrong.statusCode).toBe(422);
    const enrolCode = codeAt(s.secret);
    const ok = await callAs(h.app, enrollConfirmCall, { code: enrolCode }, { host: DEMO, token });
    const codes: string[] = body(ok).result.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(codes[0]).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect(body(await callAs(h.app, check2faCall, {}, { host: DEMO, token })).result).toMatchObject({ mfaType: 'totp', mfaEnabledByTenant: false });

    // Sign-in: password → MFA challenge, no session.
    const first = body(await callAs(h.app, loginCall, { email: 'attorney@demo.test', password: DEMO_PASSWORD }, { host: DEMO })).result;
    expect(first).toMatchObject({ kind: 'mfa', mfaType: 'totp', challengeToken: expect.any(String) });
    expect(first.token).toBeUndefined();
    const bad = await callAs(h.app, loginCall, { challengeToken: first.challengeToken, mfaCode: '123456' === codeAt(s.secret, 1) ? '654321' : '123456' }, { host: DEMO });
    expect([bad.statusCode, errorOf(bad).code]).toEqual([401, 'MFA_CODE_INVALID']);
    // The enrolment used this step's code: it is not accepted again (replay), the next step's is.
    const replay = await callAs(h.app, loginCall, { challengeToken: first.challengeToken, mfaCode: enrolCode }, { host: DEMO });
    expect(errorOf(replay).code).toBe('MFA_CODE_INVALID');
    const nextCode = codeAt(s.secret, 1);
    const good = await callAs(h.app, loginCall, { challengeToken: first.challengeToken, mfaCode: nextCode }, { host: DEMO });
    expect(body(good).result).toMatchObject({ kind: 'session', user: { email: 'attorney@demo.test' } });
    // Challenge tokens are single use; email + password + code works as one step too, but not a reused code.
    const reused = await callAs(h.app, loginCall, { challengeToken: first.challengeToken, mfaCode: nextCode }, { host: DEMO });
    expect(errorOf(reused).code).toBe('LINK_TOKEN_INVALID');
    const oneStep = await callAs(h.app, loginCall, { email: 'attorney@demo.test', password: DEMO_PASSWORD, mfaCode: nextCode }, { host: DEMO });
    expect(errorOf(oneStep).code).toBe('MFA_CODE_INVALID');

    // A recovery code works once.
    const c1 = body(await callAs(h.app, loginCall, { email: 'attorney@demo.test', password: DEMO_PASSWORD }, { host: DEMO })).result;
    const rec = await callAs(h.app, loginCall, { challengeToken: c1.challengeToken, recoveryCode: codes[3]!.toLowerCase() }, { host: DEMO });
    expect(body(rec).result.kind).toBe('session');
    const c2 = body(await callAs(h.app, loginCall, { email: 'attorney@demo.test', password: DEMO_PASSWORD }, { host: DEMO })).result;
    const recAgain = await callAs(h.app, loginCall, { challengeToken: c2.challengeToken, recoveryCode: codes[3] }, { host: DEMO });
    expect([recAgain.statusCode, errorOf(recAgain).code]).toEqual([401, 'MFA_CODE_INVALID']);
    const recOther = await callAs(h.app, loginCall, { challengeToken: c2.challengeToken, recoveryCode: codes[4] }, { host: DEMO });
    expect(body(recOther).result.kind).toBe('session');
  });

  it('an admin resets a user’s MFA; a non-manager cannot', async () => {
    const { token } = await signIn(h.app, DEMO, 'paralegal@demo.test');
    await enrol(h, token);
    const userId = body(await callAs(h.app, userDetailsCall, {}, { host: DEMO, token })).result._id;
    const staff = await signIn(h.app, DEMO, 'supervisor@demo.test');
    expect((await callAs(h.app, resetMfaCall, { userId }, { host: DEMO, token: staff.token })).statusCode).toBe(403);
    const admin = await signIn(h.app, DEMO, 'admin@demo.test');
    const r = await callAs(h.app, resetMfaCall, { userId }, { host: DEMO, token: admin.token });
    expect(body(r).result).toEqual({ reset: true, userId });
    await signIn(h.app, DEMO, 'paralegal@demo.test');
  });

  it('disable needs the password and a code', async () => {
    const { token } = await signIn(h.app, DEMO, 'doc.executive@demo.test');
    const { recoveryCodes } = await enrol(h, token);
    const noPw = await callAs(h.app, disableMfaCall, { password: 'Wrong@1234', recoveryCode: recoveryCodes[0] }, { host: DEMO, token });
    expect(noPw.statusCode).toBe(422);
    const ok = await callAs(h.app, disableMfaCall, { password: DEMO_PASSWORD, recoveryCode: recoveryCodes[0] }, { host: DEMO, token });
    expect(body(ok).result).toEqual({ disabled: true });
    await signIn(h.app, DEMO, 'doc.executive@demo.test');
  });

  it('tenant switch and grace period: refused at sign-in after the grace date (MFA_SETUP_REQUIRED)', async () => {
    const admin = await signIn(h.app, DEMO, 'admin@demo.test');
    // The admin (without MFA) cannot require it with no grace: he would lock himself out.
    const lockout = await callAs(h.app, updateMfaSettingsCall, { mfaEnabledByTenant: true, gracePeriodDate: null }, { host: DEMO, token: admin.token });
    expect(lockout.statusCode).toBe(409);
    const on = await callAs(h.app, updateMfaSettingsCall, { mfaEnabledByTenant: true, gracePeriodDate: '2999-12-31' }, { host: DEMO, token: admin.token });
    expect(body(on).result).toEqual({ mfaEnabledByTenant: true, gracePeriodDate: '2999-12-31T23:59:59.999Z' });
    const staff = await signIn(h.app, DEMO, 'lca.manager@demo.test');
    expect(body(await callAs(h.app, check2faCall, {}, { host: DEMO, token: staff.token })).result).toEqual({
      mfaType: null,
      mfaEnabledByTenant: true,
      gracePeriodDate: '2999-12-31T23:59:59.999Z',
      mustLogout: false,
    });
    // A non-admin may not change the policy.
    expect((await callAs(h.app, updateMfaSettingsCall, { mfaEnabledByTenant: false }, { host: DEMO, token: staff.token })).statusCode).toBe(403);

    // The grace date passes.
    await withTenant(h.database.db, h.tenants.demo, (tx) => tx.update(mfaSettings).set({ gracePeriodDate: new Date(Date.now() - 1000) }));
    const check = body(await callAs(h.app, check2faCall, {}, { host: DEMO, token: staff.token })).result;
    expect(check.mustLogout).toBe(true);
    const refused = await callAs(h.app, loginCall, { email: 'lca.manager@demo.test', password: DEMO_PASSWORD }, { host: DEMO });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('MFA_SETUP_REQUIRED');
    expect(errorOf(refused).message).toMatch(/^Two-factor authentication is required for your account since \d{4}-\d{2}-\d{2}\./);
    // A user with MFA still signs in (attorney enrolled in the first test).
    const ch = body(await callAs(h.app, loginCall, { email: 'attorney@demo.test', password: DEMO_PASSWORD }, { host: DEMO })).result;
    expect(ch.kind).toBe('mfa');
    // Other tenants are unaffected.
    await signIn(h.app, 'acme.localhost', 'admin@acme.test');
    // The admin turns the switch off again.
    const off = await callAs(h.app, updateMfaSettingsCall, { mfaEnabledByTenant: false }, { host: DEMO, token: admin.token });
    expect(body(off).result).toEqual({ mfaEnabledByTenant: false, gracePeriodDate: null });
    await signIn(h.app, DEMO, 'lca.manager@demo.test');
  });
});
