import { and, asc, eq, isNull } from 'drizzle-orm';
import { ROLE } from 'shared/domain';
import type { Db } from '../../platform/db';
import { beneficiaries } from '../beneficiaries';
import { users } from '../users';
import { petitions } from '../petitions';
import { communicationMessages } from './communication.table';

const HOUR = 60 * 60 * 1000;

/**
 * Demo threads (issue 18): on the demo tenant's first three cases, an internal exchange among staff
 * and a shared question with the beneficiary's answer, so /messages and the case Communication tab
 * show real content. Runs in the demo tenant's scope, after the cases' seed.
 */
export async function seedDemoMessages(tx: Db): Promise<number> {
  const [admin] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.roleId, ROLE.ADMIN)).orderBy(asc(users.email)).limit(1);
  if (!admin) return 0;
  const cases = await tx
    .select({ id: petitions.id, attorneyId: petitions.attorneyId, first: beneficiaries.firstName, last: beneficiaries.lastName, benUser: beneficiaries.userId })
    .from(petitions)
    .leftJoin(beneficiaries, eq(beneficiaries.id, petitions.beneficiaryId))
    .where(and(isNull(petitions.deletedAt)))
    .orderBy(asc(petitions.caseNumber))
    .limit(3);
  const now = Date.now();
  let n = 0;
  for (const [i, c] of cases.entries()) {
    const [att] = c.attorneyId ? await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, c.attorneyId)).limit(1) : [];
    const staff = att ?? admin;
    const client = [c.first, c.last].filter(Boolean).join(' ') || 'The beneficiary';
    const base = now - (i + 1) * 26 * HOUR;
    const rows = [
      { body: 'Pay stubs for the last three months are still missing from the checklist.', visibility: 'internal' as const, who: staff, staff: true, at: base },
      { body: 'I will ask the client today.', visibility: 'internal' as const, who: admin, staff: true, at: base + HOUR },
      { body: `Hello ${c.first ?? ''}, could you upload your last three pay stubs in the portal?`.replace('Hello ,', 'Hello,'), visibility: 'shared' as const, who: staff, staff: true, at: base + 2 * HOUR },
    ];
    for (const r of rows) {
      await tx.insert(communicationMessages).values({
        petitionId: c.id,
        body: r.body,
        visibility: r.visibility,
        authorKind: 'user',
        authorUserId: r.who.id,
        authorName: r.who.name,
        authorStaff: r.staff,
        createdAt: new Date(r.at),
      });
      n++;
    }
    await tx.insert(communicationMessages).values({
      petitionId: c.id,
      body: 'Uploaded them this morning. Let me know if anything else is needed.',
      visibility: 'shared',
      authorKind: c.benUser ? 'user' : 'link',
      authorUserId: c.benUser ?? null,
      authorName: client,
      authorStaff: false,
      createdAt: new Date(base + 5 * HOUR),
    });
    n++;
  }
  return n;
}
