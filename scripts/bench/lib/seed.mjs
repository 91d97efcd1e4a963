/**
 * Bulk seed for the API benchmark: `tenants` tenants holding `cases` cases spread unevenly (the
 * first tenant holds `hotShare` of them, the others follow a Zipf-like curve, weight i^-0.7), with
 * their branches, staff users (sessions made ahead, so requests need no login), petitioners
 * (companies), beneficiaries and case activity. Everything is set-based SQL (generate_series over
 * a plan table): no row-by-row inserts. Secondary indexes are dropped during the load and rebuilt
 * after, then ANALYZE. Runs as the database owner (the seed bypasses RLS; the API never does).
 *
 * Ids are deterministic (md5 of a name, as a uuid), so the load generator knows every tenant,
 * user, branch and case id without asking the database: see ids below.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../lib.mjs';
import { exec, hashPassword } from './db.mjs';

/** Case types the seed uses (H-1B, L-1, H-4, H-4 EAD, L-2, I-130, I-140, I-485: kind petition). */
export const CASE_TYPE_IDS = [1, 2, 4, 5, 6, 7, 9, 10];

/**
 * The default workflow of each seeded case type, from the domain rules in `shared` (bundled on the
 * fly with esbuild: `shared` ships TypeScript), so every seeded case carries a real snapshot.
 */
