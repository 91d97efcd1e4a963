import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withTenant, type Db } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { beneficiaries, beneficiaryDocuments } from '../../beneficiaries';
import { companies, companyDocuments } from '../../companies';
import { contactCategories, contacts } from '../../contacts';
import { individuals } from '../../individuals';
import { leads } from '../../leads';

/*
 * Records of the victim tenant for the people entities named in the declarations' `ids`
 * (api/src/platform/http/__tests__/isolation.test.ts). Each carries a unique marker that must not
 * show up in any answer to another tenant.
 */

const secret = () => `SECRET-${randomBytes(6).toString('hex')}`;

function fixture<T>(
  insert: (tx: Db, marker: string) => Promise<{ id: string }>,
  snapshot: (tx: Db, id: string) => Promise<T>,
): VictimFixture {
  return async (db, victim) => {
    const marker = secret();
    const { id } = await withTenant(db, victim.id, (tx) => insert(tx, marker));
    return { value: id, marker, snapshot: () => withTenant(db, victim.id, (tx) => snapshot(tx, id)) };
  };
}

const companyOf = (tx: Db, marker: string) =>
  tx
    .insert(companies)
    .values({
      name: marker,
      email: `${marker.toLowerCase()}@victim.test`,
      feiNumber: `9${String(Math.floor(Math.random() * 10))}-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    })
    .returning({ id: companies.id })
    .then((r) => r[0]!);

const beneficiaryOf = (tx: Db, marker: string) =>
  tx
    .insert(beneficiaries)
    .values({
      firstName: marker,
      lastName: 'Victim',
      email: `${marker.toLowerCase()}@victim.test`,
      passportNumber: marker,
      passportExpiry: '2030-01-01',
    })
    .returning({ id: beneficiaries.id })
    .then((r) => r[0]!);

export const PEOPLE_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  company: fixture(companyOf, (tx, id) => tx.select().from(companies).where(eq(companies.id, id))),
  company_document: fixture(
    async (tx, marker) => {
      const c = await companyOf(tx, marker);
      const [d] = await tx
        .insert(companyDocuments)
        .values({ companyId: c.id, docType: 'annual_report', name: marker, fileKey: `t/x/${marker}.pdf` })
        .returning({ id: companyDocuments.id });
      return d!;
    },
    (tx, id) => tx.select().from(companyDocuments).where(eq(companyDocuments.id, id)),
  ),
  beneficiary: fixture(beneficiaryOf, (tx, id) => tx.select().from(beneficiaries).where(eq(beneficiaries.id, id))),
  beneficiary_document: fixture(
    async (tx, marker) => {
      const b = await beneficiaryOf(tx, marker);
      const [d] = await tx
        .insert(beneficiaryDocuments)
        .values({ beneficiaryId: b.id, docType: 'resume', name: marker, fileKey: `t/x/${marker}.pdf` })
        .returning({ id: beneficiaryDocuments.id });
      return d!;
    },
    (tx, id) => tx.select().from(beneficiaryDocuments).where(eq(beneficiaryDocuments.id, id)),
  ),
  individual: fixture(
    (tx, marker) =>
      tx
        .insert(individuals)
        .values({ firstName: marker, lastName: 'Victim', email: `${marker.toLowerCase()}@victim.test` })
        .returning({ id: individuals.id })
        .then((r) => r[0]!),
    (tx, id) => tx.select().from(individuals).where(eq(individuals.id, id)),
  ),
  contact: fixture(
    (tx, marker) =>
      tx
        .insert(contacts)
        .values({ firstName: marker, lastName: 'Victim', email: `${marker.toLowerCase()}@victim.test` })
        .returning({ id: contacts.id })
        .then((r) => r[0]!),
    (tx, id) => tx.select().from(contacts).where(eq(contacts.id, id)),
  ),
  contact_category: fixture(
    (tx, marker) =>
      tx
        .insert(contactCategories)
        .values({ name: marker })
        .returning({ id: contactCategories.id })
        .then((r) => r[0]!),
    (tx, id) => tx.select().from(contactCategories).where(eq(contactCategories.id, id)),
  ),
  lead: fixture(
    (tx, marker) =>
      tx
        .insert(leads)
        .values({
          firstName: marker,
          lastName: 'Victim',
          email: `${marker.toLowerCase()}@victim.test`,
          companyName: marker,
        })
        .returning({ id: leads.id })
        .then((r) => r[0]!),
    (tx, id) => tx.select().from(leads).where(eq(leads.id, id)),
  ),
};
