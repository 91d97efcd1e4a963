import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { linkTokens } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { users } from '../users';
import type { MailedLinkPurpose } from './account-links';

/** Links that only someone who reads the address's mail can have used. */
const MAILBOX_PURPOSES: readonly MailedLinkPurpose[] = ['account-activation', 'invitation', 'verify-email', 'password-reset'];

/**
 * True when the signed-in account has shown that its holder reads mail at its address: one of
 * its accounts (same e-mail, same tenant) has used a mailed link, and nobody else set the
 * account's current password since (an admin who sets a password knows it).
 *
 * Guards what an e-mail address alone would otherwise unlock for a signed-in user, e.g. a
 * signature request sent to that address (issue 14: staff could register an account with the
 * signer's address and a password of their choosing, then sign as the petitioner).
 */
export async function mailboxProven(tx: Db, userId: string): Promise<boolean> {
  const [me] = await tx
    .select({ email: users.email, passwordUpdated: users.passwordUpdated })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!me?.passwordUpdated) return false;
  const sameMailbox = tx
    .select({ id: sql<string>`${users.id}::text` })
    .from(users)
    .where(sql`lower(${users.email}) = ${me.email.toLowerCase()}`);
  const [used] = await tx
    .select({ id: linkTokens.id })
    .from(linkTokens)
    .where(
      and(
        inArray(linkTokens.purpose, [...MAILBOX_PURPOSES]),
        isNotNull(linkTokens.usedAt),
        inArray(linkTokens.recordId, sameMailbox),
      ),
    )
    .limit(1);
  return Boolean(used);
}
