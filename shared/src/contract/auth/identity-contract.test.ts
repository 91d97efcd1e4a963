import { AUTH_CALLS, ZLoginPayload, ZLoginResult, ZSignupPayload } from './index';
import { USERS_CALLS } from '../users';
import { MFA_CALLS } from '../mfa';
import { BRANCHES_CALLS } from '../branches';
import { VALIDATION_MESSAGES } from '../../domain/messages';

const all = [...AUTH_CALLS, ...USERS_CALLS, ...MFA_CALLS, ...BRANCHES_CALLS];

describe('identity contract', () => {
  it.each(all.map((c) => [c.path, c] as const))('%s: its example parses', (_path, c) => {
    expect(c.payload.safeParse(c.example).success).toBe(true);
  });

  it('paths are unique', () => {
    expect(new Set(all.map((c) => c.path)).size).toBe(all.length);
  });

  it('login needs email and password unless a challenge token comes', () => {
    const r = ZLoginPayload.safeParse({});
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['email', 'password']);
    expect(ZLoginPayload.safeParse({ challengeToken: 'x'.repeat(40), mfaCode: '123 456' }).data?.mfaCode).toBe('123456');
  });

  it('signup applies the SPEC §5 strong-password message', () => {
    const r = ZSignupPayload.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.test', password: 'weakpass' });
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ['password'], message: VALIDATION_MESSAGES.strongPassword })]);
  });

  it('the login result narrows by kind and pick', () => {
    const pick = ZLoginResult.parse({ kind: 'pick', pick: 'accounts', accounts: [], challengeToken: 't' });
    expect(pick.kind).toBe('pick');
    expect(ZLoginResult.safeParse({ kind: 'pick', pick: 'branches', accounts: [], challengeToken: 't' }).success).toBe(false);
    expect(ZLoginResult.safeParse({ kind: 'mfa', mfaType: 'totp', challengeToken: 't', expiresAt: 'x' }).success).toBe(true);
  });
});
