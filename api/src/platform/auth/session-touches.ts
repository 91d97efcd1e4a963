import { inArray, sql } from 'drizzle-orm';
import { withSystem, type Database } from '../db';
import { sessions } from './sessions.table';

/** How often queued touches are written. */
export const SESSION_TOUCH_FLUSH_MS = 1000;

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * `last_seen_at` written behind the requests (docs/adr/0018-session-touch-behind.md): a call whose
 * session is in the request cache and due its once-a-minute touch is answered from the cache
 * (in a read scope when read-only), and the session id waits here; every second the waiting ids
 * are written in one UPDATE. Only the idle expiry reads `last_seen_at`, two hours after it; a
 * touch written a second late, or lost with a crashed process (the next request's resolver reads
 * a `last_seen_at` at most a minute and a second old), changes nothing a user can see. The
 * UPDATE runs as the owner because one batch holds sessions of many tenants; its ids come only
 * from sessions the request pipeline resolved in their own tenant's scope.
 */
export class SessionTouches {
  private readonly due = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  /** Touches written, and batches that failed (logged; the next due touch queues them again). */
  readonly stats = { written: 0, failedBatches: 0 };

  constructor(
    private readonly database: Database,
    private readonly log: Log,
  ) {}

  /** Queues a touch of session `sessionId` seen at `at` (ms since epoch). */
  queue(sessionId: string, at: number): void {
    if (this.closed) return;
    this.due.set(sessionId, Math.max(at, this.due.get(sessionId) ?? 0));
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, SESSION_TOUCH_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes every queued touch now (one statement); resolves when written. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Writes what is queued and stops taking touches (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (!this.due.size) return;
    const ids = [...this.due.keys()];
    const at = new Date(Math.max(...this.due.values()));
    this.due.clear();
    try {
      await withSystem(this.database.db, (tx) =>
        tx
          .update(sessions)
          .set({ lastSeenAt: sql`greatest(${sessions.lastSeenAt}, ${at.toISOString()}::timestamptz)` })
          .where(inArray(sessions.id, ids)),
      );
      this.stats.written += ids.length;
    } catch (err) {
      this.stats.failedBatches++;
      this.log.warn({ err, sessions: ids.length }, 'session touches not written');
    }
  }
}
