import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ANONYMISED_USER_NAME,
  PROFILE_DELETION_GRACE_DAYS,
  PROFILE_DELETION_GRACE_MS,
  type TProfileDeletionStatus,
  type ZRequestProfileDeletionPayload,
} from 'shared/contract';
import { ROLE } from 'shared/domain';
import { revokeUserSessions } from '../../platform/auth';
import { withTenant, type Db } from '../../platform/db';
import { conflict, type CallContext, type Ctx } from '../../platform/http';
import type { JobsService } from '../../platform/jobs';
import { users } from '../users';
import { profileDeletionRequests, type ProfileDeletionRequestRow } from './account.table';

export const PROFILE_DELETION_QUEUE = 'account.profile-deletion';
export interface ProfileDeletionJob {
  tenantId: string;
  requestId: string;
}

function statusOf(row: ProfileDeletionRequestRow | undefined): TProfileDeletionStatus {
  if (!row) return { state: 'none', requestedAt: null, effectiveAt: null, graceDays: PROFILE_DELETION_GRACE_DAYS };
  return {
    state: row.status as TProfileDeletionStatus['state'],
    requestedAt: row.requestedAt.toISOString(),
    effectiveAt: row.status === 'pending' ? row.effectiveAt.toISOString() : null,
    graceDays: PROFILE_DELETION_GRACE_DAYS,
  };
}

async function latestRequest(tx: Db, userId: string): Promise<ProfileDeletionRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(profileDeletionRequests)
    .where(eq(profileDeletionRequests.userId, userId))
    .orderBy(desc(profileDeletionRequests.requestedAt))
    .limit(1);
  return row;
}

const jobsOf = (ctx: CallContext<unknown>): Pick<JobsService, 'enqueue'> | undefined =>
  ctx.request.server.hasDecorator('jobs') ? ctx.request.server.jobs : undefined;

export async function profileDeletionStatus(ctx: CallContext<unknown>): Promise<TProfileDeletionStatus> {
  return statusOf(await latestRequest(ctx.tx, ctx.session!.userId));
}

export async function requestProfileDeletion(
  ctx: Ctx<typeof ZRequestProfileDeletionPayload>,
  now: Date = new Date(),
): Promise<TProfileDeletionStatus> {
  const me = ctx.session!;
  const current = await latestRequest(ctx.tx, me.userId);
  if (current?.status === 'pending') throw conflict('Your profile is already scheduled for deletion.');
  if (me.roleId === ROLE.ADMIN) {
    // The firm must keep an admin who can sign in: the last active admin cannot leave.
    const [other] = await ctx.tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.roleId, ROLE.ADMIN), eq(users.status, 'active'), ne(users.id, me.userId)));
    if (Number(other?.n ?? 0) === 0) {
      throw conflict('You are the firm’s only admin. Make another user an admin before deleting your profile.');
    }
  }
  const effectiveAt = new Date(now.getTime() + PROFILE_DELETION_GRACE_MS);
  const [row] = await ctx.tx
    .insert(profileDeletionRequests)
    .values({ userId: me.userId, reason: ctx.payload.reason ?? null, requestedAt: now, effectiveAt })
    .returning();
  const jobs = jobsOf(ctx);
  if (jobs) {
    const job: ProfileDeletionJob = { tenantId: me.tenantId, requestId: row!.id };
    await jobs.enqueue(PROFILE_DELETION_QUEUE, job, { tx: ctx.tx, startAfter: effectiveAt });
  }
  return statusOf(row);
}

export async function revertProfileDeletion(ctx: CallContext<unknown>, now: Date = new Date()): Promise<TProfileDeletionStatus> {
  const current = await latestRequest(ctx.tx, ctx.session!.userId);
  if (current?.status !== 'pending') throw conflict('There is no deletion request to take back.');
  const [row] = await ctx.tx
    .update(profileDeletionRequests)
    .set({ status: 'reverted', revertedAt: now })
    .where(and(eq(profileDeletionRequests.id, current.id), eq(profileDeletionRequests.status, 'pending')))
    .returning();
  return statusOf(row);
}

export type DeletionOutcome = 'anonymised' | 'not-due' | 'not-pending';

/**
 * The job: anonymises the account of a pending request once its grace period is over, ends its
 * sessions and marks the request completed. The user id stays, so cases, signatures and the
 * activity log keep a reference, now to "Deleted user". Does nothing for a request taken back
 * (or not due yet: a job run early waits for the next one).
 */
export async function completeProfileDeletion(
  db: Db,
  job: ProfileDeletionJob,
  now: Date = new Date(),
): Promise<{ outcome: DeletionOutcome; userId?: string; sessionsEnded?: number }> {
  return withTenant(db, job.tenantId, async (tx) => {
    const [req] = await tx
      .select()
      .from(profileDeletionRequests)
      .where(eq(profileDeletionRequests.id, job.requestId))
      .for('update');
    if (!req || req.status !== 'pending') return { outcome: 'not-pending' as const };
    if (req.effectiveAt.getTime() > now.getTime()) return { outcome: 'not-due' as const };
    await tx
      .update(users)
      .set({
        name: ANONYMISED_USER_NAME,
        email: `deleted-${req.userId}@deleted.invalid`,
        firstName: null,
        lastName: null,
        phone: null,
        profilePicture: null,
        passwordHash: null,
        status: 'inactive',
        mfaType: null,
        mfaSecret: null,
        mfaPendingSecret: null,
        mfaEnabledAt: null,
        mfaRecoveryCodes: [],
        companyName: null,
        updatedAt: now,
      })
      .where(eq(users.id, req.userId));
    const sessionsEnded = await revokeUserSessions(tx, [req.userId], 'user_inactive');
    await tx
      .update(profileDeletionRequests)
      .set({ status: 'completed', completedAt: now, reason: null })
      .where(eq(profileDeletionRequests.id, req.id));
    return { outcome: 'anonymised' as const, userId: req.userId, sessionsEnded };
  });
}

/** Registers the worker (app start, with the jobs plugin loaded). */
export async function registerProfileDeletionWorker(app: FastifyInstance): Promise<void> {
  await app.jobs.defineQueue(PROFILE_DELETION_QUEUE, { retryLimit: 5, retryDelay: 60, retryBackoff: true });
  await app.jobs.registerWorker<ProfileDeletionJob>(PROFILE_DELETION_QUEUE, async (job) => {
    const result = await completeProfileDeletion(app.database.db, job.data);
    if (result.outcome === 'anonymised' && result.userId && app.hasDecorator('realtime')) {
      app.realtime.service.disconnectUser(job.data.tenantId, result.userId);
    }
    app.log.info({ requestId: job.data.requestId, outcome: result.outcome }, 'profile deletion job');
  });
}
