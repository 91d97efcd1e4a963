import { DEMO_LOGINS, DEMO_PASSWORD } from 'shared/domain';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { DatabaseLockedError, SecurityCheckError } from './platform/db';
import { installSignalHandlers } from './platform/ops';

function printBanner(host: string, port: number, seedDemo: boolean): void {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const base = `http://${shown}:${port}`;
  const lines = [`Passage is running at ${base}/`];
  if (seedDemo && (shown === 'localhost' || shown === '127.0.0.1')) {
    lines.push(
      `  demo tenant: http://demo.localhost:${port}/   acme: http://acme.localhost:${port}/   operator: http://localhost:${port}/`,
      `  demo logins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.map((l) => l.email).join(', ')}`,
    );
  }
  lines.push(`  API docs: ${base}/api/docs`);
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  installSignalHandlers(app, { timeoutMs: config.shutdownTimeoutMs });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  printBanner(config.host, port, config.db.seedDemo);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseLockedError || err instanceof SecurityCheckError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
