/**
 * One API process for the cross-process real-time test: Fastify + the realtime plugin on the
 * shared Redis, a stub session resolver (token `user:<tenantId>:<userId>`), and POST /raise to
 * push a notification from this process. Prints `LISTENING <port>` when ready.
 */
import Fastify from 'fastify';
import { realtimePlugin } from '../..';

async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  await app.register(realtimePlugin, {
    redisUrl: process.env.TEST_REDIS_URL,
    redisKey: process.env.REDIS_KEY_PREFIX,
    calls: false,
    resolveSession: async (token: string) => {
      const m = /^user:([0-9a-f-]{36}):([0-9a-f-]{36})$/.exec(token);
      return m ? { tenantId: m[1]!, userId: m[2]!, roleId: 8 } : null;
    },
  });
  app.post('/raise', async (req) => {
    const body = req.body as {
      tenantId: string;
      userIds: string[];
      payload: { caseNo: string; message: string; createdByName: string; petitionId: string };
    };
    app.realtime.service.emitNotification(body.tenantId, body.userIds, body.payload);
    return { ok: true };
  });
  // A module's own event (e.g. the case messages' `message`), addressed to user rooms like notifications.
  app.post('/raise-event', async (req) => {
    const body = req.body as { tenantId: string; userIds: string[]; event: string; payload: unknown };
    app.realtime.service.emitToUsers(body.tenantId, body.userIds, body.event, body.payload);
    return { ok: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`LISTENING ${new URL(address).port}\n`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
