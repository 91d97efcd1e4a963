import { activateUserCall, changePasswordCall, checkCompanyApprovalCall, forgotPasswordCall, invitePetitionerCall, loginCall, loginUserDetailsCall, registerUserCall, requestActivationEmailCall, requestActivationKeyCall, resendVerifyLinkCall, signupCall, updatePasswordCall, verifyEmailCall } from 'shared/contract';
import { eq } from 'drizzle-orm';
import { VALIDATION_MESSAGES } from 'shared/domain';
import { linkTokens } from '../../../platform/auth';
import { withTenant } from '../../../platform/db';
import { callAs, testDbKinds } from '../../../testing';
import { DEMO, DEMO_PASSWORD, body, errorOf, lastMail, openIdentityHarness, signIn, userByEmail, type IdentityHarness } from '../../../testing/identity-harness';

describe.each(testDbKinds())('mailed links (%s)', (kind) => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await openIdentityHarness(kind);
  });
  afterAll(async () => h?.close());

  it('forgot-password answers the same for a known and an unknown address, and mails only the known', async () => {
    const before = h.mail.sent.length;
    const known = await callAs(h.app, forgotPasswordCall, { email: 'front.office@demo.test' }, { host: DEMO });
    const unknown = await callAs(h.app, forgotPasswordCall, { email: 'ghost@demo.test' }, { host: DEMO });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(h.mail.sent.length).toBe(before + 1);
    const mail = lastMail(h.mail, 'front.office@demo.test', 'password-reset');
    expect(mail.links[0]).toMatch(/^http:\/\/demo\.localhost\/public\/reset-password\?token=/);
    expect(mail.tenantId).toBe(h.tenants.demo);
  });

  it('a reset link sets the password once; its reuse is LINK_TOKEN_INVALID; old sessions end', async () => {
    const old = await signIn(h.app, DEMO, 'paralegal@demo.test');
    await callAs(h.app, forgotPasswordCall, { email: 'paralegal@demo.test' }, { host: DEMO });
    const { token } = lastMail(h.mail, 'paralegal@demo.test', 'password-reset');
    const weak = await callAs(h.app, updatePasswordCall, { token, password: 'weakpass' }, { host: DEMO });
    expect(weak.statusCode).toBe(422);
    expect(errorOf(weak).issues).toEqual([{ path: 'password', message: VALIDATION_MESSAGES.strongPassword }]);
    const ok = await callAs(h.app, updatePasswordCall, { token, password: 'Fresh@2025', confirmPassword: 'Fresh@2025' }, { host: DEMO });
    expect(body(ok).result).toEqual({ updated: true, email: 'paralegal@demo.test' });
    const reuse = await callAs(h.app, updatePasswordCall, { token, password: 'Again@2025' }, { host: DEMO });
    expect([reuse.statusCode, errorOf(reuse).code]).toEqual([401, 'LINK_TOKEN_INVALID']);
    await signIn(h.app, DEMO, 'paralegal@demo.test', 'Fresh@2025');
    const wrong = await callAs(h.app, loginCall, { email: 'paralegal@demo.test', password: DEMO_PASSWORD }, { host: DEMO });
    expect(wrong.statusCode).toBe(401);
    expect((await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token: old.token })).statusCode).toBe(401);
  });

  it('an expired reset link is refused; a second request makes the first link useless', async () => {
    await callAs(h.app, forgotPasswordCall, { email: 'attorney@demo.test' }, { host: DEMO });
    const first = lastMail(h.mail, 'attorney@demo.test', 'password-reset').token;
    await callAs(h.app, forgotPasswordCall, { email: 'attorney@demo.test' }, { host: DEMO });
    const second = lastMail(h.mail, 'attorney@demo.test', 'password-reset').token;
    const r1 = await callAs(h.app, updatePasswordCall, { token: first, password: 'Fresh@2025' }, { host: DEMO });
    expect(errorOf(r1).code).toBe('LINK_TOKEN_INVALID');
    await withTenant(h.database.db, h.tenants.demo, (tx) =>
      tx.update(linkTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(linkTokens.purpose, 'password-reset')),
    );
    const r2 = await callAs(h.app, updatePasswordCall, { token: second, password: 'Fresh@2025' }, { host: DEMO });
    expect([r2.statusCode, errorOf(r2).code]).toEqual([401, 'LINK_TOKEN_INVALID']);
    // A reset link of the demo tenant is unknown at acme's host.
    await callAs(h.app, forgotPasswordCall, { email: 'attorney@demo.test' }, { host: DEMO });
    const third = lastMail(h.mail, 'attorney@demo.test', 'password-reset').token;
    const r3 = await callAs(h.app, updatePasswordCall, { token: third, password: 'Fresh@2025' }, { host: 'acme.localhost' });
    expect(errorOf(r3).code).toBe('LINK_TOKEN_INVALID');
  });

  it('change-password needs the current password, keeps this session and ends the others', async () => {
    const a = await signIn(h.app, DEMO, 'i9@demo.test');
    const b = await signIn(h.app, DEMO, 'i9@demo.test');
    const wrong = await callAs(h.app, changePasswordCall, { oldPassword: 'Nope@1234', password: 'Changed@1' }, { host: DEMO, token: a.token });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).issues![0]!.path).toBe('oldPassword');
    const ok = await callAs(h.app, changePasswordCall, { oldPassword: DEMO_PASSWORD, password: 'Changed@1' }, { host: DEMO, token: a.token });
    expect(body(ok).result).toEqual({ updated: true, roleId: 7 });
    expect((await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token: a.token })).statusCode).toBe(200);
    expect((await callAs(h.app, loginUserDetailsCall, {}, { host: DEMO, token: b.token })).statusCode).toBe(401);
    await signIn(h.app, DEMO, 'i9@demo.test', 'Changed@1');
  });

  it('signup → verify-email link (single use) → active; a petitioner awaits company approval', async () => {
    const payload = { firstName: 'Pat', lastName: 'Lee', email: 'pat@client.test', password: 'Secret@123', companyName: 'Client Co' };
    const res = await callAs(h.app, signupCall, payload, { host: DEMO });
    expect(body(res).result.accepted).toBe(true);
    const early = await callAs(h.app, loginCall, { email: 'pat@client.test', password: 'Secret@123' }, { host: DEMO });
    expect(errorOf(early).code).toBe('ACCOUNT_NOT_ACTIVATED');
    // Signing up again answers the same (no enumeration) and re-sends the link.
    const again = await callAs(h.app, signupCall, payload, { host: DEMO });
    expect(again.body).toBe(res.body);
    const { token, links } = lastMail(h.mail, 'pat@client.test', 'email-verification');
    expect(links[0]).toContain('/verify-email?token=');
    const v = await callAs(h.app, verifyEmailCall, { token }, { host: DEMO });
    expect(body(v).result).toEqual({ verified: true, email: 'pat@client.test', awaitingCompanyApproval: true });
    expect(errorOf(await callAs(h.app, verifyEmailCall, { token }, { host: DEMO })).code).toBe('LINK_TOKEN_INVALID');
    const s = await signIn(h.app, DEMO, 'pat@client.test', 'Secret@123');
    expect(s.user).toMatchObject({ roleId: 50, companyStatusId: 3, companyRegistrationCompleted: false });
    const approval = await callAs(h.app, checkCompanyApprovalCall, {}, { host: DEMO, token: s.token });
    expect(body(approval).result).toEqual({ companyStatusId: 3, status: 'pending_approval', approved: false });
    // A beneficiary signs up with role 51; an existing address gets an "account exists" mail.
    const existing = await callAs(h.app, signupCall, { ...payload, email: 'admin@demo.test', roleId: 51 }, { host: DEMO });
    expect(body(existing).result.accepted).toBe(true);
    const dup = await callAs(h.app, signupCall, { ...payload, email: 'pat@client.test' }, { host: DEMO });
    expect(dup.body).toBe(res.body);
    expect(lastMail(h.mail, 'pat@client.test').template).toBe('account-exists');
  });

  it('invite-petitioner needs PETITIONER_INVITE; the invitation link activates the account once', async () => {
    const attorney = await signIn(h.app, DEMO, 'attorney@demo.test');
    const denied = await callAs(h.app, invitePetitionerCall, { email: 'hr@invited.test', firstName: 'Hana' }, { host: DEMO, token: attorney.token });
    expect(denied.statusCode).toBe(403);
    const fo = await signIn(h.app, DEMO, 'front.office@demo.test');
    const res = await callAs(h.app, invitePetitionerCall, { email: 'HR@Invited.test', firstName: 'Hana', lastName: 'Roe', companyName: 'Invited Co' }, { host: DEMO, token: fo.token });
    expect(res.statusCode).toBe(200);
    expect(body(res).result.email).toBe('hr@invited.test');
    const dup = await callAs(h.app, invitePetitionerCall, { email: 'hr@invited.test', firstName: 'Hana' }, { host: DEMO, token: fo.token });
    expect(dup.statusCode).toBe(409);
    const mail = lastMail(h.mail, 'hr@invited.test', 'invitation');
    expect(mail.text).toContain('Farah Front invited you');
    expect(mail.links[0]).toContain('/public/account-activation-invite?token=');
    // An expired invitation: request-activation-key mails a fresh link for the same account.
    await callAs(h.app, requestActivationKeyCall, { key: mail.token }, { host: DEMO });
    const fresh = lastMail(h.mail, 'hr@invited.test', 'invitation').token;
    expect(fresh).not.toBe(mail.token);
    expect(errorOf(await callAs(h.app, activateUserCall, { token: mail.token, password: 'Invite@123' }, { host: DEMO })).code).toBe('LINK_TOKEN_INVALID');
    const act = await callAs(h.app, activateUserCall, { token: fresh, password: 'Invite@123', confirmPassword: 'Invite@123' }, { host: DEMO });
    expect(body(act).result).toEqual({ activated: true, email: 'hr@invited.test' });
    expect(errorOf(await callAs(h.app, activateUserCall, { token: fresh, password: 'Invite@123' }, { host: DEMO })).code).toBe('LINK_TOKEN_INVALID');
    const s = await signIn(h.app, DEMO, 'hr@invited.test', 'Invite@123');
    expect(s.user).toMatchObject({ roleId: 50, companyStatusId: 1 });
  });

  it('request-activation-email re-sends only to invited accounts and answers the same for anyone', async () => {
    const admin = await signIn(h.app, DEMO, 'admin@demo.test');
    await callAs(h.app, registerUserCall, { email: 'newbie@demo.test', firstName: 'New', roleId: 8 }, { host: DEMO, token: admin.token });
    const n = h.mail.sent.length;
    const a = await callAs(h.app, requestActivationEmailCall, { email: 'newbie@demo.test' }, { host: DEMO });
    const b = await callAs(h.app, requestActivationEmailCall, { email: 'admin@demo.test' }, { host: DEMO });
    const c = await callAs(h.app, requestActivationEmailCall, { email: 'none@demo.test' }, { host: DEMO });
    expect(a.body).toBe(b.body);
    expect(b.body).toBe(c.body);
    expect(h.mail.sent.length).toBe(n + 1);
    const { token, template } = lastMail(h.mail, 'newbie@demo.test');
    expect(template).toBe('account-activation');
    // The activation link sets the first password where activation links go (never update-password).
    const set = await callAs(h.app, activateUserCall, { token, password: 'Newbie@123' }, { host: DEMO });
    expect(set.statusCode).toBe(200);
    const s = await signIn(h.app, DEMO, 'newbie@demo.test', 'Newbie@123');
    expect(s.user.roleId).toBe(8);
    const row = await userByEmail(h.database.db, h.tenants.demo, 'newbie@demo.test');
    expect(row.status).toBe('active');
  });

  it('resend-verify-link answers the same for any address', async () => {
    const a = await callAs(h.app, resendVerifyLinkCall, { email: 'ghost@demo.test' }, { host: DEMO });
    const b = await callAs(h.app, resendVerifyLinkCall, { email: 'admin@demo.test' }, { host: DEMO });
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
  });
});
