import type { RawSql } from './types';

/** The role every request runs as: NOLOGIN, no BYPASSRLS, not the tables' owner. */
export const APP_ROLE = 'app_user';

/** The expression every tenant policy compares `tenant_id` with. */
export const CURRENT_TENANT_SQL = `nullif(current_setting('app.tenant_id', true), '')::uuid`;

/** Creates the app role (cluster-wide) if missing; the migrations' policies name it. */
export async function ensureAppRole(sqlc: RawSql): Promise<void> {
  await sqlc.exec(`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        BEGIN
          CREATE ROLE ${APP_ROLE} NOLOGIN NOBYPASSRLS;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN
          NULL; -- created meanwhile by another database's migration on the same cluster
        END;
      END IF;
    END $$;
  `);
}

/**
 * Idempotent steps run after the migrations: the app role, its grants, and FORCE row-level
 * security on every table that has RLS enabled and a `tenant_id` column (drizzle-kit emits the
 * policies and ENABLE but has no syntax for FORCE).
 */
export async function ensureSecurity(sqlc: RawSql): Promise<void> {
  await ensureAppRole(sqlc);
  // GRANT takes a lock on the role; parallel test databases on one cluster can collide.
  for (let attempt = 0; ; attempt++) {
    try {
      await sqlc.exec(`
        GRANT USAGE ON SCHEMA public TO ${APP_ROLE};
        GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
        GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};
        GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${APP_ROLE};
      `);
      break;
    } catch (err) {
      if (attempt >= 5 || !/tuple concurrently updated/i.test(String((err as Error).message))) throw err;
      await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
    }
  }
  const { rows } = await sqlc.query<{ schema: string; name: string }>(`
    SELECT n.nspname AS schema, c.relname AS name
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p')
       AND c.relrowsecurity AND NOT c.relforcerowsecurity
       AND EXISTS (SELECT 1 FROM pg_attribute a
                    WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
  `);
  for (const r of rows) {
    await sqlc.exec(`ALTER TABLE "${r.schema}"."${r.name}" FORCE ROW LEVEL SECURITY`);
  }
}

export class SecurityCheckError extends Error {
  readonly code = 'DB_SECURITY_CHECK_FAILED';
}

/**
 * Refuses a database where tenant isolation would not hold: any table with a `tenant_id`
 * column lacking enabled + forced RLS or a policy, or an app role that could bypass RLS.
 */
export async function verifySecurity(sqlc: RawSql): Promise<void> {
  const problems: string[] = [];
  const role = await sqlc.query<{ rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }>(
    `SELECT rolsuper, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = $1`,
    [APP_ROLE],
  );
  const r = role.rows[0];
  if (!r) problems.push(`role ${APP_ROLE} does not exist`);
  else {
    if (r.rolsuper) problems.push(`role ${APP_ROLE} is a superuser`);
    if (r.rolbypassrls) problems.push(`role ${APP_ROLE} has BYPASSRLS`);
  }
  const tables = await sqlc.query<{
    schema: string;
    name: string;
    enabled: boolean;
    forced: boolean;
    policies: number;
    owned: boolean;
  }>(`
    SELECT n.nspname AS schema, c.relname AS name, c.relrowsecurity AS enabled,
           c.relforcerowsecurity AS forced,
           (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies,
           pg_get_userbyid(c.relowner) = '${APP_ROLE}' AS owned
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p')
       AND n.nspname NOT IN ('pg_catalog', 'information_schema')
       AND EXISTS (SELECT 1 FROM pg_attribute a
                    WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
  `);
  for (const t of tables.rows) {
    const name = `${t.schema}.${t.name}`;
    if (!t.enabled) problems.push(`${name} has a tenant_id column but row-level security is not enabled`);
    else if (!t.forced) problems.push(`${name} has row-level security but it is not FORCEd`);
    if (Number(t.policies) === 0) problems.push(`${name} has no row-level security policy`);
    if (t.owned) problems.push(`${name} is owned by ${APP_ROLE}`);
  }
  if (problems.length) {
    throw new SecurityCheckError(
      `Refusing to start: tenant isolation is not enforced by the database:\n  - ${problems.join('\n  - ')}\n` +
        `Define tenant tables with tenantTable() from api/src/platform/db and run the migrations.`,
    );
  }
}
