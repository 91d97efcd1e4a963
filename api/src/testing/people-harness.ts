import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withPlatform, withTenant, type Database } from '../platform/db';
import { files } from '../platform/storage/storage.table';
import type { AnyCallDeclaration, CallPayloadInput } from 'shared/contract';
import { callAs, createTestApp, unchecked, type UncheckedPayload } from './test-app';
import { createTestSession, createTestTenant, type TestLogin } from './fixtures';
import { openTestDatabase, type TestDbKind } from './test-db';
import { branches } from '../modules/branches';
import { tenants } from '../modules/tenants';
import { users } from '../modules/users';

/** What the harness's `post` answers. */
export interface PostAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  result: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  error: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A tenant with a host, its branches and signed-in users by role. */
export interface PeopleTenant {
  id: string;
  slug: string;
  host: string;
  branchIds: string[];
  login: (roleId: number, opts?: { branchIds?: string[]; isExternal?: number; email?: string }) => Promise<TestLogin>;
}

export interface PeopleHarness {
  database: Database;
  app: FastifyInstance;
  newTenant(opts?: {
    typeId?: number;
    employeeMngmt?: 0 | 1;
    permissions?: Record<string, number[]>;
  }): Promise<PeopleTenant>;
  /**
   * POSTs a declared call as `login` at `tenant`'s host: `{ status, body, result, error }`. The
   * payload is typed by the declaration, as with `callAs` (`unchecked(…)` for a deliberate 422).
   */
  post<C extends AnyCallDeclaration>(
    tenant: PeopleTenant,
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login?: TestLogin,
  ): Promise<PostAnswer>;
  /** A stored file row of the tenant (as /s3/upload would leave). */
  storedFile(tenant: PeopleTenant, opts?: { mimetype?: string; ext?: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * `cases: true` (caseHarness): the platform plugins on (mail outbox, real-time notifications,
 * storage in a temp folder, jobs not worked), since case actions notify and mail in their
 * transaction; and tenants allow external cases.
 */
export async function peopleHarness(kind: TestDbKind = 'pglite', opts: { cases?: boolean } = {}): Promise<PeopleHarness> {
  const database = await openTestDatabase(kind);
  const limits = { RATE_LIMIT_MAX: '100000', RATE_LIMIT_AUTH_MAX: '100000' };
  const app = await createTestApp(
    database,
    opts.cases
      ? {
          withoutPlatformPlugins: false,
          env: { ...limits, STORAGE_DIR: mkdtempSync(join(tmpdir(), 'passage-cases-')), JOBS_WORKERS: 'false' },
        }
      : { env: limits },
  );
  const db = database.db;
  const cases = opts.cases === true;
  return {
    database,
    app,
    async newTenant(opts = {}) {
      const t = await createTestTenant(db, { typeId: opts.typeId ?? 1 });
      await withPlatform(db, (tx) =>
        tx
          .update(tenants)
          .set({
            globalConfig: { isAllowExternalCases: cases ? 1 : 0, employeeMngmt: opts.employeeMngmt ?? 0 },
            ...(opts.permissions ? { permissions: { ...t.permissions, ...opts.permissions } } : {}),
          })
          .where(eq(tenants.id, t.id)),
      );
      const branchRows = await withTenant(db, t.id, (tx) =>
        tx
          .insert(branches)
          .values([{ name: 'East' }, { name: 'West' }])
          .returning({ id: branches.id }),
      );
      const branchIds = branchRows.map((b) => b.id);
      const tenant: PeopleTenant = {
        id: t.id,
        slug: t.slug,
        host: `${t.slug}.localhost`,
        branchIds,
        async login(roleId, o = {}) {
          const l = await createTestSession(db, { tenantId: t.id, roleId, isExternal: o.isExternal, email: o.email });
          if (o.branchIds)
            await withTenant(db, t.id, (tx) =>
              tx.update(users).set({ branchIds: o.branchIds! }).where(eq(users.id, l.userId)),
            );
          return l;
        },
      };
      return tenant;
    },
    async post(
      tenant: PeopleTenant,
      declaration: AnyCallDeclaration,
      payload: unknown,
      login?: TestLogin,
    ): Promise<PostAnswer> {
      const res = await callAs(app, declaration, unchecked(payload), { host: tenant.host, token: login?.token });
      const body = res.json();
      return { status: res.statusCode, body, result: body.result, error: body.result?.error };
    },
    async storedFile(tenant, opts = {}) {
      const ext = opts.ext ?? 'pdf';
      const key = `t/${tenant.id}/2026/01/${randomUUID()}.${ext}`;
      await withTenant(db, tenant.id, (tx) =>
        tx
          .insert(files)
          .values({
            key,
            name: `file.${ext}`,
            mimetype: opts.mimetype ?? 'application/pdf',
            extn: ext,
            size: 1234,
            sha256: 'x'.repeat(64),
          }),
      );
      return key;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The `duplicateId` of a 409 answer. */
export const duplicateIdOf = (
  error: { issues?: { path: string; message: string }[] } | undefined,
): string | undefined => error?.issues?.find((i) => i.path === 'duplicateId')?.message;
