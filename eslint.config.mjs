// ESLint flat config: typescript-eslint, react-hooks, and the package boundaries of STYLE.md §12.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import roleLiterals from './scripts/lint/role-literals.cjs';

const REMOTES = (await import('./shared/remotes.json', { with: { type: 'json' } })).default.remotes.map((r) => r.name);
// A package is named either by its bare name (`shell`, `api/x`) or by a relative path into its
// folder (`../../shell/src/x`); a remote's own `./api/` folder is neither.
const appSource = (pkg) => [`^${pkg}(/.*)?$`, `(^|/)\\.\\./(.*/)?${pkg}/(src|dist)/`];
// Remotes reach `case-kit` through its package entries (`case-kit/details`, …), never by a path into its source.
const CASE_KIT_BY_PATH = '(^|/)\\.\\./(.*/)?case-kit/src/';
const restrict = (regexes, message, modules = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: modules.map((name) => ({ name, message })),
      patterns: regexes.map((regex) => ({ regex, message })),
    },
  ],
});

// Issue 15.8: role ids only through shared/domain/roles.ts (selectors in scripts/lint/role-literals.cjs,
// tested by shared/src/domain/roles-lint.test.ts). Flat config replaces a rule's options: a block
// that needs more `no-restricted-syntax` for the same files spreads roleLiterals.ROLE_LITERAL_SELECTORS into it.
const { ROLE_LITERAL_RULES, ROLE_LITERAL_SELECTORS, ROLE_MESSAGE } = roleLiterals;

// Issue 15.11: api tests post a declared call through its declaration (`callAs(app, decl, …)`, the
// harnesses' `h.post(tenant, decl, …)`, local typed wrappers), never a string path. `call(app, '/…')`
// stays for test-only paths (`/test/…`, `/api/test/…`); a deliberately undeclared path (a 404 test)
// says so with an eslint-disable comment. docs/testing.md.
const PATH_LITERAL = 'Literal[value=/^\\/(?!(api\\/)?test\\/)/]';
const DECLARED_PATH_MESSAGE = 'Call a declared call through its declaration (callAs(app, xCall, …), h.post(t, xCall, …)), not a string path (issue 15.11, docs/testing.md).';
const API_TEST_CALL_RULES = {
  'no-restricted-syntax': [
    'error',
    ...ROLE_LITERAL_SELECTORS.map((selector) => ({ selector, message: ROLE_MESSAGE })),
    { selector: `CallExpression[callee.name=/^(call|callAs|callMultipart|post)$/] > ${PATH_LITERAL}`, message: DECLARED_PATH_MESSAGE },
    { selector: `CallExpression[callee.object.name='h'][callee.property.name='post'] > ${PATH_LITERAL}`, message: DECLARED_PATH_MESSAGE },
  ],
};

// The api's import rules (one `no-restricted-imports` per file: flat config replaces options).
const API_BROWSER_REGEXES = ['^react-dom/', ...appSource('shell'), ...REMOTES.flatMap(appSource)];
const API_BROWSER_MODULES = ['react', 'react-dom', 'react-router', 'react-router-dom', 'styled-components', 'shared/ui', 'shared/dev', 'shared/session', 'shared/query'];
const MODULE_INTERNALS = 'Import another api module only through its index.ts (`../<module>`), never its files (issue 15.5, docs/modules.md).';
// Shared test harnesses live in api/src/testing (people, case and identity harnesses), so there is no exception.
const intoModule = (ups) => `^(\\.\\./){${ups}}[^./][^/]*/.+`;
const apiRestrict = (moduleRegexes, anyModuleFile = `(^|/)modules/[^/]+/.+`) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: API_BROWSER_MODULES.map((name) => ({ name, message: 'The api imports no React or browser code.' })),
      patterns: [
        ...API_BROWSER_REGEXES.map((regex) => ({ regex, message: 'The api imports no React or browser code.' })),
        ...[anyModuleFile, ...moduleRegexes].map((regex) => ({ regex, message: MODULE_INTERNALS })),
      ],
    },
  ],
});
// The platform's own code loads before any module's index.ts (modules import the platform), so it
// reads the few module tables it needs (tenants, users) from their table files, never an index.
const PLATFORM_MODULE_TABLES = `(^|/)modules/[^/]+/(?![^/]+\\.table$).+`;
const API_IMPORT_BLOCKS = [
  { files: ['api/src/**/*.ts'], rules: apiRestrict([]) },
  { files: ['api/src/platform/**/*.ts'], ignores: ['**/__tests__/**'], rules: apiRestrict([], PLATFORM_MODULE_TABLES) },
  { files: ['api/src/modules/*/*.ts'], rules: apiRestrict([intoModule(1)]) },
  { files: ['api/src/modules/*/*/*.ts'], rules: apiRestrict([intoModule(2)]) },
  { files: ['api/src/modules/*/*/*/*.ts'], rules: apiRestrict([intoModule(3)]) },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'api/drizzle/**', 'coverage/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx', 'shared/src/**/*.ts', 'case-kit/src/**/*.ts', 'shell/src/**/*.ts', 'mf-*/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // A remote imports only `shared`, `case-kit` (by its entries) and libraries: never the shell,
  // the api or another remote.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: restrict(
      [...appSource('shell'), ...appSource('api'), ...REMOTES.filter((r) => r !== remote).flatMap(appSource), CASE_KIT_BY_PATH],
      'A remote imports only `shared`, `case-kit/<entry>` and libraries (STYLE.md §12, docs/case-kit.md).',
    ),
  })),
  // `case-kit` (the case UI kit every remote may use) imports only `shared` and libraries.
  {
    files: ['case-kit/src/**/*.{ts,tsx}'],
    rules: restrict(
      [...appSource('shell'), ...appSource('api'), ...appSource('e2e'), ...REMOTES.flatMap(appSource)],
      '`case-kit` imports only `shared` and libraries (docs/case-kit.md).',
    ),
  },
  // The shell never imports a remote's source: remotes arrive at run time through federation.
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: restrict([...REMOTES.flatMap(appSource), ...appSource('api')], 'The shell loads remotes at run time only.'),
  },
  // `shared` imports no app.
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: restrict(
      [...appSource('shell'), ...appSource('api'), ...appSource('e2e'), ...REMOTES.flatMap(appSource), ...appSource('case-kit')],
      '`shared` is the contract: it imports no app.',
    ),
  },
  // `api` imports no React or browser code, and no module's files but its index.ts (issue 15.5):
  // `../<module>/<file>` from a module's folder, `../../<module>/<file>` from its subfolders, and
  // `…/modules/<module>/<file>` from anywhere else (app.ts, seed, testing, platform). A module's
  // own files and subfolders are fine.
  ...API_IMPORT_BLOCKS,
  // Role ids only through shared/domain/roles.ts (issue 15.8); tests included.
  {
    files: ['api/src/**/*.ts', 'shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'case-kit/src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    ignores: ['shared/src/domain/roles.ts'],
    rules: ROLE_LITERAL_RULES,
  },
  // Api tests: declared calls through their declarations (issue 15.11); the role selectors come along
  // (flat config replaces a rule's options).
  { files: ['api/src/**/__tests__/**/*.ts', 'api/src/testing/**/*.ts'], rules: API_TEST_CALL_RULES },
);
