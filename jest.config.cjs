/** Root jest config: one project per package, so `pnpm test:unit` runs every package's suite. */
const swc = require('./scripts/jest/swc.cjs');

const base = (name, environment) => ({
  displayName: name,
  rootDir: require('node:path').join(__dirname, name),
  testEnvironment: environment === 'jsdom' ? require.resolve('./scripts/jest/jsdom-env.cjs') : environment,
  transform: { '^.+\\.(t|j)sx?$': swc },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  setupFiles: environment === 'jsdom' ? [require.resolve('./scripts/jest/setup-dom.cjs')] : [],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: { '\\.(css)$': require.resolve('./scripts/jest/style-mock.cjs') },
  // Component tests type into inputs key by key: on 2 cores shared with the api suites (CI runs
  // two workers) a page test can pass 5 s without hanging (mf-reports DeadlinesPage did).
  ...(environment === 'jsdom' ? { testTimeout: 30000 } : {}),
});

const remotes = require('./shared/remotes.json').remotes.map((r) => r.name.replace(/^mf-/, ''));

module.exports = {
  rootDir: __dirname,
  projects: [
    base('shared', 'node'),
    base('case-kit', 'jsdom'),
    // Every api suite gets the esm shim and the 120 s timeout of jest-setup.ts, also when it
    // imports a harness directly rather than through testing/index.ts.
    {
      ...base('api', 'node'),
      testTimeout: 60000,
      setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/src/testing/jest-setup.ts'],
    },
    base('shell', 'jsdom'),
    ...remotes.map((r) => base(`mf-${r}`, 'jsdom')),
  ],
};
