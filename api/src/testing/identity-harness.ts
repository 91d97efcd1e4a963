/**
 * Test support for the identity suites: a database with the demo tenants and logins seeded, an
 * app built like app.ts (module calls, no platform plugins) with a capturing mailer that renders
 * the real templates, and helpers to sign in and to follow mailed links.
 */
import { loginCall } from 'shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authenticator } from 'otplib';
import { DEMO_PASSWORD } from 'shared/domain';
import { buildApp } from '../app';
import { sessions } from '../platform/auth';
import { withSystem, withTenant, type Database, type Db } from '../platform/db';
import type { Mailer, MailMessage } from '../platform/mail';
import { linksOf, renderMail } from '../platform/mail';
import { DEFAULT_BRANDING } from '../platform/mail/templates/layout';
import { seedDemo } from '../seed';
import { call, callAs, testConfig, unchecked } from './test-app';
import { openTestDatabase, type TestDbKind } from './test-db';
import { tenantsRepository } from '../modules/tenants';
import { users } from '../modules/users';
import { authThrottle } from '../modules/auth';

export { call, callAs, unchecked, DEMO_PASSWORD };

export interface CapturedMail {
  to: string;
  template: string;
  tenantId: string;
  subject: string;
  text: string;
  links: string[];
}

/** A mailer that renders with the real templates (a missing placeholder throws) and keeps the mails. */
export function captureMailer(): Mailer & { sent: CapturedMail[] } {
  const sent: CapturedMail[] = [];
  return {
    sent,
    transportKind: 'capture',
    async render(_tx: Db, m: MailMessage) {
      return renderMail(m.template, m.data, DEFAULT_BRANDING);
    },
    async send(_tx: Db, m: MailMessage) {
      const r = renderMail(m.template, m.data, DEFAULT_BRANDING);
      sent.push({ to: String(m.to), template: m.template, tenantId: m.tenantId, subject: r.subject, text: r.text, links: linksOf(r.html) });
      return { id: String(sent.length) };
    },
  } as Mailer & { sent: CapturedMail[] };
}

export interface IdentityHarness {
  database: Database;
  app: FastifyInstance;
  mail: ReturnType<typeof captureMailer>;
  tenants: { demo: string; acme: string };
  close(): Promise<void>;
}

export const DEMO = 'demo.localhost';
export const ACME = 'acme.localhost';
export const APP = 'app.localhost';

/** A fresh database of `kind` with the demo seed, and an app on it. */
export async function openIdentityHarness(kind: TestDbKind, env: Record<string, string> = {}): Promise<IdentityHarness> {
  const database = await openTestDatabase(kind);
  const seeded = await seedDemo(database.db);
  const app = await buildApp(testConfig({ RATE_LIMIT_AUTH_MAX: '100000', ...env }), {
    logger: false,
    withoutPlatformPlugins: true,
    database,
    closeDatabase: false,
  });
  const mail = captureMailer();
  app.decorate('mailer', mail);
  await app.ready();
  return {
    database,
    app,
    mail,
    tenants: { demo: seeded.tenants.demo!, acme: seeded.tenants.acme! },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const body = (res: LightMyRequestResponse) => res.json() as { result: any; message?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
export const errorOf = (res: LightMyRequestResponse) => body(res).result?.error as { code: string; message: string; issues?: { path: string; message: string }[] };

/** Signs in and returns the session answer (fails the test otherwise). */
export async function signIn(
  app: FastifyInstance,
  host: string,
  email: string,
  password = DEMO_PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<{ token: string; user: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await callAs(app, loginCall, { email, password, ...extra }, { host });
  if (res.statusCode !== 200 || body(res).result.kind !== 'session') {
    throw new Error(`sign-in of ${email} at ${host} failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  return body(res).result;
}

/** The newest captured mail to `to` (optionally of a template), and its first link's token. */
export function lastMail(mail: IdentityHarness['mail'], to: string, template?: string): CapturedMail & { token: string } {
  const found = [...mail.sent].reverse().find((m) => m.to === to && (!template || m.template === template));
  if (!found) throw new Error(`no mail to ${to}${template ? ` (${template})` : ''}`);
  const link = found.links[0]!;
  return { ...found, token: new URL(link).searchParams.get('token')! };
}

/** A current TOTP code for a base32 secret. */
export const totp = (secret: string) => authenticator.generate(secret);

/** Moves every session of a tenant's user back in time (expiry tests). */
export async function ageSessions(
  db: Db,
  tenantId: string,
  userId: string,
  change: { expiresAt?: Date; lastSeenAt?: Date },
): Promise<void> {
  await withTenant(db, tenantId, (tx) => tx.update(sessions).set(change).where(eq(sessions.userId, userId)));
}

export async function userByEmail(db: Db, tenantId: string, email: string) {
  const rows = await withTenant(db, tenantId, (tx) => tx.select().from(users).where(eq(users.email, email)));
  return rows[0]!;
}

export async function setTenant(db: Db, id: string, changes: Parameters<typeof tenantsRepository.updateTenantRow>[2]) {
  await withSystem(db, (tx) => tenantsRepository.updateTenantRow(tx, id, changes));
}

/** Ends every sign-in wait in a tenant's scope, as if it had passed (throttle tests stay fast and exact). */
export async function endSignInWaits(db: Db, tenantId: string): Promise<void> {
  await withTenant(db, tenantId, (tx) => tx.update(authThrottle).set({ lockedUntil: null }));
}
