import { ALL_CALLS, listPetitionsCall } from 'shared/contract';
import { callAs, testDbKinds } from '../../../testing';
import {
  DEMO,
  body,
  call,
  errorOf,
  openIdentityHarness,
  signIn,
  type IdentityHarness,
} from '../../../testing/identity-harness';

/*
 * Issue 14 on the wire: a petitioner and a beneficiary get 403 from the firm's administration calls
 * before any handler runs, and keep the calls their own pages load (docs/roles.md). (The mail
 * outbox and notification calls live in platform plugins this harness leaves out; page-roles.test.ts
 * checks their declarations.)
 */

/** The declaration's example payload; `/users/details` without an id reads the caller himself. */
const example = (path: string): unknown => {
  if (path === '/users/details') return {};
  const decl = ALL_CALLS.find((c) => c.path === path);
  if (!decl) throw new Error(`no call ${path}`);
  return decl.example;
};

const ADMIN_CALLS = [
  '/users/list',
  '/users/roles-list',
  '/users/manage-status',
  '/users/reset-mfa',
  '/users/lookup',
  '/workflow/config-list',
  '/workflow/config-save',
  '/branches/create',
  '/branches/details',
  '/tenant/update',
  '/tenant/get-checklist',
  '/questionnaire/template-list',
  '/form-letter/list',
  '/petition/deadline-list',
  '/petition/transfer',
  '/rfe-petition/list',
  '/expiry/settings-get',
  '/contact/list',
  '/lead/list',
];

describe.each(testDbKinds())('client roles and the administration calls (%s)', (kind) => {
  let h: IdentityHarness;
  let petitioner: string;
  let beneficiary: string;
  beforeAll(async () => {
    h = await openIdentityHarness(kind);
    petitioner = (await signIn(h.app, DEMO, 'petitioner@demo.test')).token;
    beneficiary = (await signIn(h.app, DEMO, 'beneficiary@demo.test')).token;
  });
  afterAll(async () => h?.close());

  it.each(ADMIN_CALLS)('refuses %s to the petitioner and the beneficiary', async (path) => {
    for (const token of [petitioner, beneficiary]) {
      const res = await call(h.app, path, example(path), { host: DEMO, token });
      expect([path, res.statusCode, errorOf(res)?.code]).toEqual([path, 403, 'FORBIDDEN']);
    }
  });

  it('refuses the beneficiary the company calls a petitioner makes', async () => {
    for (const path of ['/company/details', '/expiry/list', '/expiry/ics-token']) {
      const res = await call(h.app, path, example(path), { host: DEMO, token: beneficiary });
      expect([path, res.statusCode]).toEqual([path, 403]);
    }
  });

  it('keeps the calls behind the petitioner’s pages', async () => {
    for (const path of [
      '/petition/list',
      '/beneficiary/list',
      '/company/list',
      '/expiry/list',
      '/starred/list',
      '/users/details',
    ]) {
      const res = await call(h.app, path, example(path), { host: DEMO, token: petitioner });
      expect([path, res.statusCode]).toEqual([path, 200]);
    }
  });

  it('keeps the calls behind the beneficiary’s pages', async () => {
    for (const path of ['/petition/list', '/starred/list', '/users/details']) {
      const res = await call(h.app, path, example(path), { host: DEMO, token: beneficiary });
      expect([path, res.statusCode]).toEqual([path, 200]);
    }
    const mine = await callAs(h.app, listPetitionsCall, {}, { host: DEMO, token: beneficiary });
    expect(Array.isArray(body(mine).result.data)).toBe(true);
  });
});
