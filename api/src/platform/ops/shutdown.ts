import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  timeoutMs: number;
  /** Called with the exit code once closed (default: process.exit). */
  exit?: (code: number) => void;
}

/**
 * Graceful stop: refuse new requests (readyz turns 503, new connections are refused), let the
 * in-flight ones finish, close the database (onClose hooks), and exit — forcibly after timeoutMs.
 */
export function gracefulShutdown(app: FastifyInstance, signal: string, opts: ShutdownOptions): Promise<void> {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  if (app.shuttingDown) return Promise.resolve();
  app.shuttingDown = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error({ timeoutMs: opts.timeoutMs }, 'shutdown timed out; exiting anyway');
    exit(1);
  }, opts.timeoutMs);
  timer.unref();
  return app.close().then(
    () => {
      clearTimeout(timer);
      app.log.info('stopped');
      exit(0);
    },
    (err: unknown) => {
      clearTimeout(timer);
      app.log.error({ err }, 'error while shutting down');
      exit(1);
    },
  );
}

/** Wires SIGTERM and SIGINT to gracefulShutdown. */
export function installSignalHandlers(app: FastifyInstance, opts: ShutdownOptions): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void gracefulShutdown(app, signal, opts));
  }
}