async function defaultWorkflows() {
  const esbuild = createRequire(path.join(ROOT, 'package.json'))('esbuild');
  const out = await esbuild.build({
    stdin: {
      contents: `import { defaultWorkflow } from './shared/src/domain/cases/workflow';\nexport const w = (t) => defaultWorkflow(1, t);`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  return CASE_TYPE_IDS.map((t) => mod.w(t));
}

export const BENCH_PASSWORD = 'Bench@12345';
export const USERS_PER_TENANT = 5;
export const BRANCHES_PER_TENANT = 3;
/** Case statuses used (SPEC §4 petition status ids 1..33): a typical filter picks one. */
export const STATUS_COUNT = 12;

/** md5 of a name as a version-4-shaped uuid (zod's z.uuid() checks the version and variant). */
const md5uuid = (s) => {
  const h = createHash('md5').update(s).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
};
/** The SQL twin of md5uuid, created in the bench database (EXECUTE is public by default). */
export const BENCH_UUID_FN = `CREATE OR REPLACE FUNCTION bench_uuid(text) RETURNS uuid IMMUTABLE PARALLEL SAFE LANGUAGE sql
  AS $$ SELECT (substr(md5($1), 1, 12) || '4' || substr(md5($1), 14, 3) || '8' || substr(md5($1), 18, 15))::uuid $$;`;
export const ids = {
  tenant: (i) => md5uuid(`bench-tenant-${i}`),
  slug: (i) => `bench${String(i).padStart(4, '0')}`,
  user: (i, u) => md5uuid(`bench-user-${i}-${u}`),
  email: (i, u) => `user${u}@bench${i}.test`,
  token: (i, u) => `bench-session-${i}-${u}-0123456789abcdef`,
  branch: (i, b) => md5uuid(`bench-branch-${i}-${b}`),
  case: (i, k) => md5uuid(`bench-case-${i}-${k}`),
  company: (i, k) => md5uuid(`bench-company-${i}-${k}`),
  beneficiary: (i, k) => md5uuid(`bench-ben-${i}-${k}`),
};
/** SQL twins of `ids` (same md5 → uuid). */
const sqlId = (kind, ...parts) => `bench_uuid('bench-${kind}-' || ${parts.join(` || '-' || `)})`;

export const FIRST_NAMES = [
  'Anand',
  'Maria',
  'Wei',
  'Priya',
  'John',
  'Fatima',
  'Carlos',
  'Olga',
  'Kenji',
  'Amara',
  'Rahul',
  'Sofia',
  'Ivan',
  'Mei',
  'Ahmed',
  'Lucia',
  'Sanjay',
  'Elena',
  'Tomas',
  'Aisha',
];
export const LAST_NAMES = [
  'Iyer',
  'Garcia',
  'Zhang',
  'Sharma',
  'Smith',
  'Khan',
  'Lopez',
  'Petrova',
  'Sato',
  'Okafor',
  'Gupta',
  'Rossi',
  'Ivanov',
  'Chen',
  'Hassan',
  'Fernandez',
  'Patel',
  'Novak',
  'Silva',
  'Mensah',
];
const TITLES = [
  'Software Engineer',
  'Data Scientist',
  'Mechanical Engineer',
  'Financial Analyst',
  'Physician',
  'Architect',
  'Professor',
  'Nurse',
];
const arr = (xs) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;

/** How many cases each tenant holds: [tenant 1 (hot), 2, …]. */
export function casePlan(tenants, cases, hotShare = 0.2) {
  if (tenants === 1) return [cases];
  const hot = Math.round(cases * hotShare);
  const weights = Array.from({ length: tenants - 1 }, (_, i) => (i + 1) ** -0.7);
  const sum = weights.reduce((a, b) => a + b, 0);
  const rest = weights.map((w) => Math.max(1, Math.floor(((cases - hot) * w) / sum)));
  const short = cases - hot - rest.reduce((a, b) => a + b, 0);
  rest[0] += short;
  return [hot, ...rest];
}

async function tableExists(db, name) {
  const rows = await exec(
    db,
    `SELECT 1 AS x FROM information_schema.tables WHERE table_schema = 'public' AND table_name = '${name}'`,
  );
  return rows.length > 0;
}

/** Drops the secondary indexes of `tables`; answers a function that rebuilds them. */
async function withoutIndexes(db, tables) {
  const list = tables.map((t) => `'${t}'`).join(',');
  const rows = await exec(
    db,
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename IN (${list})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const r of rows) await exec(db, `DROP INDEX IF EXISTS "${r.indexname}"`);
  return async () => {
    for (const r of rows) await exec(db, r.indexdef);
  };
}

/**
 * Seeds `db` (a pg Client or a PGlite instance) and answers the plan:
 * { tenants, cases, perTenant: [count…], withCases, users, log }.
 */
export async function seed(db, { tenants = 1000, cases = 1_000_000, hotShare = 0.2, log = console.log } = {}) {
  const started = Date.now();
  const perTenant = casePlan(tenants, cases, hotShare);
  const pwHash = await hashPassword(BENCH_PASSWORD);
  const withCases = await tableExists(db, 'petitions');
  const workflows = withCases ? await defaultWorkflows() : [];
  const hasActivity = withCases && (await tableExists(db, 'petition_activity'));
  const step = async (what, sqlText) => {
    const t = Date.now();
    await exec(db, sqlText);
    log(`  seed: ${what} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  };

  await step(
    'plan',
    `${BENCH_UUID_FN}
     CREATE TEMP TABLE bench_plan (i int PRIMARY KEY, tid uuid NOT NULL, cases int NOT NULL, bens int NOT NULL, comps int NOT NULL);
     INSERT INTO bench_plan
     SELECT i, bench_uuid('bench-tenant-' || i), c, greatest(1, c / 2), greatest(1, c / 20)
       FROM unnest(ARRAY[${perTenant.join(',')}]::int[]) WITH ORDINALITY AS p(c, i);
     CREATE TEMP TABLE bench_types (n int PRIMARY KEY, type_id int NOT NULL, workflow jsonb NOT NULL);
     INSERT INTO bench_types VALUES ${workflows.length ? workflows.map((w, i) => `(${i}, ${CASE_TYPE_IDS[i]}, '${JSON.stringify(w).replace(/'/g, "''")}'::jsonb)`).join(', ') : `(0, 1, '{}'::jsonb)`};`,
  );
  const tables = [
    'users',
    'sessions',
    'branches',
    'companies',
    'beneficiaries',
    ...(withCases ? ['petitions'] : []),
    ...(hasActivity ? ['petition_activity'] : []),
  ];
  const rebuild = await withoutIndexes(db, tables);

  await step(
    `${tenants} tenants, ${tenants * BRANCHES_PER_TENANT} branches, ${tenants * USERS_PER_TENANT} users and sessions`,
    `INSERT INTO tenants (id, slug, name, type_id, status, prof_completed, admin_email)
     SELECT tid, 'bench' || lpad(i::text, 4, '0'), 'Bench Firm ' || i, 1, 'active', 'yes', 'user1@bench' || i || '.test' FROM bench_plan;
     INSERT INTO branches (tenant_id, id, name, code, is_default)
     SELECT p.tid, ${sqlId('branch', 'p.i', 'b')}, 'Branch ' || b, 'B' || b, b = 1
       FROM bench_plan p, generate_series(1, ${BRANCHES_PER_TENANT}) b;
     INSERT INTO users (tenant_id, id, email, name, first_name, last_name, role_id, status, password_hash, branch_ids)
     SELECT p.tid, ${sqlId('user', 'p.i', 'u')}, 'user' || u || '@bench' || p.i || '.test',
            'Staff ' || u || ' of ' || p.i, 'Staff ' || u, 'Bench ' || p.i, 3, 'active', '${pwHash}',
            (SELECT jsonb_agg(${sqlId('branch', 'p.i', 'b')}) FROM generate_series(1, ${BRANCHES_PER_TENANT}) b)
       FROM bench_plan p, generate_series(1, ${USERS_PER_TENANT}) u;
     INSERT INTO sessions (tenant_id, user_id, role_id, token_hash, expires_at, last_seen_at)
     SELECT p.tid, ${sqlId('user', 'p.i', 'u')}, 3,
            encode(sha256(convert_to('bench-session-' || p.i || '-' || u || '-0123456789abcdef', 'UTF8')), 'hex'),
            now() + interval '11 hours', now()
       FROM bench_plan p, generate_series(1, ${USERS_PER_TENANT}) u;`,
  );
  await step(
    `${Math.round(cases / 20)} petitioners (companies)`,
    `INSERT INTO companies (tenant_id, id, name, fei_number, email, status_id, branch_id, registration_completed)
     SELECT p.tid, ${sqlId('company', 'p.i', 'k')},
            (${arr(LAST_NAMES)})[1 + k % 20] || ' ' || (ARRAY['Systems','Labs','Health','Partners','Motors'])[1 + k % 5] || ' ' || k,
            lpad((k % 100)::text, 2, '0') || '-' || lpad(((p.i * 7919 + k) % 10000000)::text, 7, '0'),
            'hr' || k || '@company' || p.i || '.test', 1, ${sqlId('branch', 'p.i', '1 + k % 3')}, true
       FROM bench_plan p, generate_series(1, p.comps) k;`,
  );
  await step(
    `${Math.round(cases / 2)} beneficiaries`,
    `INSERT INTO beneficiaries (tenant_id, id, first_name, last_name, email, passport_number, company_id, branch_id, relation, status, date_of_birth)
     SELECT p.tid, ${sqlId('ben', 'p.i', 'k')}, (${arr(FIRST_NAMES)})[1 + k % 20], (${arr(LAST_NAMES)})[1 + (k / 20) % 20],
            'person' || k || '@mail' || p.i || '.test', 'P' || lpad(k::text, 8, '0'),
            ${sqlId('company', 'p.i', '1 + k % p.comps')}, ${sqlId('branch', 'p.i', '1 + k % 3')}, 'principal', 'active',
            date '1970-01-01' + (k % 12000)
       FROM bench_plan p, generate_series(1, p.bens) k;`,
  );
  if (withCases) {
    await step(
      `${cases} cases`,
      `INSERT INTO petitions (tenant_id, id, case_number, kind, type_id, sub_type_id, status_id, title, petitioner_id, beneficiary_id,
                              branch_id, attorney_id, paralegal_id, deadline_date, premium_processing, receipt_number, workflow,
                              completed_activities, next_activity, created_by, created_at, updated_at)
       SELECT p.tid, ${sqlId('case', 'p.i', 'k')}, 'H1B-2026-' || lpad(k::text, 6, '0'), 'petition', ty.type_id, NULL, 1 + k % ${STATUS_COUNT},
              (${arr(TITLES)})[1 + k % 8], ${sqlId('company', 'p.i', '1 + k % p.comps')}, ${sqlId('ben', 'p.i', '1 + k % p.bens')},
              ${sqlId('branch', 'p.i', '1 + k % 3')}, ${sqlId('user', 'p.i', '1 + k % 5')}, ${sqlId('user', 'p.i', '1 + (k + 1) % 5')},
              current_date - 180 + (k * 7) % 540, k % 7 = 0, CASE WHEN k % 3 = 0 THEN 'EAC' || lpad(k::text, 10, '0') END,
              ty.workflow, '[]'::jsonb, NULL, ${sqlId('user', 'p.i', '1')},
              now() - ((k % 1000) || ' days')::interval, now() - ((k % 500) || ' hours')::interval - (k || ' milliseconds')::interval
         FROM bench_plan p, generate_series(1, p.cases) k, bench_types ty WHERE ty.n = k % ${CASE_TYPE_IDS.length};`,
    );
    if (hasActivity) {
      await step(
        `${cases * 2} case activities`,
        `INSERT INTO petition_activity (tenant_id, petition_id, action, activity_code, user_id, user_name, note, at)
         SELECT p.tid, ${sqlId('case', 'p.i', 'k')}, a.action, a.code, ${sqlId('user', 'p.i', '1 + (k + a.n) % 5')}, 'Staff', NULL,
                now() - ((k % 1000) || ' days')::interval + (a.n || ' hours')::interval
           FROM bench_plan p, generate_series(1, p.cases) k,
                (VALUES (1, 'create', 'CASE_CREATED'), (2, 'complete-activity', 'DOCUMENTS_REQUESTED')) AS a(n, action, code);`,
      );
    }
  }
  const t = Date.now();
  await rebuild();
  log(`  seed: rebuilt indexes (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  await step('analyze', 'ANALYZE');
  await exec(db, 'DROP TABLE bench_plan; DROP TABLE bench_types');
  log(`  seed: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return {
    tenants,
    cases: withCases ? cases : 0,
    people: Math.round(cases / 2),
    perTenant,
    withCases,
    seconds: (Date.now() - started) / 1000,
  };
}
