#!/usr/bin/env node
/**
 * `pnpm dev`: the api in watch mode on :4000, the shell on :3000 (proxying /api, /socket.io and
 * /remotes.json to the api) and each remote on its own port (3001–3008), all rebuilding on change.
 * The api's /remotes.json points at the remotes' dev servers through REMOTE_URL_* variables.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ENV, REMOTES, ROOT } from './lib.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { createRemoteConfig, createHostConfig } = require('./webpack/create-config.cjs');

const API_PORT = Number(process.env.PORT ?? 4000);
const remotePorts = Object.fromEntries(REMOTES.map((r, i) => [r, 3001 + i]));
const remoteEnv = Object.fromEntries(
  REMOTES.map((r) => [`REMOTE_URL_${r.toUpperCase().replace(/-/g, '_')}`, `http://localhost:${remotePorts[r]}/mf-manifest.json`]),
);

const api = spawn('corepack', ['pnpm', '--filter', 'api', 'run', 'dev'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...ENV, ...remoteEnv, PORT: String(API_PORT), NODE_ENV: 'development' },
});

const servers = [];
for (const remote of REMOTES) {
  const config = createRemoteConfig({ pkgDir: path.join(ROOT, remote), mode: 'development', devPort: remotePorts[remote] });
  const server = new WebpackDevServer(config.devServer, webpack(config));
  servers.push(server.start());
}
const hostConfig = createHostConfig({
  pkgDir: path.join(ROOT, 'shell'),
  mode: 'development',
  devPort: 3000,
  apiOrigin: `http://127.0.0.1:${API_PORT}`,
});
servers.push(new WebpackDevServer(hostConfig.devServer, webpack(hostConfig)).start());
await Promise.all(servers);
console.log(`\nPassage dev: shell http://demo.localhost:3000 · api http://127.0.0.1:${API_PORT} · remotes on 3001–3008\n`);

const stop = () => {
  api.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
