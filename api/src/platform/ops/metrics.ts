import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Prometheus metrics at GET /metrics: process defaults plus request counts and durations. */
async function metricsPluginImpl(app: FastifyInstance): Promise<void> {
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'passage_' });
  const duration = new Histogram({
    name: 'passage_http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const callErrors = new Counter({
    name: 'passage_call_errors_total',
    help: 'Failed API calls by call path and HTTP status',
    labelNames: ['call', 'status'],
    registers: [register],
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const status = String(reply.statusCode);
    duration.observe({ method: req.method, route, status }, reply.elapsedTime / 1000);
    const call = (req.routeOptions.config as { callPath?: string } | undefined)?.callPath;
    if (call && reply.statusCode >= 400) callErrors.inc({ call, status });
  });

  app.get('/metrics', { logLevel: 'warn' }, async (_req, reply) => {
    reply.header('content-type', register.contentType).header('cache-control', 'no-store');
    return register.metrics();
  });
}

/** Registered without encapsulation so its hooks apply to every route. */
export const metricsPlugin = fp(metricsPluginImpl, { name: 'metricsPlugin' });
