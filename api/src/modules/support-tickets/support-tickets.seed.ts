import { asc, eq } from 'drizzle-orm';
import { ROLE } from 'shared/domain';
import type { Db } from '../../platform/db';
import { users } from '../users';
import { supportTicketComments, supportTickets } from './support-tickets.table';

/**
 * Demo tickets (in the demo firm's scope): two from its clients to the firm — one being worked,
 * with a short thread — and one from the admin to Passage support, so /support-tickets, the
 * operator's list and the dashboard widget have something real to show.
 */
export async function seedDemoTickets(tx: Db): Promise<number> {
  const people = await tx.select({ id: users.id, email: users.email, name: users.name, roleId: users.roleId }).from(users).where(eq(users.isExternal, 0)).orderBy(asc(users.createdAt));
  const by = (email: string, roleId: number) => people.find((u) => u.email.toLowerCase() === email) ?? people.find((u) => u.roleId === roleId);
  const admin = by('admin@demo.test', ROLE.ADMIN);
  const petitioner = by('petitioner@demo.test', ROLE.PETITIONER);
  const beneficiary = by('beneficiary@demo.test', ROLE.BENEFICIARY);
  if (!admin) return 0;
  const paralegal = by('paralegal@demo.test', ROLE.PARALEGAL) ?? admin;
  const rows = [
    petitioner && {
      audience: 'firm',
      subject: 'Which pay stubs do you need for the H-1B extension?',
      description: 'Our payroll exports monthly statements; are those enough, or do you need each pay stub?',
      status: 'in_progress',
      priority: 'normal',
      type: 'question',
      createdBy: petitioner.id,
      createdByName: petitioner.name,
      assignedTo: paralegal.id,
      assignedToName: paralegal.name,
    },
    beneficiary && {
      audience: 'firm',
      subject: 'Passport upload stops at 90%',
      description: 'I tried twice from my phone; the upload of my passport scan never finishes.',
      status: 'open',
      priority: 'high',
      type: 'problem',
      createdBy: beneficiary.id,
      createdByName: beneficiary.name,
    },
    {
      audience: 'operator',
      subject: 'Add our second office to the letterhead',
      description: 'The letters should show both the Boston and the New York addresses.',
      status: 'open',
      priority: 'low',
      type: 'request',
      createdBy: admin.id,
      createdByName: admin.name,
    },
  ].filter((r): r is NonNullable<typeof r> => !!r);
  const inserted = await tx
    .insert(supportTickets)
    .values(rows.map((r, i) => ({ ...r, number: i + 1 })))
    .returning();
  const worked = inserted.find((t) => t.status === 'in_progress');
  if (worked && petitioner) {
    await tx.insert(supportTicketComments).values([
      { ticketId: worked.id, audience: 'firm', text: 'Monthly payroll statements are fine if they show gross pay and the pay period.', createdBy: paralegal.id, createdByName: paralegal.name, side: 'receiver' },
    ]);
    await tx.update(supportTickets).set({ commentCount: 1 }).where(eq(supportTickets.id, worked.id));
  }
  return inserted.length;
}
