import { inArray } from 'drizzle-orm';
import { defineFileOwner } from '../../platform/storage';
import { ticketCaller } from './support-tickets.access';
import { findVisibleTicket } from './support-tickets.service';
import { supportTicketFiles } from './support-tickets.table';

/**
 * Files attached to a ticket or to one of its comments: whoever sees the ticket may open them
 * (the generic /s3/get-signed-url in the uploader's scope; ticket details hand out addresses too).
 */
export const supportTicketFileOwners = defineFileOwner({
  kind: 'support-ticket-file',
  label: 'a support ticket',
  async ownersOf(tx, keys) {
    return tx
      .select({ key: supportTicketFiles.key, ticketId: supportTicketFiles.ticketId, tenantId: supportTicketFiles.tenantId })
      .from(supportTicketFiles)
      .where(inArray(supportTicketFiles.key, [...keys]));
  },
  async canRead(ctx, owner) {
    const c = ticketCaller(ctx);
    const t = await findVisibleTicket(ctx, c, owner.ticketId);
    return t.tenantId === owner.tenantId;
  },
});

