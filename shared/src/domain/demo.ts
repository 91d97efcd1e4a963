/** Demo sign-ins seeded into an empty database (password for all: DEMO_PASSWORD). */
export interface DemoLogin {
  /** Tenant slug, or null for the platform operator (app host). */
  tenant: string | null;
  email: string;
  name: string;
  roleId: number;
  isExternal?: 0 | 1;
}

export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_TENANTS = {
  demo: { slug: 'demo', name: 'Demo Immigration Law LLP', typeId: 1 },
  acme: { slug: 'acme', name: 'Acme Manufacturing Inc.', typeId: 2 },
} as const;

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { tenant: 'demo', email: 'admin@demo.test', name: 'Alex Admin', roleId: 3 },
  { tenant: 'demo', email: 'branch.manager@demo.test', name: 'Bianca Branch', roleId: 4 },
  { tenant: 'demo', email: 'front.office@demo.test', name: 'Farah Front', roleId: 5 },
  { tenant: 'demo', email: 'attorney@demo.test', name: 'Aaron Attorney', roleId: 6 },
  { tenant: 'demo', email: 'supervisor@demo.test', name: 'Sam Supervisor', roleId: 7 },
  { tenant: 'demo', email: 'paralegal@demo.test', name: 'Priya Paralegal', roleId: 8 },
  { tenant: 'demo', email: 'doc.manager@demo.test', name: 'Dana DocManager', roleId: 9 },
  { tenant: 'demo', email: 'doc.executive@demo.test', name: 'Eli DocExecutive', roleId: 10 },
  { tenant: 'demo', email: 'lca.manager@demo.test', name: 'Lena LCA', roleId: 11 },
  { tenant: 'demo', email: 'i9@demo.test', name: 'Ivan I9', roleId: 49 },
  { tenant: 'demo', email: 'petitioner@demo.test', name: 'Peter Petitioner', roleId: 50 },
  { tenant: 'demo', email: 'beneficiary@demo.test', name: 'Bea Beneficiary', roleId: 51 },
  { tenant: 'demo', email: 'external@demo.test', name: 'Ezra External', roleId: 6, isExternal: 1 },
  { tenant: 'acme', email: 'admin@acme.test', name: 'Ada Acme', roleId: 3 },
  { tenant: null, email: 'operator@passage.test', name: 'Olivia Operator', roleId: 1 },
];
