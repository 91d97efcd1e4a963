import { eq } from 'drizzle-orm';
import { addressLine, type LetterLookups, type LetterSourceData } from 'shared/domain';
import type { Db } from '../../platform/db';
import { buildFormData, formLookups } from '../forms';
import type { PetitionRow } from '../petitions';
import { tenants } from '../tenants';
import { users } from '../users';
import type { Letterhead } from './letters.pdf';

/*
 * The data a letter reads: the USCIS forms' data (forms.data.ts: case, beneficiary, petitioner,
 * questionnaire answers) plus the law firm (the tenant), the case's attorney and the letter's date.
 */

export interface LetterContext {
  data: LetterSourceData;
  lookups: LetterLookups;
  firm: { name: string; address: string | null; phone: string | null; email: string | null };
}

const todayIso = (): string => new Date().toISOString().slice(0, 10);

export async function buildLetterData(tx: Db, row: PetitionRow, today?: string): Promise<LetterContext> {
  const form = await buildFormData(tx, row);
  const [t] = await tx
    .select({
      name: tenants.name,
      phone: tenants.phone,
      email: tenants.contactEmail,
      adminEmail: tenants.adminEmail,
      address: tenants.address,
    })
    .from(tenants)
    .where(eq(tenants.id, row.tenantId))
    .limit(1);
  const [att] = row.attorneyId
    ? await tx
        .select({
          name: users.name,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
        })
        .from(users)
        .where(eq(users.id, row.attorneyId))
        .limit(1)
    : [];
  const firm = {
    name: t?.name ?? '',
    address: addressLine(t?.address ?? null),
    phone: t?.phone ?? null,
    email: t?.email ?? t?.adminEmail ?? null,
  };
  const attorneyName = att ? [att.firstName, att.lastName].filter(Boolean).join(' ') || att.name : null;
  // form.case already carries the firm's names of the type and subtype (buildFormData, issue 16.2).
  const data: LetterSourceData = {
    ...form,
    firm,
    attorney: att ? { fullName: attorneyName, email: att.email, phone: att.phone } : null,
    today: today ?? todayIso(),
  };
  return { data, lookups: await formLookups(tx, form), firm };
}

export function letterheadOf(firm: LetterContext['firm']): Letterhead {
  const contact = [firm.phone, firm.email].filter(Boolean).join(' · ');
  return { name: firm.name, address: firm.address, contact: contact || null };
}
