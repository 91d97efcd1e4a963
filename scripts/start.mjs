#!/usr/bin/env node
/**
 * README command 1 (`npm start`): installs dependencies, builds everything in production mode,
 * and starts the server on port 4000 with the embedded database and demo data.
 */
import { buildAll, install, log, run } from './lib.mjs';
import { ensureRuntime } from './runtime.mjs';

// Node 24 and pnpm of .runtime/ (installed on first use); re-runs this script on them.
const runtime = await ensureRuntime();
log(`Runtime: Node ${runtime.node}, pnpm ${runtime.pnpm}`);
await install();
await buildAll();
log('Starting Passage on http://demo.localhost:4000 (embedded PostgreSQL in ./data)');
const code = await run('node', ['api/dist/main.js'], {
  env: { PORT: process.env.PORT ?? '4000', HOST: process.env.HOST ?? '127.0.0.1', NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(code);
