import { and, eq } from 'drizzle-orm';
import { type TListPeopleActivityResult, type ZListPeopleActivityPayload } from 'shared/contract';
import type { z } from 'zod';
import { forbidden, notFound, type CallContext } from '../../platform/http';
import { beneficiaries } from '../beneficiaries';
import { companies } from '../companies';
import { contactCategories } from '../contacts';
import { individuals } from '../individuals';
import { leads } from '../leads';
import { inList, peopleAccess, type PeopleAccess } from './access';
import { listActivity } from './activity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** May `a` read the history of this record? (Deleted and merged records keep their history for staff.) */
async function assertCanSee(ctx: CallContext<unknown>, a: PeopleAccess, entity: string, id: string): Promise<void> {
  const staff = a.kind === 'internal' || a.kind === 'branch';
  if (entity === 'expiry_settings') {
    if (!staff || id !== ctx.scopeTenantId) throw notFound('Record not found');
    return;
  }
  if (!UUID.test(id)) throw notFound('Record not found');
  const tx = ctx.tx;
  const exists = async (q: Promise<unknown[]>) => {
    if (!(await q).length) throw notFound('Record not found');
  };
  switch (entity) {
    case 'company': {
      if (a.kind === 'beneficiary') throw forbidden();
      const scope =
        a.kind === 'branch' ? inList(companies.branchId, a.branchIds) : a.kind === 'petitioner' ? inList(companies.id, a.companyIds) : undefined;
      return exists(tx.select({ id: companies.id }).from(companies).where(and(eq(companies.id, id), scope)).limit(1));
    }
    case 'beneficiary': {
      const scope =
        a.kind === 'branch'
          ? inList(beneficiaries.branchId, a.branchIds)
          : a.kind === 'petitioner'
            ? inList(beneficiaries.companyId, a.companyIds)
            : a.kind === 'beneficiary'
              ? inList(beneficiaries.id, a.beneficiaryIds)
              : undefined;
      return exists(tx.select({ id: beneficiaries.id }).from(beneficiaries).where(and(eq(beneficiaries.id, id), scope)).limit(1));
    }
    case 'individual':
      if (!staff) throw forbidden();
      return exists(
        tx
          .select({ id: individuals.id })
          .from(individuals)
          .where(and(eq(individuals.id, id), a.kind === 'branch' ? inList(individuals.branchId, a.branchIds) : undefined))
          .limit(1),
      );
    case 'lead':
      if (!staff) throw forbidden();
      return exists(tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).limit(1));
    case 'contact':
      if (!staff) throw forbidden();
      // A deleted contact keeps its history.
      return;
    case 'contact_category':
      if (!staff) throw forbidden();
      return exists(tx.select({ id: contactCategories.id }).from(contactCategories).where(eq(contactCategories.id, id)).limit(1));
    default:
      throw notFound('Record not found');
  }
}

export async function listPeopleActivity(
  ctx: CallContext<z.output<typeof ZListPeopleActivityPayload>>,
): Promise<TListPeopleActivityResult> {
  const a = await peopleAccess(ctx);
  const p = ctx.payload;
  await assertCanSee(ctx, a, p.entity, p.id);
  const { data, count } = await listActivity(ctx.tx, p.entity, p.id, p.page, p.perpage);
  return { data, count, page: p.page, perpage: p.perpage };
}


