import { and, eq, inArray } from 'drizzle-orm';
import { ROLE } from 'shared/domain';
import type { Db } from '../../platform/db';
import type { CallContext } from '../../platform/http';
import type { MailTemplate } from '../../platform/mail';
import { buttonHtml } from '../../platform/mail/templates/layout';
import { beneficiaries } from '../beneficiaries';
import { companyUsers } from '../companies';
import { users } from '../users';
import { shownCaseNumber, SLOT_ROLE, type SlotColumn } from './petitions.mapper';
import type { PetitionRow } from './petitions.table';

/** The case mails; registered through the petitions module's definition. */
export const PETITIONS_MAIL_TEMPLATES: Readonly<Record<string, MailTemplate>> = {
  'case-update': {
    subject: '{{caseNo}}: {{headline}}',
    html: `<p>Hello {{name}},</p><p>{{message}}</p>${buttonHtml()}`,
    text: `Hello {{name}},\n\n{{message}}\n\n{{actionLabel}}: {{actionUrl}}`,
  },
};

/**
 * The users behind watcher roles of a case: the assigned user for a case slot role (nobody when
 * the slot is empty), the petitioner company's users (50), the beneficiary's login (51), admins
 * (3), the branch managers of the case's branch (4), and everyone of any other role (e.g. 11).
 */
export async function usersForRoles(tx: Db, row: PetitionRow, roleIds: readonly number[]): Promise<{ id: string; name: string; email: string }[]> {
  const wanted = new Set(roleIds);
  const ids = new Set<string>();
  const slotRoles = new Set<number>(Object.values(SLOT_ROLE));
  for (const k of Object.keys(SLOT_ROLE) as SlotColumn[]) {
    if (wanted.has(SLOT_ROLE[k]) && row[k]) ids.add(row[k]!);
  }
  if (wanted.has(50) && row.petitionerId) {
    const links = await tx.select({ id: companyUsers.userId }).from(companyUsers).where(eq(companyUsers.companyId, row.petitionerId));
    const direct = await tx.select({ id: users.id }).from(users).where(and(eq(users.roleId, ROLE.PETITIONER), eq(users.companyId, row.petitionerId)));
    for (const l of [...links, ...direct]) ids.add(l.id);
  }
  if (wanted.has(51) && row.beneficiaryId) {
    const [b] = await tx.select({ userId: beneficiaries.userId }).from(beneficiaries).where(eq(beneficiaries.id, row.beneficiaryId)).limit(1);
    if (b?.userId) ids.add(b.userId);
  }
  const broad = [...wanted].filter((r) => !slotRoles.has(r) && r !== 50 && r !== 51);
  if (broad.length) {
    const rows = await tx
      .select({ id: users.id, roleId: users.roleId, branchIds: users.branchIds })
      .from(users)
      .where(and(inArray(users.roleId, broad), eq(users.status, 'active')));
    for (const u of rows) {
      if (u.roleId === ROLE.BRANCH_MANAGER && row.branchId && !(u.branchIds ?? []).includes(row.branchId)) continue;
      ids.add(u.id);
    }
  }
  if (!ids.size) return [];
  const rows = await tx
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.filter((r) => r.status === 'active');
}

/** The active users among `ids` (e.g. who sent a link), for notifyCaseUsers. */
export async function activeUsersById(tx: Db, ids: readonly (string | null | undefined)[]): Promise<{ id: string; name: string; email: string }[]> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return [];
  const rows = await tx
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(inArray(users.id, wanted));
  return rows.filter((r) => r.status === 'active').map(({ id, name, email }) => ({ id, name, email }));
}

/**
 * Tells users about a case change: a stored notification pushed in real time and a mail, both in
 * the request's transaction — if either fails the whole call fails and nothing of it is saved
 * (docs/cases.md "Atomic activity completion"). The actor is never notified of his own action.
 */
export async function notifyCaseUsers(
  ctx: CallContext<unknown>,
  row: PetitionRow,
  recipients: { id: string; name: string; email: string }[],
  message: { headline: string; text: string },
): Promise<number> {
  const actorId = ctx.session?.userId;
  const list = recipients.filter((r, i, all) => r.id !== actorId && all.findIndex((x) => x.id === r.id) === i);
  if (!list.length) return 0;
  const server = ctx.request.server;
  const caseNo = shownCaseNumber(row);
  if (server.hasDecorator('realtime')) {
    await server.realtime.notify(
      ctx.scopeTenantId,
      list.map((r) => r.id),
      { caseNo, message: message.text, createdByName: ctx.session?.name ?? null, petitionId: row.id },
      { tx: ctx.tx },
    );
  }
  if (server.hasDecorator('mailer')) {
    const origin = `${ctx.request.protocol}://${ctx.request.host}`;
    for (const r of list) {
      await server.mailer.send(ctx.tx, {
        tenantId: ctx.scopeTenantId,
        to: r.email,
        template: 'case-update',
        data: {
          name: r.name,
          caseNo,
          headline: message.headline,
          message: message.text,
          actionLabel: 'Open the case',
          actionUrl: `${origin}/petition-details/${row.id}`,
        },
      });
    }
  }
  return list.length;
}
