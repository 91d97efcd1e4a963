// ESLint flat config: typescript-eslint, react-hooks, and the package boundaries of STYLE.md §12.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mf-cases', 'mf-perm-gc', 'mf-lca-pwd', 'mf-people', 'mf-billing', 'mf-comms', 'mf-reports', 'mf-settings'];
// A package is named either by its bare name (`shell`, `api/x`) or by a relative path into its
// folder (`../../shell/src/x`); a remote's own `./api/` folder is neither.
const appSource = (pkg) => [`^${pkg}(/.*)?$`, `(^|/)\\.\\./(.*/)?${pkg}/(src|dist)/`];
const restrict = (regexes, message, modules = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: modules.map((name) => ({ name, message })),
      patterns: regexes.map((regex) => ({ regex, message })),
    },
  ],
});

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
    files: ['**/*.tsx', 'shared/src/**/*.ts', 'shell/src/**/*.ts', 'mf-*/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // A remote imports only `shared` (and libraries): never the shell, the api or another remote.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: restrict(
      [...appSource('shell'), ...appSource('api'), ...REMOTES.filter((r) => r !== remote).flatMap(appSource)],
      'A remote imports only `shared` and libraries (STYLE.md §12).',
    ),
  })),
  // The shell never imports a remote's source: remotes arrive at run time through federation.
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: restrict([...REMOTES.flatMap(appSource), ...appSource('api')], 'The shell loads remotes at run time only.'),
  },
  // `shared` imports no app.
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: restrict(
      [...appSource('shell'), ...appSource('api'), ...appSource('e2e'), ...REMOTES.flatMap(appSource)],
      '`shared` is the contract: it imports no app.',
    ),
  },
  // `api` imports no React or browser code.
  {
    files: ['api/src/**/*.ts'],
    rules: restrict(
      [
        '^react-dom/', ...appSource('shell'), ...REMOTES.flatMap(appSource),
      ],
      'The api imports no React or browser code.',
      ['react', 'react-dom', 'react-router', 'react-router-dom', 'styled-components', 'shared/ui', 'shared/dev', 'shared/session'],
    ),
  },
);
