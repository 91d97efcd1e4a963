import { asc, eq, isNull } from 'drizzle-orm';
import { ROLE } from 'shared/domain';
import type { Db } from '../../platform/db';
import { addDaysIso } from '../../platform/data';
import { petitions } from '../petitions';
import { beneficiaries } from '../beneficiaries';
import { companies } from '../companies';
import { users } from '../users';
import { todoHistory, todos } from './tasks.table';

/**
 * Demo tasks (after the demo cases): a few to-dos of the paralegal and the attorney on the first
 * cases, a beneficiary and a petitioner — one overdue — so /mytasks, /tasks-list and the
 * dashboard's Tasks widget have something real to show.
 */
export async function seedDemoTasks(tx: Db, opts: { today?: string } = {}): Promise<number> {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const staff = await tx.select({ id: users.id, email: users.email, name: users.name, roleId: users.roleId }).from(users).where(eq(users.isExternal, 0));
  const by = (email: string, roleId: number) => staff.find((u) => u.email.toLowerCase() === email) ?? staff.find((u) => u.roleId === roleId);
  const admin = by('admin@demo.test', ROLE.ADMIN);
  if (!admin) return 0;
  const paralegal = by('paralegal@demo.test', ROLE.PARALEGAL) ?? admin;
  const attorney = by('attorney@demo.test', ROLE.ATTORNEY) ?? admin;
  const cases = await tx.select({ id: petitions.id }).from(petitions).where(isNull(petitions.deletedAt)).orderBy(asc(petitions.createdAt), asc(petitions.id)).limit(2);
  const [ben] = await tx.select({ id: beneficiaries.id }).from(beneficiaries).where(isNull(beneficiaries.deletedAt)).orderBy(asc(beneficiaries.createdAt)).limit(1);
  const [comp] = await tx.select({ id: companies.id }).from(companies).where(isNull(companies.deletedAt)).orderBy(asc(companies.createdAt)).limit(1);
  const rows = [
    { title: 'Collect the last three pay stubs', description: 'Ask the petitioner’s HR for the pay stubs and the offer letter.', assigneeId: paralegal.id, dueDate: addDaysIso(today, -2), priority: 'high', petitionId: cases[0]?.id ?? null },
    { title: 'Draft the support letter', description: 'Use the job description from the questionnaire.', assigneeId: attorney.id, dueDate: addDaysIso(today, 5), priority: 'medium', petitionId: cases[1]?.id ?? null },
    { title: 'Check the passport copy on file', description: 'It expires within a year; ask for the renewed one.', assigneeId: paralegal.id, dueDate: addDaysIso(today, 14), priority: 'low', beneficiaryId: ben?.id ?? null },
    { title: 'Update the petitioner’s FEIN letter', description: '', assigneeId: null, dueDate: null, priority: 'medium', petitionerId: comp?.id ?? null },
  ];
  const inserted = await tx
    .insert(todos)
    .values(rows.map((r) => ({ ...r, createdBy: admin.id, createdByName: admin.name })))
    .returning({ id: todos.id });
  await tx.insert(todoHistory).values(inserted.map((t) => ({ todoId: t.id, action: 'created', changes: [], byId: admin.id, byName: admin.name })));
  return inserted.length;
}
