import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSession, hashPassword } from '../platform/auth';
import { sessions } from '../platform/auth/sessions.table';
import { asTenant, PLATFORM_TENANT_ID, withPlatform, withTenant, type Db } from '../platform/db';
import { tenantsRepository, type TenantRow } from '../modules/tenants';
import { usersRepository } from '../modules/users';
import { DEFAULT_TENANT_PERMISSIONS } from 'shared/domain';

const suffix = () => randomBytes(4).toString('hex');

/** Creates an active tenant (slug random unless given). */
export async function createTestTenant(
  db: Db,
  input: Partial<Pick<TenantRow, 'slug' | 'name' | 'typeId' | 'status' | 'profCompleted'>> = {},
): Promise<TenantRow> {
  const slug = input.slug ?? `t${suffix()}`;
  return withPlatform(db, (tx) =>
    tenantsRepository.insertTenant(tx, {
      slug,
      name: input.name ?? `Tenant ${slug}`,
      typeId: input.typeId ?? 1,
      status: input.status ?? 'active',
      profCompleted: input.profCompleted ?? 'yes',
      permissions: { ...DEFAULT_TENANT_PERMISSIONS },
    }),
  );
}

export interface TestLogin {
  token: string;
  userId: string;
  sessionId: string;
  tenantId: string;
  roleId: number;
  email: string;
}

/**
 * Creates a user and a session directly in the database and returns the bearer token.
 * `tenantId` null means a platform user (operator, role 1).
 */
export async function createTestSession(
  db: Db,
  input: { tenantId: string | null; roleId: number; email?: string; status?: string; isExternal?: number; password?: string; ttlMs?: number },
): Promise<TestLogin> {
  const tenantId = input.tenantId ?? PLATFORM_TENANT_ID;
  const email = input.email ?? `user-${suffix()}@example.test`;
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return withTenant(db, tenantId, async (tx) => {
    const user = await usersRepository.insertUser(tx, {
      email,
      name: `User ${email}`,
      roleId: input.roleId,
      status: input.status ?? 'active',
      isExternal: input.isExternal ?? 0,
      passwordHash,
    });
    const s = await createSession(tx, { userId: user.id, roleId: input.roleId, ttlMs: input.ttlMs });
    return { token: s.token, sessionId: s.sessionId, userId: user.id, tenantId, roleId: input.roleId, email };
  });
}

/** Marks a session revoked (or expired) directly in the database. */
export async function alterTestSession(db: Db, login: TestLogin, change: { revoked?: boolean; expired?: boolean }): Promise<void> {
  await withTenant(db, login.tenantId, async (tx) => {
    await tx
      .update(sessions)
      .set({
        ...(change.revoked ? { revokedAt: new Date() } : {}),
        ...(change.expired ? { expiresAt: new Date(Date.now() - 1000) } : {}),
      })
      .where(eq(sessions.id, login.sessionId));
  });
}

export { asTenant };
