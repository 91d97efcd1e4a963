import nodeModule from 'node:module';
import { dirname } from 'node:path';

/**
 * fastify's inject() lazily requires light-my-request → cookie@2, an ES module that jest's
 * CommonJS sandbox cannot require on Node 20 (Node itself can). Hand jest Node's own copy.
 * jest.config.cjs loads this before every api suite (setupFilesAfterEnv); testing/index.ts imports it
 * too, for runners without that config. It also raises the timeout.
 */
function shimEsmOnlyDependencies(): void {
  if (typeof jest === 'undefined') return;
  const load = (nodeModule as unknown as { _load(request: string, parent: null, isMain: boolean): unknown })._load;
  const fastifyDir = dirname(require.resolve('fastify/package.json'));
  const lightMyRequest = require.resolve('light-my-request', { paths: [fastifyDir] });
  const cookie = require.resolve('cookie', { paths: [dirname(lightMyRequest)] });
  jest.doMock(cookie, () => load(cookie, null, false));
}

shimEsmOnlyDependencies();

// Database suites start PGlite or create a PostgreSQL database in beforeAll; the 5 s default is
// too short on a busy 2-core machine (the root config's per-project testTimeout is not applied).
if (typeof jest !== 'undefined') jest.setTimeout(120_000);
